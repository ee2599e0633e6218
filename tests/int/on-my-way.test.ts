import type { Payload } from 'payload'
import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST } from '@/app/(frontend)/api/visits/on-my-way/route'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { startSmsDrop } from '../../scripts/tools/lib/sms-drop'
import { startMailCatcher } from '../support/mailCatcher'
import { loginToken } from '../support/int/cms-routes'
import { getTestPayload } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { quoteAt } from '../support/int/quoteMoves'
import { testData } from '../support/int/testData'
import { todayInLondon } from '@/lib/validation/dates'

/**
 * "On my way" (POST /api/visits/on-my-way) on the real database, with a real SMTP server and a local server that
 * speaks Twilio's Messages API: staff only, for a visit that exists, once per visit in its window; the customer gets
 * an e-mail and a text naming the business and its phone; the message is stored on the visit.
 */
let payload: Payload
let catcher: Awaited<ReturnType<typeof startMailCatcher>>
let sms: Awaited<ReturnType<typeof startSmsDrop>>
let staffToken: string
let ownerToken: string
const tag = `M${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await getTestPayload()
  catcher = await startMailCatcher(inject('smtpPort'))
  sms = await startSmsDrop(undefined, inject('smsPort'))
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff)
  ownerToken = await loginToken('owner', TEST_PASSWORDS.owner)
})

afterAll(async () => {
  await sms?.stop()
  await catcher?.close()
})

const post = (body: Record<string, string>, headers: Record<string, string> = {}) =>
  POST(
    new NextRequest('http://localhost:3000/api/visits/on-my-way', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(body).toString(),
    }),
  )
const asStaff = (token: string) => ({ authorization: `JWT ${token}` })

async function appointment(name: string, extra: Record<string, unknown> = {}) {
  return payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: name,
      customerPhone: '0121 496 0321',
      customerEmail: `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`,
      address: '4 Arrival Road',
      postcode: 'B13 9AA',
      ...extra,
    }),
    overrideAccess: true,
    depth: 0,
  })
}

describe('POST /api/visits/on-my-way', () => {
  it('refuses a visitor without a staff session, and a post from another site', async () => {
    const visit = await appointment(`${tag} Anonymous`)
    const before = sms.received.length
    expect((await post({ kind: 'measuring', id: String(visit.id), minutes: '20' })).status).toBe(401)
    expect(
      (await post({ kind: 'measuring', id: String(visit.id), minutes: '20' }, { authorization: 'JWT forged' })).status,
    ).toBe(401)
    const crossSite = await post(
      { kind: 'measuring', id: String(visit.id), minutes: '20' },
      { ...asStaff(staffToken), origin: 'https://evil.example' },
    )
    expect(crossSite.status).toBe(403)
    expect(sms.received.length).toBe(before)
    const stored = await payload.findByID({ collection: 'measuring-appointments', id: visit.id, overrideAccess: true })
    expect(stored.arrivalMessages ?? []).toEqual([])
  })

  it('e-mails and texts the customer with the business and its phone, and stores the message', async () => {
    const name = `${tag} Customer`
    const visit = await appointment(name)
    const res = await post({ kind: 'measuring', id: String(visit.id), minutes: '20' }, asStaff(staffToken))
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/visits?sent=sent#measuring-${visit.id}`)
    expect(res.headers.get('cache-control')).toBe('private, no-store')

    const settings = await readSiteSettings(payload)
    const text = sms.received.at(-1)!
    expect(text).toMatchObject({
      to: '+441214960321',
      from: '+447700900123',
      authUser: 'ACtest00000000000000000000000000',
    })
    expect(text.body).toContain(settings.businessName)
    expect(text.body).toContain(settings.phonePrimary)
    expect(text.body).toMatch(/in about 20 minutes \(around \d{1,2}:\d{2}[ap]m\)/)

    const mail = await catcher.mailTo(visit.customerEmail!, /^On our way/)
    expect(mail.text).toContain('in about 20 minutes')
    expect(mail.text).toContain(settings.phonePrimary)

    const stored = await payload.findByID({ collection: 'measuring-appointments', id: visit.id, overrideAccess: true })
    expect(stored.arrivalMessages).toHaveLength(1)
    expect(stored.arrivalMessages![0]).toMatchObject({ minutes: 20, channels: 'e-mail and text', body: text.body })
  })

  it('sends once for a repeated tap, and only for a visit that exists and is still to happen', async () => {
    const visit = await appointment(`${tag} Twice`)
    const before = sms.received.length
    const tap = () => post({ kind: 'measuring', id: String(visit.id), minutes: '10' }, asStaff(ownerToken))
    const answers = await Promise.all([tap(), tap(), tap()])
    expect(answers.map((r) => r.headers.get('location')?.split('#')[0]).sort()).toEqual([
      '/visits?sent=already-sent',
      '/visits?sent=already-sent',
      '/visits?sent=sent',
    ])
    expect(sms.received.length).toBe(before + 1)

    const missing = await post({ kind: 'measuring', id: '99999999', minutes: '10' }, asStaff(staffToken))
    expect(missing.headers.get('location')).toMatch(/sent=not-found/)
    const cancelled = await appointment(`${tag} Cancelled`, { status: 'cancelled' })
    const refused = await post({ kind: 'measuring', id: String(cancelled.id), minutes: '10' }, asStaff(staffToken))
    expect(refused.headers.get('location')).toMatch(/sent=not-found/)
    const odd = await post({ kind: 'measuring', id: String(visit.id), minutes: '7' }, asStaff(staffToken))
    expect(odd.headers.get('location')).toMatch(/sent=invalid/)
    expect(sms.received.length).toBe(before + 1)
  })

  it('an id no record can have (1e20 passes Number.isInteger) is refused with a 400, never a server error', async () => {
    for (const id of [1e20, 2 ** 31, Number.MAX_SAFE_INTEGER + 2, '99999999999999999999', -3, 1.5]) {
      const res = await POST(
        new NextRequest('http://localhost:3000/api/visits/on-my-way', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...asStaff(staffToken) },
          body: JSON.stringify({ kind: 'measuring', id, minutes: 10 }),
        }),
      )
      expect(res.status, String(id)).toBe(400)
      expect(await res.json()).toEqual({ ok: false, code: 'invalid' })
    }
    const form = await post({ kind: 'fitting', id: '1e20', minutes: '10' }, asStaff(staffToken))
    expect(form.headers.get('location')).toBe('/visits?sent=invalid')
  })

  it("another day's visit is told only when its day is confirmed; today's with one tap", async () => {
    const today = todayInLondon()
    const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const onDay = (day: string) => ({ scheduledDate: `${day}T00:00:00.000Z`, scheduledTime: 'flexible' as const })
    const later = await appointment(`${tag} Thursday`, onDay(tomorrow))
    const before = sms.received.length
    const unasked = await post({ kind: 'measuring', id: String(later.id), minutes: '20' }, asStaff(staffToken))
    expect(unasked.headers.get('location')).toBe(`/visits?sent=not-today#measuring-${later.id}`)
    const wrongDay = await post(
      { kind: 'measuring', id: String(later.id), minutes: '20', day: today },
      asStaff(staffToken),
    )
    expect(wrongDay.headers.get('location')).toMatch(/sent=not-today/)
    expect(sms.received.length).toBe(before)
    const stored = await payload.findByID({ collection: 'measuring-appointments', id: later.id, overrideAccess: true })
    expect(stored.arrivalMessages ?? []).toEqual([])

    const confirmed = await post(
      { kind: 'measuring', id: String(later.id), minutes: '20', day: tomorrow },
      asStaff(staffToken),
    )
    expect(confirmed.headers.get('location')).toMatch(/sent=sent/)
    const now = await appointment(`${tag} Today`, onDay(today))
    const tapped = await post({ kind: 'measuring', id: String(now.id), minutes: '10' }, asStaff(staffToken))
    expect(tapped.headers.get('location')).toMatch(/sent=sent/)
    expect(sms.received.length).toBe(before + 2)
  })

  it('tells the customer of a fitting too (an accepted order), as JSON when asked', async () => {
    const order = await quoteAt(payload, 'accepted', {
      customerName: `${tag} Fitting`,
      customerPhone: '07700 900456',
      address: '9 Order Street',
      postcode: 'B14 7AA',
    })
    const res = await POST(
      new NextRequest('http://localhost:3000/api/visits/on-my-way', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...asStaff(staffToken) },
        body: JSON.stringify({ kind: 'fitting', id: order.id, minutes: 45 }),
      }),
    )
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ ok: true, code: 'sent' })
    expect(sms.received.at(-1)!.to).toBe('+447700900456')
    const stored = await payload.findByID({ collection: 'quotes', id: order.id, overrideAccess: true })
    expect(stored.status).toBe('accepted')
    expect(stored.arrivalMessages?.map((m) => m.minutes)).toEqual([45])
  })
})
