import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { retentionSummary, runRetention, RETENTION_QUEUE } from '@/jobs/retention'
import { readSiteSettings } from '@/lib/cms/readSettings'
import { poolOf } from '@/lib/db'
import { leadDashboard } from '@/lib/leads/dashboard'
import { recipientKey } from '@/lib/leads/notifications'
import { findPerson, parseContact, personCopyCsv, personCopyJson } from '@/lib/privacy/person'
import type { RetentionPeriods } from '@/lib/privacy/rules'
import { getLimiter, RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, storedKey } from '@/lib/rateLimit'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'

/** Retention, erasure and a person's copy against the real database, with the clock passed in. */
let payload: Payload
let periods: RetentionPeriods
const context = { skipNotifications: true }
const DAY_MS = 86_400_000
const MONTH_MS = 30.4375 * DAY_MS
const NOW = new Date()
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString()

beforeAll(async () => {
  payload = await getTestPayload()
  periods = (await readSiteSettings(payload)).retention
})

const appointment = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'measuring-appointments',
    data: { address: '12 Retention Road, Moseley', postcode: 'B13 9AB', blindType: 'faux-wood', ...data } as never,
    overrideAccess: true,
    context,
  })
const quote = (data: Record<string, unknown>) =>
  payload.create({
    collection: 'quote-requests',
    data: { firstName: 'Quinn', lastName: 'Keeper', postcode: 'B14 7QQ', productType: 'wooden', ...data } as never,
    overrideAccess: true,
    context,
  })

/** Moves a record's dates, as time passing would (straight in SQL: a save would set `updatedAt` to now). */
async function age(table: string, id: number, created: string, updated: string) {
  await poolOf(payload).query(`update ${table} set created_at = $2, updated_at = $3 where id = $1`, [
    id,
    created,
    updated,
  ])
}

const read = (collection: 'measuring-appointments' | 'quote-requests', id: number) =>
  payload.findByID({ collection, id, overrideAccess: true, depth: 0 }) as unknown as Promise<
    Record<string, string | null>
  >

describe('Settings → Privacy', () => {
  it('holds the periods, with defaults, and only the owner changes them', async () => {
    expect(periods).toEqual({ leadMonths: 24, orderYears: 6, rateLimitDays: 7, acceptanceAddressYears: 6 })
    const staff = await loginToken('staff', TEST_PASSWORDS.staff)
    const res = await callRest('POST', '/api/cms/globals/site-settings', {
      token: staff,
      body: { retention: { leadMonths: 1 } },
    })
    expect(res.status).toBe(403)
  })
})

