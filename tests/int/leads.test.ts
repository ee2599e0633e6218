import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postAppointment } from '@/app/(frontend)/api/measuring-appointment/route'
import { POST as postQuote } from '@/app/(frontend)/api/quote-request/route'
import { DRAFT_TTL_MS, readFormDraft } from '@/lib/leads/formDraft'
import { poolOf } from '@/lib/platform/db'
import { malformedBodies } from '../support/malformed'
import { getTestPayload } from '../support/int/payload'

/** The lead endpoints through their real route handlers, storing into the real Postgres test database. */
let payload: Payload
let ip = 0
const nextIp = () => `10.${(++ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` // one address per request unless a test says otherwise

function request(url: string, body: unknown, options: { ip?: string; raw?: string; type?: string } = {}) {
  return new Request(`http://localhost${url}`, {
    method: 'POST',
    headers: { 'content-type': options.type ?? 'application/json', 'x-forwarded-for': options.ip ?? nextIp() },
    body: options.raw ?? JSON.stringify(body),
  })
}

const appointment = (extra: Record<string, unknown> = {}) => ({
  customerName: 'Priya Patel',
  customerEmail: 'priya@example.com',
  customerPhone: '0121 496 0555',
  address: '7 Example Grove, Moseley',
  postcode: 'b13 9xy',
  scheduledTime: 'morning',
  windowCount: '3-5',
  blindType: 'basswood',
  notes: 'Bay window in the front room',
  sourcePage: '/areas/moseley',
  idempotencyKey: crypto.randomUUID(),
  ...extra,
})

const quote = (extra: Record<string, unknown> = {}) => ({
  firstName: 'Tom',
  lastName: 'Hughes',
  email: 'tom@example.com',
  phone: '07700 900123',
  postcode: 'B17 0AA',
  message: 'Kitchen and bathroom',
  productType: 'faux-wood',
  idempotencyKey: crypto.randomUUID(),
  ...extra,
})

