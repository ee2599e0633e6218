import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { testData } from '../support/int/testData'

/**
 * Staff notes are a log on the real database: each note kept with who wrote it and when; the next person adds to
 * it and cannot overwrite or remove what is there, through Payload's API as the admin uses it.
 */
let payload: Payload
let staff: Awaited<ReturnType<typeof userFor>>
let owner: Awaited<ReturnType<typeof userFor>>

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await userFor(payload, 'staff')
  owner = await userFor(payload, 'owner')
})

const quote = () => ({
  firstName: 'Log',
  lastName: `Test ${Date.now()}`,
  email: 'log@example.com',
  phone: '0121 496 0123',
  postcode: 'B13 9XY',
})

describe('staff notes as a log', () => {
  it('keeps every note with its author and time, in order, whoever adds the next one', async () => {
    const lead = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', quote()),
      overrideAccess: true,
    })
    const add = (user: typeof staff, note: string, extra: Record<string, unknown> = {}) =>
      payload.update({
        collection: 'quote-requests',
        id: lead.id,
        data: { addNote: note, ...extra },
        overrideAccess: false,
        user,
        depth: 0,
      })
    const t0 = Date.now()
    await add(staff, 'Rang, no answer')
    await add(owner, '  Called back, wants a visit after 5pm  ', { status: 'contacted' })
    // A save without a note (a status change) keeps the log as it is.
    const doc = await add(staff, '', { status: 'quoted' })

    expect(doc.staffNotes?.map((n) => n.note)).toEqual(['Rang, no answer', 'Called back, wants a visit after 5pm'])
    expect(doc.staffNotes?.map((n) => n.author)).toEqual(['Office Staff', 'Business Owner'])
    expect(doc.staffNotes?.map((n) => n.writtenBy)).toEqual([staff!.id, owner!.id])
    const times = doc.staffNotes!.map((n) => Date.parse(n.writtenAt))
    expect(times[0]).toBeGreaterThanOrEqual(t0 - 1000)
    expect(times[1]).toBeGreaterThanOrEqual(times[0])
    expect(times[1]).toBeLessThanOrEqual(Date.now() + 1000)
  })

  it('lets staff neither rewrite nor remove an earlier note', async () => {
    const lead = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', {
        customerName: 'Log Visit',
        customerPhone: '0121 496 0124',
        address: '1 High St, B13 9XY',
      }),
      user: staff,
      overrideAccess: false,
    })
    const update = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'measuring-appointments',
        id: lead.id,
        data,
        overrideAccess: false,
        user: staff,
        depth: 0,
      })
    await update({ addNote: 'Quoted £420 on the phone' })
    await update({ staffNotes: [{ note: 'Never said a price', writtenAt: new Date().toISOString() }] })
    const doc = await update({ staffNotes: [] })
    expect(doc.staffNotes?.map((n) => n.note)).toEqual(['Quoted £420 on the phone'])
  })

  it('is written through the REST API the admin form uses, and nobody signed out can add to it', async () => {
    const token = await loginToken('staff', TEST_PASSWORDS.staff)
    const lead = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', quote()),
      overrideAccess: true,
    })
    const res = await callRest('PATCH', `/api/cms/quote-requests/${lead.id}`, {
      token,
      body: { addNote: 'Sent the brochure' },
    })
    expect(res.status, await res.clone().text()).toBe(200)
    const stored = await payload.findByID({ collection: 'quote-requests', id: lead.id, overrideAccess: true })
    expect(stored.staffNotes?.map((n) => [n.note, n.author])).toEqual([['Sent the brochure', 'Office Staff']])

    const anonymous = await callRest('PATCH', `/api/cms/quote-requests/${lead.id}`, { body: { addNote: 'spam' } })
    expect(anonymous.status).toBeGreaterThanOrEqual(401)
    const after = await payload.findByID({ collection: 'quote-requests', id: lead.id, overrideAccess: true })
    expect(after.staffNotes).toHaveLength(1)
  })
})