describe('the retention job', () => {
  it('is scheduled daily on its own queue, which the worker runs', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'retention')
    expect(task?.schedule).toEqual([{ cron: '0 0 3 * * *', queue: RETENTION_QUEUE }])
  })

  it('anonymises exactly the records past their period, keeps the figures, and deletes old rate-limit entries', async () => {
    const created = ago(30 * MONTH_MS)
    const oldLead = await appointment({
      customerName: 'Old Lead',
      customerPhone: '0121 496 0101',
      customerEmail: 'old@example.com',
      notes: 'Call after 5',
    })
    const recentLead = await appointment({ customerName: 'Recent Lead', customerPhone: '0121 496 0102' })
    const order = await appointment({
      customerName: 'Recent Order',
      customerPhone: '0121 496 0103',
      status: 'completed',
    })
    const oldOrder = await quote({
      email: 'old-order@example.com',
      phone: '0121 496 0104',
      status: 'won',
      message: 'Bay window',
    })
    const lostQuote = await quote({ email: 'lost@example.com', phone: '0121 496 0105', status: 'lost' })
    const oldUpdated = ago(25 * MONTH_MS)
    await age('measuring_appointments', oldLead.id, created, oldUpdated)
    await age('measuring_appointments', recentLead.id, created, ago(23 * MONTH_MS))
    await age('measuring_appointments', order.id, created, ago(25 * MONTH_MS))
    await age('quote_requests', oldOrder.id, ago(7 * 12 * MONTH_MS), ago(7 * 12 * MONTH_MS - DAY_MS))
    await age('quote_requests', lostQuote.id, created, ago(25 * MONTH_MS))

    const pool = poolOf(payload)
    const limiter = getLimiter('confirmation-recipient', { points: 3, duration: 60 })
    await limiter.take(payload, 'expired-long-ago@example.com')
    await limiter.take(payload, 'expired-yesterday@example.com')
    const setExpire = (key: string, at: number) =>
      pool.query(`update "${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}" set expire = $2 where key = $1`, [key, at])
    const longAgo = storedKey('confirmation-recipient', 'expired-long-ago@example.com')
    const yesterday = storedKey('confirmation-recipient', 'expired-yesterday@example.com')
    await setExpire(longAgo, NOW.getTime() - 8 * DAY_MS)
    await setExpire(yesterday, NOW.getTime() - DAY_MS)

    const dashboardAt = new Date(Date.parse(created) + 10 * DAY_MS)
    const before = await leadDashboard(payload, dashboardAt)
    expect(before.byChannel.reduce((n, c) => n + c.leads, 0)).toBeGreaterThanOrEqual(4)

    const counts = await runRetention(payload, periods, NOW)

    const [a, b, c, d, e] = await Promise.all([
      read('measuring-appointments', oldLead.id),
      read('measuring-appointments', recentLead.id),
      read('measuring-appointments', order.id),
      read('quote-requests', oldOrder.id),
      read('quote-requests', lostQuote.id),
    ])
    // Past the lead period: personal fields gone, the postcode cut to its district, the figures kept.
    expect(a).toMatchObject({ privacyState: 'anonymised', customerEmail: null, notes: null, postcode: 'B13' })
    expect(a.customerName).not.toContain('Old')
    expect(a.customerPhone).not.toContain('496')
    expect(a.address).not.toContain('Retention')
    expect(a).toMatchObject({ status: 'pending', channel: oldLead.channel, blindType: 'faux-wood', createdAt: created })
    expect(a.updatedAt).toBe(oldUpdated)
    // Inside their periods: untouched.
    expect(b).toMatchObject({ customerName: 'Recent Lead', customerPhone: '0121 496 0102', privacyState: null })
    expect(c).toMatchObject({ customerName: 'Recent Order', postcode: 'B13 9AB' })
    expect(c.privacyState ?? null).toBeNull()
    // An order past the accounts period, and a lost quote past the lead period.
    expect(d).toMatchObject({
      privacyState: 'anonymised',
      message: null,
      postcode: 'B14',
      status: 'won',
      productType: 'wooden',
    })
    expect(d.email).not.toContain('old-order')
    expect(e).toMatchObject({ privacyState: 'anonymised', postcode: 'B14', status: 'lost' })

    expect(counts.leads).toEqual({ 'measuring-appointments': 1, 'quote-requests': 1 })
    expect(counts.orders).toEqual({ 'measuring-appointments': 0, 'quote-requests': 1 })
    expect(retentionSummary(counts)).not.toMatch(/Old Lead|0121|example\.com/)
    const { rows } = await pool.query(
      `select key from "${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}" where key = any($1)`,
      [[longAgo, yesterday]],
    )
    expect(rows.map((r) => r.key)).toEqual([yesterday])

    const after = await leadDashboard(payload, dashboardAt)
    expect({ ...after, queryMs: 0 }).toEqual({ ...before, queryMs: 0 })

    // A second run finds nothing more.
    const again = await runRetention(payload, periods, NOW)
    expect(again.leads).toEqual({ 'measuring-appointments': 0, 'quote-requests': 0 })
  })
})