const count = async (collection: 'measuring-appointments' | 'quote-requests') =>
  (await payload.count({ collection, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('POST /api/measuring-appointment', () => {
  it('stores a valid booking and answers 201 with its id', async () => {
    const res = await postAppointment(request('/api/measuring-appointment', appointment()))
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const stored = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(stored.customerName).toBe('Priya Patel')
    expect(stored.postcode).toBe('B13 9XY')
    expect(stored.status).toBe('pending')
    expect(stored.sourcePage).toBe('/areas/moseley')
  })

  it('takes scheduledDate as YYYY-MM-DD or as an ISO 8601 date-time, storing the UK day', async () => {
    const date = new Date(Date.now() + 5 * 86_400_000)
    if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1)
    const day = date.toISOString().slice(0, 10)
    for (const scheduledDate of [day, `${day}T10:00:00.000Z`, `${day}T10:00:00+01:00`]) {
      const res = await postAppointment(
        request('/api/measuring-appointment', appointment({ scheduledDate, notes: `Date given as ${scheduledDate}` })),
      )
      expect(res.status, scheduledDate).toBe(201)
      const { id } = await res.json()
      const stored = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
      expect(stored.scheduledDate?.slice(0, 10), scheduledDate).toBe(day)
    }
    const bad = await postAppointment(request('/api/measuring-appointment', appointment({ scheduledDate: 'soon' })))
    expect(bad.status).toBe(400)
    expect((await bad.json()).fields.scheduledDate).toBe('Please choose a date.')
  })

  it('an area-page booking without a postcode stores the postcode written in its address', async () => {
    const res = await postAppointment(
      request(
        '/api/measuring-appointment',
        appointment({
          customerName: 'Area Visitor',
          customerEmail: undefined,
          address: '12 Wake Green Road, Moseley, Birmingham B13 9PG',
          postcode: undefined,
        }),
      ),
    )
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const stored = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(stored.postcode).toBe('B13 9PG')
    expect(stored.address).toBe('12 Wake Green Road, Moseley, Birmingham B13 9PG')
  })

  it('a postcode the visitor gave is kept, whatever the address says', async () => {
    const res = await postAppointment(
      request(
        '/api/measuring-appointment',
        appointment({ customerName: 'Book Visitor', address: '12 Wake Green Road, B13 9PG', postcode: 'b14 7aa' }),
      ),
    )
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const stored = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(stored.postcode).toBe('B14 7AA')
  })

  it('ignores status, notes, ids and timestamps sent by the client', async () => {
    const res = await postAppointment(
      request(
        '/api/measuring-appointment',
        appointment({
          customerName: 'Field Injector',
          status: 'completed',
          staffNotes: [{ note: 'x', writtenAt: '2000-01-01T00:00:00.000Z' }],
          addNote: 'x',
          id: 999999,
          createdAt: '2000-01-01T00:00:00.000Z',
        }),
      ),
    )
    expect(res.status).toBe(201)
    const { id } = await res.json()
    expect(id).not.toBe(999999)
    const stored = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(stored.status).toBe('pending')
    expect(stored.staffNotes ?? []).toEqual([])
    expect(new Date(stored.createdAt).getFullYear()).toBeGreaterThan(2020)
  })

  it('answers 400 with field messages for bad input and stores nothing', async () => {
    const before = await count('measuring-appointments')
    const res = await postAppointment(
      request('/api/measuring-appointment', appointment({ customerPhone: '12', customerEmail: 'nope' })),
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.fields.customerPhone).toMatch(/UK phone number/)
    expect(body.fields.customerEmail).toMatch(/valid e-mail/)
    expect(await count('measuring-appointments')).toBe(before)
  })

  it('refuses bodies that are not JSON objects, too large, or of another type', async () => {
    expect((await postAppointment(request('/api/measuring-appointment', null, { raw: '{oops' }))).status).toBe(400)
    expect((await postAppointment(request('/api/measuring-appointment', [1, 2]))).status).toBe(400)
    expect(
      (await postAppointment(request('/api/measuring-appointment', null, { raw: 'x'.repeat(20_000) }))).status,
    ).toBe(413)
    expect(
      (await postAppointment(request('/api/measuring-appointment', null, { raw: 'hi', type: 'text/plain' }))).status,
    ).toBe(415)
  })

  it('stores one lead for a double submit with the same key, and for the same details sent twice', async () => {
    const before = await count('measuring-appointments')
    const body = appointment({ customerName: 'Double Click', customerPhone: '0121 496 0777' })
    const [a, b] = await Promise.all([
      postAppointment(request('/api/measuring-appointment', body)),
      postAppointment(request('/api/measuring-appointment', body)),
    ])
    const ids = [(await a.json()).id, (await b.json()).id]
    expect(ids[0]).toBe(ids[1])
    expect([a.status, b.status].sort()).toEqual([200, 201])

    // Same content, new key (e.g. the page was reloaded): still one lead within the window.
    const again = await postAppointment(
      request('/api/measuring-appointment', { ...body, idempotencyKey: crypto.randomUUID() }),
    )
    expect(again.status).toBe(200)
    expect((await again.json()).id).toBe(ids[0])
    expect(await count('measuring-appointments')).toBe(before + 1)
  })

  it('accepts a honeypot-filled request like any other but stores nothing', async () => {
    const before = await count('measuring-appointments')
    const res = await postAppointment(
      request('/api/measuring-appointment', appointment({ website: 'http://spam.example' })),
    )
    expect(res.status).toBe(201)
    expect(await count('measuring-appointments')).toBe(before)
  })

  it('rate-limits one address with a clear 429', async () => {
    const address = '203.0.113.77'
    const statuses: number[] = []
    for (let i = 0; i < 7; i++) {
      const res = await postAppointment(
        request(
          '/api/measuring-appointment',
          appointment({ customerName: `Rate Test ${i}`, customerPhone: `0121 496 01${10 + i}` }),
          { ip: address },
        ),
      )
      statuses.push(res.status)
      if (res.status === 429) expect((await res.json()).error).toMatch(/Too many requests/)
    }
    expect(statuses.slice(0, 5).every((s) => s === 201)).toBe(true) // LEAD_RATE_LIMIT=5 in tests
    expect(statuses.slice(5)).toEqual([429, 429])
  })

  it('works without JavaScript: a form post is stored and redirected to the thank-you page', async () => {
    const form = new URLSearchParams({
      customerName: 'No Script',
      customerPhone: '0121 496 0888',
      address: '1 Plain Road, Harborne',
    })
    const res = await postAppointment(
      request('/api/measuring-appointment', null, { raw: form.toString(), type: 'application/x-www-form-urlencoded' }),
    )
    expect(res.status).toBe(303)
    // Relative, so it stays on the visitor's origin whatever host name the server believes it has.
    expect(res.headers.get('location')).toBe('/thank-you?type=appointment&ok=1')
    const { totalDocs } = await payload.count({
      collection: 'measuring-appointments',
      where: { customerName: { equals: 'No Script' } },
      overrideAccess: true,
    })
    expect(totalDocs).toBe(1)
  })

  it('without JavaScript a refused form keeps what was typed on the server, named in the address by an opaque id only', async () => {
    const typed = {
      customerName: 'Dana Draft',
      customerPhone: '12345',
      customerEmail: 'dana.draft@example.com',
      address: '3 Kept Road, Moseley',
      postcode: 'B13 9XY',
      scheduledDate: '',
      notes: 'Bay window',
      sourcePage: '/book',
      website: '',
      idempotencyKey: crypto.randomUUID(),
    }
    const res = await postAppointment(
      request('/api/measuring-appointment', null, {
        raw: new URLSearchParams(typed).toString(),
        type: 'application/x-www-form-urlencoded',
      }),
    )
    expect(res.status).toBe(303)
    const location = new URL(res.headers.get('location')!, 'http://localhost')
    expect(location.pathname).toBe('/thank-you')
    // Nothing the visitor typed is in the address: only the sealed messages and the draft's random id.
    for (const value of ['Dana', 'dana.draft', '12345', 'Kept', 'B13', 'Bay']) {
      expect(decodeURIComponent(location.search)).not.toContain(value)
    }
    const id = location.searchParams.get('draft')
    expect(id).toMatch(/^[A-Za-z0-9_-]{32}$/)
    const { idempotencyKey: _key, website: _bots, ...kept } = typed
    expect(await readFormDraft(poolOf(payload), id)).toEqual({ kind: 'appointment', values: kept })
    // It lasts 30 minutes; a made-up id names nothing.
    expect(await readFormDraft(poolOf(payload), id, Date.now() + DRAFT_TTL_MS + 1_000)).toBeNull()
    expect(await readFormDraft(poolOf(payload), 'A'.repeat(32))).toBeNull()
    expect(await readFormDraft(poolOf(payload), "x' or 1=1 --")).toBeNull()
    // A JSON post (the interactive form keeps its own values) leaves no draft.
    const json = await postAppointment(request('/api/measuring-appointment', { ...typed }))
    expect(json.status).toBe(400)
    expect(json.headers.get('location')).toBeNull()
  })

  it('answers 400, never 500, for 300 malformed bodies, and stores none of them', async () => {
    const before = await count('measuring-appointments')
    const bodies = malformedBodies(appointment(), 300, 42, ['customerName', 'customerPhone', 'address'])
    for (const body of bodies) {
      const res = await postAppointment(request('/api/measuring-appointment', null, { raw: body }))
      expect([400, 413], body.slice(0, 200)).toContain(res.status)
    }
    expect(await count('measuring-appointments')).toBe(before)
  })
})

describe('POST /api/quote-request', () => {
  it('stores a valid quote request', async () => {
    const res = await postQuote(request('/api/quote-request', quote()))
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const stored = await payload.findByID({ collection: 'quote-requests', id, overrideAccess: true })
    expect(stored.status).toBe('new')
    expect(stored.postcode).toBe('B17 0AA')
  })

  it('answers 400, never 500, for 300 malformed bodies', async () => {
    const before = await count('quote-requests')
    for (const body of malformedBodies(quote(), 300, 7, ['firstName', 'lastName', 'email', 'phone', 'postcode'])) {
      const res = await postQuote(request('/api/quote-request', null, { raw: body }))
      expect([400, 413], body.slice(0, 200)).toContain(res.status)
    }
    expect(await count('quote-requests')).toBe(before)
  })
})
