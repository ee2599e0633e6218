import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postAppointment } from '@/app/(frontend)/api/measuring-appointment/route'
import { POST as postQuote } from '@/app/(frontend)/api/quote-request/route'
import { poolOf } from '@/lib/platform/db'
import { leadDashboard } from '@/lib/leads/dashboard'
import { overdueWhere } from '@/lib/leads/overdue'
import { getTestPayload, userFor } from '../support/int/payload'
import { testData, type TestData } from '../support/int/testData'

/**
 * Where a lead came from, its status history, the reply-by promise and the dashboard's figures, through the real
 * endpoints and the real Postgres test database.
 */
let payload: Payload
let staff: Awaited<ReturnType<typeof userFor>>
let ip = 0
const nextIp = () => `10.16.${(++ip >> 8) & 255}.${ip & 255}`
const context = { skipNotifications: true }
const HOUR = 3_600_000

const post = (route: typeof postAppointment, url: string, body: Record<string, unknown>) =>
  route(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': nextIp() },
      body: JSON.stringify({ idempotencyKey: crypto.randomUUID(), ...body }),
    }),
  )

const appointment = (extra: Record<string, unknown> = {}) => ({
  customerName: 'Attributed Visitor',
  customerPhone: '0121 496 0777',
  address: '7 Example Grove, Moseley',
  sourcePage: '/book',
  ...extra,
})

/** A day and window, which a visit needs before it can be confirmed. */
const visitDay = { scheduledDate: '2030-06-04T00:00:00.000Z', scheduledTime: 'morning' as const }

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await userFor(payload, 'staff')
})

describe('attribution on a lead', () => {
  it('stores the first touch sent with the form, and classifies the channel', async () => {
    const res = await post(
      postAppointment,
      '/api/measuring-appointment',
      appointment({
        landingPage: '/areas/moseley',
        utmSource: 'leaflet',
        utmCampaign: 'spring',
        referrerHost: 'www.google.co.uk',
        blindType: 'basswood',
      }),
    )
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const doc = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(doc).toMatchObject({
      sourcePage: '/book',
      landingPage: '/areas/moseley',
      utmSource: 'leaflet',
      utmCampaign: 'spring',
      referrerHost: 'www.google.co.uk',
      channel: 'campaign',
      blindType: 'basswood',
    })
    expect(doc.utmMedium ?? null).toBeNull()
  })

  it('a search engine referrer without tags is "search"; another site is "referral"; nothing is "direct"', async () => {
    const channelOf = async (extra: Record<string, unknown>) => {
      const res = await post(postQuote, '/api/quote-request', {
        firstName: 'Channel',
        lastName: 'Test',
        email: 'channel@example.com',
        phone: '07700 900777',
        postcode: 'B13 9XY',
        ...extra,
      })
      expect(res.status).toBe(201)
      const { id } = await res.json()
      return (await payload.findByID({ collection: 'quote-requests', id, overrideAccess: true })).channel
    }
    expect(await channelOf({ referrerHost: 'www.bing.com', landingPage: '/' })).toBe('search')
    expect(await channelOf({ referrerHost: 'forum.example.org' })).toBe('referral')
    expect(await channelOf({})).toBe('direct')
  })

  it('bad attribution values are cut or dropped, never a reason to refuse the lead', async () => {
    const res = await post(
      postAppointment,
      '/api/measuring-appointment',
      appointment({
        landingPage: 'https://evil.example/x',
        referrerHost: 'not a host/with/path',
        utmSource: `news\u0000letter<script>${'x'.repeat(300)}`,
        utmMedium: 42,
      }),
    )
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const doc = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(doc.landingPage ?? null).toBeNull()
    expect(doc.referrerHost ?? null).toBeNull()
    expect(doc.utmMedium ?? null).toBeNull()
    expect(doc.utmSource).toMatch(/^newsletterscript/)
    expect(doc.utmSource?.length).toBeLessThanOrEqual(100)
  })

  it('staff cannot change a lead’s source; a lead staff enter is marked as such', async () => {
    const doc = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', {
        firstName: 'Phone',
        lastName: 'Call',
        email: 'p@example.com',
        phone: '07700 900778',
        postcode: 'B14 7AA',
      }),
      overrideAccess: false,
      user: staff,
      context,
    })
    expect(doc.channel).toBe('staff')
    await payload.update({
      collection: 'quote-requests',
      id: doc.id,
      data: testData('quote-requests', { utmSource: 'forged', channel: 'campaign' }),
      overrideAccess: false,
      user: staff,
      context,
    })
    const after = await payload.findByID({ collection: 'quote-requests', id: doc.id, overrideAccess: true })
    expect(after.utmSource ?? null).toBeNull()
    expect(after.channel).toBe('staff')
  })
})

