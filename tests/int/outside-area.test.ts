import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { POST as postAppointment } from '@/app/(frontend)/api/measuring-appointment/route'
import { POST as postQuote } from '@/app/(frontend)/api/quote-request/route'
import { getTestPayload, userFor } from '../support/int/payload'
import { testData } from '../support/int/testData'

/** A postcode we do not usually cover: stored like any lead, flagged for staff, and the visitor is told at once. */
let payload: Payload
let ip = 0
const post = (handler: typeof postAppointment, url: string, body: Record<string, unknown>, form = false) =>
  handler(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        'x-forwarded-for': `10.81.0.${++ip}`,
      },
      body: form
        ? new URLSearchParams(body as Record<string, string>).toString()
        : JSON.stringify({ ...body, idempotencyKey: crypto.randomUUID() }),
    }),
  )

const areaBooking = (address: string) => ({
  customerName: 'Wake Green',
  customerPhone: '0121 496 0777',
  address,
  sourcePage: '/areas/moseley',
  scheduledTime: 'flexible' as const,
})

const stored = async (id: number | string) =>
  payload.findByID({ collection: 'measuring-appointments', id, depth: 0, overrideAccess: true })

beforeAll(async () => {
  payload = await getTestPayload()
})

afterAll(async () => {
  await payload.updateGlobal({ slug: 'availability', data: { extraPostcodes: '' }, overrideAccess: true })
})

describe('a postcode we do not cover', () => {
  it('is stored, flagged for staff and answered with outsideArea (the area page form: address only)', async () => {
    const res = await post(
      postAppointment,
      '/api/measuring-appointment',
      areaBooking('14 Wake Green Road, Manchester M1 1AA'),
    )
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body.outsideArea).toBe(true)
    const lead = await stored(body.id)
    expect(lead.postcode).toBe('M1 1AA')
    expect(lead.outsideArea).toBe(true)
    // Staff find them with a filter on the flag.
    const flagged = await payload.find({
      collection: 'measuring-appointments',
      where: { outsideArea: { equals: true } },
      overrideAccess: true,
    })
    expect(flagged.docs.map((d) => d.id)).toContain(body.id)
  })

  it('an address we cover is not flagged, nor one in an extra district the owner added', async () => {
    const covered = await (
      await post(postAppointment, '/api/measuring-appointment', areaBooking('9 Wake Green Road, B13 9XY'))
    ).json()
    expect(covered.outsideArea).toBeUndefined()
    expect((await stored(covered.id)).outsideArea).toBe(false)

    await payload.updateGlobal({ slug: 'availability', data: { extraPostcodes: 'M1' }, overrideAccess: true })
    const extra = await (
      await post(postAppointment, '/api/measuring-appointment', areaBooking('15 Wake Green Road, Manchester M1 1AB'))
    ).json()
    expect((await stored(extra.id)).outsideArea).toBe(false)
    await payload.updateGlobal({ slug: 'availability', data: { extraPostcodes: '' }, overrideAccess: true })
  })

  it('without JavaScript the thank-you page is told, and a quote request is flagged too', async () => {
    const res = await post(
      postAppointment,
      '/api/measuring-appointment',
      areaBooking('16 Wake Green Road, Manchester M1 1AD'),
      true,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/thank-you\?.*ok=1.*&outside=1$/)

    const quote = await post(postQuote, '/api/quote-request', {
      firstName: 'Far',
      lastName: 'Away',
      email: 'far.away@example.com',
      phone: '07700 900777',
      postcode: 'M1 1AE',
    })
    const { id } = await quote.json()
    const lead = await payload.findByID({ collection: 'quote-requests', id, depth: 0, overrideAccess: true })
    expect(lead.outsideArea).toBe(true)
  })

  it('staff cannot set the flag by hand', async () => {
    const lead = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', { ...areaBooking('1 Example Grove, B13 9XY'), outsideArea: true }),
      user: await userFor(payload, 'staff'),
      overrideAccess: false,
    })
    expect(lead.outsideArea).toBe(false)
    // …and a booking staff take on the phone for a postcode we don't cover is flagged like one from the site.
    const far = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', areaBooking('2 Far Lane, Manchester M1 1AF')),
      user: await userFor(payload, 'staff'),
      overrideAccess: false,
    })
    expect(far.outsideArea).toBe(true)
  })
})