describe('erasing one person, and their copy', () => {
  const phone = '0121 496 0917'
  const email = 'erase.me@example.com'
  let ids: { lead: number; order: number; quote: number; job: number; other: number }
  let owner: string
  let staff: string

  beforeAll(async () => {
    owner = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.201')
    staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.202')
    const lead = await appointment({ customerName: 'Erin Erase', customerPhone: phone, customerEmail: email })
    const order = await appointment({
      customerName: 'Erin Erase',
      customerPhone: '+44 121 496 0917',
      status: 'completed',
    })
    const q = await quote({
      firstName: 'Erin',
      lastName: 'Erase',
      email: 'Erase.Me@example.com',
      phone: '07700 900777',
      status: 'quoted',
    })
    const other = await appointment({
      customerName: 'Someone Else',
      customerPhone: '0121 496 0778',
      customerEmail: 'else@example.com',
    })
    const product = (await payload.find({ collection: 'products', limit: 1, overrideAccess: true })).docs[0]
    const job = await payload.create({
      collection: 'local-jobs',
      data: {
        area: 'moseley',
        month: '2026-03-01',
        product: product.id,
        rooms: 'Kitchen',
        windows: 2,
        note: `Fitted for a customer who asked us to call ${phone} first.`,
        published: false,
        demo: false,
      } as never,
      overrideAccess: true,
      context,
    })
    await getLimiter('confirmation-recipient', { points: 3, duration: 86_400 }).take(payload, recipientKey(email))
    ids = { lead: lead.id, order: order.id, quote: q.id, job: job.id, other: other.id }
  })

  it('finds every record by phone (any way it was written) or by e-mail', async () => {
    const byPhone = await findPerson(payload, parseContact('+44 (0)121 496 0917'.replace('(0)', ''))!)
    const idsOf = (found: Awaited<ReturnType<typeof findPerson>>, slug: string) =>
      found.records.find((r) => r.collection === slug)?.docs.map((d) => d.id) ?? []
    expect(idsOf(byPhone, 'measuring-appointments').sort()).toEqual([ids.lead, ids.order].sort())
    expect(idsOf(byPhone, 'local-jobs')).toEqual([ids.job])
    const byEmail = await findPerson(payload, parseContact(email)!)
    expect(idsOf(byEmail, 'measuring-appointments')).toEqual([ids.lead])
    expect(idsOf(byEmail, 'quote-requests')).toEqual([ids.quote])
    expect(byEmail.rateLimitKeys).toHaveLength(1)
  })

  it('gives the owner the copy as JSON and CSV holding every record; staff and visitors get none', async () => {
    const found = await findPerson(payload, parseContact(email)!)
    const json = personCopyJson(found, NOW)
    expect(json.records.map((r) => `${r.collection}:${String((r as { id?: unknown }).id)}`).sort()).toEqual(
      [`measuring-appointments:${ids.lead}`, `quote-requests:${ids.quote}`].sort(),
    )
    const csv = personCopyCsv(found)
    expect(csv).toContain(`Measuring appointments,${ids.lead},customerName,Erin Erase`)
    expect(csv).toContain(`Quote requests,${ids.quote},phone,07700 900777`)

    const res = await callRest('GET', `/api/cms/privacy-requests/copy?q=${encodeURIComponent(email)}&format=csv`, {
      token: owner,
    })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename="personal-data-.*\.csv"/)
    expect(await res.text()).toContain('Erin Erase')
    const asJson = await callRest('GET', `/api/cms/privacy-requests/copy?q=${encodeURIComponent(email)}`, {
      token: owner,
    })
    expect((await asJson.json()).records).toHaveLength(2)
    for (const token of [staff, undefined]) {
      const refused = await callRest('GET', `/api/cms/privacy-requests/copy?q=${encodeURIComponent(email)}`, { token })
      expect(refused.status).toBe(403)
    }
  })

  it('lets staff file a request but only the owner erase; the erasure reaches every record, keeps what the accounts need, and logs who and when', async () => {
    const form = (q: string, extra = '') => `q=${encodeURIComponent(q)}${extra}`
    const headers = { 'content-type': 'application/x-www-form-urlencoded' }
    const filed = await callRest('POST', '/api/cms/privacy-requests/request', {
      token: staff,
      headers,
      body: form(phone),
    })
    expect(filed.status).toBe(303)
    const refused = await callRest('POST', '/api/cms/privacy-requests/erase', {
      token: staff,
      headers,
      body: form(phone, '&confirm=yes'),
    })
    expect(refused.status).toBe(403)
    const anonymous = await callRest('POST', '/api/cms/privacy-requests/erase', {
      headers,
      body: form(phone, '&confirm=yes'),
    })
    expect(anonymous.status).toBe(403)
    const unconfirmed = await callRest('POST', '/api/cms/privacy-requests/erase', {
      token: owner,
      headers,
      body: form(phone),
    })
    expect(unconfirmed.headers.get('location')).toContain('error=confirm')
    expect((await read('measuring-appointments', ids.lead)).customerName).toBe('Erin Erase')

    const byPhone = await callRest('POST', '/api/cms/privacy-requests/erase', {
      token: owner,
      headers,
      body: form(phone, '&confirm=yes'),
    })
    expect(byPhone.status).toBe(303)
    const byEmail = await callRest('POST', '/api/cms/privacy-requests/erase', {
      token: owner,
      headers,
      body: form(email, '&confirm=yes'),
    })
    expect(byEmail.status).toBe(303)

    const lead = await read('measuring-appointments', ids.lead)
    expect(lead).toMatchObject({ privacyState: 'anonymised', customerEmail: null, postcode: 'B13' })
    expect(lead.customerName).not.toContain('Erin')
    // The order is inside the accounts period: name and address kept, the rest gone, and marked so.
    const order = await read('measuring-appointments', ids.order)
    expect(order).toMatchObject({
      privacyState: 'accounts',
      customerName: 'Erin Erase',
      address: '12 Retention Road, Moseley',
    })
    expect(order.customerPhone).not.toContain('496')
    const q = await read('quote-requests', ids.quote)
    expect(q.phone).not.toContain('900777')
    expect(q.email).not.toContain('erase.me')
    const job = await payload.findByID({ collection: 'local-jobs', id: ids.job, overrideAccess: true })
    expect(job.note).not.toContain('496')
    expect((await read('measuring-appointments', ids.other)).customerName).toBe('Someone Else')
    expect((await findPerson(payload, parseContact(email)!)).rateLimitKeys).toEqual([])
    expect((await findPerson(payload, parseContact(phone)!)).records.flatMap((r) => r.docs)).toEqual([])

    const log = await payload.find({
      collection: 'privacy-requests',
      where: { kind: { equals: 'erasure' } },
      sort: '-createdAt',
      limit: 2,
      overrideAccess: true,
      depth: 0,
    })
    const first = log.docs[1]
    const ownerUser = (
      await payload.find({ collection: 'users', where: { username: { equals: 'owner' } }, overrideAccess: true })
    ).docs[0]
    expect(first.by).toBe(ownerUser.id)
    expect(first.summary).toMatch(/record.* erased; 1 record keeps the name and address until \d{4}-\d\d-\d\d/)
    expect(JSON.stringify(log.docs)).not.toMatch(/Erin|0777|erase\.me/i)
    const request = await payload.find({
      collection: 'privacy-requests',
      where: { kind: { equals: 'erasure-request' } },
      overrideAccess: true,
      depth: 0,
    })
    expect(request.docs[0]).toMatchObject({ status: 'done', contact: null })

    // The retention job clears the kept order once its accounts period ends.
    const later = new Date(NOW.getTime() + (periods.orderYears * 365.25 + 1) * DAY_MS)
    await runRetention(payload, periods, later)
    expect(await read('measuring-appointments', ids.order)).toMatchObject({ privacyState: 'anonymised' })
    expect((await read('measuring-appointments', ids.order)).customerName).not.toContain('Erin')
  })

  it('shows staff the log but lets nobody edit or delete it through the API', async () => {
    const list = await callRest('GET', '/api/cms/privacy-requests', { token: staff })
    expect(list.status).toBe(200)
    expect((await callRest('GET', '/api/cms/privacy-requests')).status).toBe(403)
    const { docs } = await payload.find({ collection: 'privacy-requests', limit: 1, overrideAccess: true })
    expect((await callRest('DELETE', `/api/cms/privacy-requests/${docs[0].id}`, { token: owner })).status).toBe(403)
    expect(
      (await callRest('POST', '/api/cms/privacy-requests', { token: owner, body: { kind: 'erasure' } })).status,
    ).toBe(403)
  })
})