describe('status history', () => {
  it('records the first status, then who changed it and when; edits to the history are ignored', async () => {
    const res = await post(postAppointment, '/api/measuring-appointment', appointment())
    const { id } = await res.json()
    const created = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(created.statusHistory).toHaveLength(1)
    expect(created.statusHistory?.[0]).toMatchObject({ status: 'pending', changedBy: null })

    const update = (data: Record<string, unknown>) =>
      payload.update({
        collection: 'measuring-appointments',
        id,
        data,
        overrideAccess: false,
        user: staff,
        context,
        depth: 0,
      })
    await update({ addNote: 'Rang, no answer' })
    await update({ status: 'confirmed', ...visitDay })
    await update({ statusHistory: [], addNote: 'Tried to wipe the history' })
    const doc = await update({ status: 'completed' })
    expect(doc.statusHistory?.map((h) => h.status)).toEqual(['pending', 'confirmed', 'completed'])
    expect(doc.statusHistory?.[1]?.changedBy).toBe(staff!.id)
    const times = doc.statusHistory!.map((h) => Date.parse(h.changedAt))
    expect(times[1]).toBeGreaterThanOrEqual(times[0])
    expect(times[2]).toBeGreaterThanOrEqual(times[1])
  })
})

describe('the reply promise', () => {
  it('respondBy is arrival plus Settings’ reply hours; overdue once past it while still in the first status', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', overrideAccess: true })
    const previous = settings.leadTimes.responseHours
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { leadTimes: { ...settings.leadTimes, responseHours: 6 } },
      overrideAccess: true,
      context,
    })
    try {
      const before = Date.now()
      const res = await post(
        postAppointment,
        '/api/measuring-appointment',
        appointment({ customerName: 'Waiting Long' }),
      )
      const { id } = await res.json()
      const doc = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
      const due = Date.parse(doc.respondBy!)
      expect(due - Date.parse(doc.createdAt)).toBeGreaterThanOrEqual(6 * HOUR - 1000)
      expect(due - before).toBeLessThanOrEqual(6 * HOUR + 5000)

      // A controlled clock: the same query the list filter and the dashboard use, asked at chosen moments.
      const overdueAt = async (now: Date) =>
        (
          await payload.find({
            collection: 'measuring-appointments',
            where: { and: [overdueWhere('measuring-appointments', now), { id: { equals: id } }] },
            overrideAccess: true,
          })
        ).totalDocs === 1
      expect(await overdueAt(new Date(due - 60_000))).toBe(false)
      expect(await overdueAt(new Date(due + 60_000))).toBe(true)

      await payload.update({
        collection: 'measuring-appointments',
        id,
        data: { status: 'confirmed', ...visitDay },
        overrideAccess: true,
        context,
      })
      expect(await overdueAt(new Date(due + 60_000))).toBe(false)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { leadTimes: { ...settings.leadTimes, responseHours: previous } },
        overrideAccess: true,
        context,
      })
    }
  })
})

describe('dashboard', () => {
  // A fixed moment long before the other tests' leads, so only the seeded set counts: Wednesday 10 June 2020, noon.
  const NOW = new Date('2020-06-10T11:00:00Z')
  const at = (iso: string) => new Date(iso).toISOString()

  it('counts a seeded set by week, source, landing area, product, status funnel and time to first contact', async () => {
    // A material is named by its first product (as the dashboard orders them); other files add products of their own.
    const { docs: products } = await payload.find({
      collection: 'products',
      sort: ['sortOrder', 'id'],
      depth: 0,
      limit: 100,
      pagination: false,
      overrideAccess: true,
    })
    const name = (type: string) => products.find((p) => p.type === type)!.name
    const pool = poolOf(payload)
    const seeded: { collection: 'measuring-appointments' | 'quote-requests'; id: number; createdAt: string }[] = []
    const seed = async (
      collection: 'measuring-appointments' | 'quote-requests',
      createdAt: string,
      data: Record<string, unknown>,
      steps: {
        status: NonNullable<TestData<(typeof seeded)[number]['collection']>['status']>
        hoursLater: number
      }[] = [],
    ) => {
      const base =
        collection === 'measuring-appointments'
          ? {
              customerName: 'Dash Board',
              customerPhone: '0121 496 0888',
              address: '1 Seed Street, Moseley',
              ...visitDay,
            }
          : { firstName: 'Dash', lastName: 'Board', email: 'd@example.com', phone: '07700 900888', postcode: 'B13 9XY' }
      const doc = await payload.create({
        collection,
        data: testData(collection, { ...base, ...data }),
        overrideAccess: true,
        context,
      })
      for (const step of steps) {
        await payload.update({
          collection,
          id: doc.id,
          data: testData(collection, { status: step.status }),
          overrideAccess: true,
          context,
        })
      }
      // Move the lead and its history to the seeded moment (the hook stamps real time).
      const table = collection === 'measuring-appointments' ? 'measuring_appointments' : 'quote_requests'
      await pool.query(
        `update ${table} set created_at = $2, respond_by = $2::timestamptz + interval '24 hours' where id = $1`,
        [doc.id, createdAt],
      )
      await pool.query(`update ${table}_status_history set changed_at = $2 where _parent_id = $1 and _order = 1`, [
        doc.id,
        createdAt,
      ])
      for (const [i, step] of steps.entries()) {
        await pool.query(
          `update ${table}_status_history set changed_at = $2::timestamptz + make_interval(hours => $3)
           where _parent_id = $1 and _order = $4`,
          [doc.id, createdAt, step.hoursLater, i + 2],
        )
      }
      seeded.push({ collection, id: doc.id, createdAt })
    }

    // This week (from Monday 8 June): three leads; last week: two; earlier in the period: one.
    await seed(
      'measuring-appointments',
      at('2020-06-09T09:00:00Z'),
      {
        landingPage: '/areas/moseley',
        utmSource: 'leaflet',
        utmCampaign: 'spring',
        blindType: 'basswood',
        estimatedTotal: 45000,
      },
      [
        { status: 'confirmed', hoursLater: 2 },
        { status: 'completed', hoursLater: 30 },
      ],
    )
    await seed('measuring-appointments', at('2020-06-10T08:00:00Z'), {
      landingPage: '/areas/moseley',
      referrerHost: 'www.google.com',
      blindType: 'faux-wood',
    })
    await seed(
      'quote-requests',
      at('2020-06-08T10:00:00Z'),
      { landingPage: '/areas/harborne', productType: 'wooden', estimatedTotal: 30050 },
      [
        { status: 'contacted', hoursLater: 4 },
        { status: 'quoted', hoursLater: 24 },
      ],
    )
    await seed('quote-requests', at('2020-06-03T10:00:00Z'), { referrerHost: 'forum.example.org' }, [
      { status: 'contacted', hoursLater: 10 },
    ])
    await seed('measuring-appointments', at('2020-06-02T10:00:00Z'), { landingPage: '/' })
    await seed('quote-requests', at('2020-05-01T10:00:00Z'), { landingPage: '/areas/moseley', productType: 'wooden' }, [
      { status: 'lost', hoursLater: 1 },
    ])
    // A booking with no blind type chosen but two windows priced on the site, one of each material, that went on to
    // an accepted order (the quote sets the lead quoted, then won).
    await seed(
      'measuring-appointments',
      at('2020-05-20T10:00:00Z'),
      {
        landingPage: '/',
        windows: [
          { product: name('wooden'), width: 90, drop: 140 },
          { product: name('faux-wood'), width: 60, drop: 120 },
        ],
      },
      [
        { status: 'confirmed', hoursLater: 3 },
        { status: 'completed', hoursLater: 48 },
        { status: 'quoted', hoursLater: 50 },
        { status: 'won', hoursLater: 72 },
      ],
    )

    const d = await leadDashboard(payload, NOW, 90)
    expect(d.thisWeek).toBe(3)
    expect(d.lastWeek).toBe(2)
    // Still in their first status 24 hours after arrival by NOW: the 2 June appointment only (the 10 June one is
    // due on 11 June). Leads of other tests were created after NOW and are not yet due at NOW.
    expect(d.overdue).toBe(1)
    expect(Object.fromEntries(d.byChannel.map((r) => [r.channel, [r.leads, r.bookings]]))).toEqual({
      campaign: [1, 1],
      search: [1, 1],
      referral: [1, 0],
      direct: [4, 2],
    })
    // Each area page by its area's name, as the site shows it.
    expect(d.byArea).toEqual([
      { area: 'Moseley', leads: 3, bookings: 2, estimated: 45000 },
      { area: 'Harborne', leads: 1, bookings: 0, estimated: 30050 },
    ])
    // The estimated value of the windows priced on the site, beside the counts.
    expect(Object.fromEntries(d.byChannel.map((r) => [r.channel, r.estimated]))).toEqual({
      campaign: 45000,
      search: 0,
      referral: 0,
      direct: 30050,
    })
    // By the products' own names (as the owner named them), never their slugs; priced windows count when no blind
    // type was chosen.
    expect(Object.fromEntries(d.byProduct.map((r) => [r.product, r.leads]))).toEqual({
      [name('wooden')]: 3,
      [name('faux-wood')]: 1,
      Both: 1,
      'Not given': 2,
    })
    const funnel = Object.fromEntries(d.funnel.map((r) => [`${r.kind}:${r.stage}`, [r.leads, r.rate]]))
    expect(funnel).toEqual({
      'appointment:Booked': [4, null],
      'appointment:Confirmed': [2, 2 / 4],
      'appointment:Measured': [2, 1],
      'appointment:Quoted': [1, 1 / 2],
      'appointment:Won': [1, 1],
      'quote:Asked': [3, null],
      'quote:Contacted': [3, 1],
      'quote:Quoted': [1, 1 / 3],
      'quote:Won': [0, 0],
    })
    // First contact after 2, 4, 10, 1 and 3 hours: the median is 3.
    expect(d.medianHoursToContact).toBeCloseTo(3, 5)

    // A period that ends before the seeded leads (and any other file's backdated ones) sees none of them.
    const empty = await leadDashboard(payload, new Date('2000-01-01T00:00:00Z'), 90)
    expect(empty.thisWeek + empty.lastWeek + empty.byChannel.length + empty.byArea.length).toBe(0)
  })
})
