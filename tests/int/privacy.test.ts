import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { retentionSummary, runRetention, RETENTION_QUEUE } from '@/jobs/retention'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { poolOf } from '@/lib/platform/db'
import { leadDashboard } from '@/lib/leads/dashboard'
import { moneyDashboard } from '@/lib/leads/moneyDashboard'
import { recipientKey } from '@/lib/leads/notifications'
import { findPerson, parseContact, personCopyCsv, personCopyJson } from '@/lib/privacy/person'
import type { RetentionPeriods } from '@/lib/privacy/rules'
import { getLimiter, RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, storedKey } from '@/lib/platform/rateLimit'
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

    expect(counts.leads).toEqual({ 'measuring-appointments': 1, 'quote-requests': 1, quotes: 0 })
    expect(counts.orders).toEqual({ 'measuring-appointments': 0, 'quote-requests': 1, quotes: 0 })
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
    expect(again.leads).toEqual({ 'measuring-appointments': 0, 'quote-requests': 0, quotes: 0 })
  })
})

describe('the retention job on quotes, orders and reviews', () => {
  const YEAR_MS = 365.25 * DAY_MS
  type Row = Record<string, unknown>

  /** A quote as sent and accepted, with a customer's question, in its table and its versions. */
  async function sentQuote(name: string, product: number) {
    return payload.create({
      collection: 'quotes',
      overrideAccess: true,
      data: {
        customerName: name,
        customerEmail: `${name.split(' ')[0].toLowerCase()}@example.com`,
        customerPhone: '0121 496 0500',
        address: '5 Keeping Lane, Kings Heath',
        postcode: 'B14 7AA',
        staffNotes: 'Side gate code 1234',
        lines: [{ room: 'Lounge', product, widthMm: 900, dropMm: 1400, safetyDevice: 'cleat' }],
        acceptance: { name, clientAddress: '203.0.113.9', revision: 1, hash: 'abc' },
        questions: [{ askedAt: NOW.toISOString(), text: `Call ${name} on 0121 496 0500` }],
        sentContent: { number: 'Q1', customer: { name, address: '5 Keeping Lane', postcode: 'B14 7AA' }, lines: [] },
      } as never,
    })
  }

  /** Sets a quote's status and dates in its table and every version, as time passing would. */
  async function setQuote(id: number, status: string, dates: Record<string, string | null>) {
    const pool = poolOf(payload)
    const cols = Object.keys(dates)
    const set = (prefix: string) =>
      [`"${prefix}status" = $2`, ...cols.map((c, i) => `"${prefix}${c}" = $${i + 3}`)].join(', ')
    await pool.query(`update quotes set ${set('')} where id = $1`, [id, status, ...Object.values(dates)])
    await pool.query(`update _quotes_v set ${set('version_')} where parent_id = $1`, [
      id,
      status,
      ...Object.values(dates),
    ])
  }

  const review = (quote: number, data: Row) =>
    payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: { quote, rating: 5, label: 'Verified customer · fitted in Moseley', ...data } as never,
    })

  const row = async (sql: string, id: number) => (await poolOf(payload).query<Row>(sql, [id])).rows
  const quoteRow = (id: number) => row('select * from quotes where id = $1', id).then((r) => r[0])
  const versions = (id: number) => row('select * from _quotes_v where parent_id = $1', id)
  const reviewRow = (id: number) => row('select * from reviews where id = $1', id).then((r) => r[0])
  const questions = async (id: number) =>
    (await row('select id from quotes_questions where _parent_id = $1', id)).length +
    (
      await row(
        'select q.id from _quotes_v_version_questions q join _quotes_v v on v.id = q._parent_id where v.parent_id = $1',
        id,
      )
    ).length

  it('anonymises quotes never accepted after the lead period, orders after the accounts period from their fitting or acceptance, reviews with their order, and acceptance addresses after their own period; the money figures stay', async () => {
    const product = (await payload.find({ collection: 'products', limit: 1, overrideAccess: true, depth: 0 })).docs[0]
    const retention: RetentionPeriods = { ...periods, acceptanceAddressYears: 2 }
    const sevenYears = ago(7 * YEAR_MS)
    const sentLong = await sentQuote('Sally Sentonly', product.id)
    const sentRecent = await sentQuote('Rita Recent', product.id)
    const fittedOld = await sentQuote('Fiona Fitted', product.id)
    const fittedOldNoName = await sentQuote('Nina Noname', product.id)
    const fittedOldWithheld = await sentQuote('Will Withheld', product.id)
    const acceptedMid = await sentQuote('Mia Middle', product.id)
    const acceptedRecent = await sentQuote('Ada Recent', product.id)
    await setQuote(sentLong.id, 'sent', {
      first_sent_at: ago(26 * MONTH_MS),
      updated_at: ago(25 * MONTH_MS),
      acceptance_accepted_at: null,
      acceptance_client_address: null,
    })
    await setQuote(sentRecent.id, 'declined', { first_sent_at: ago(26 * MONTH_MS), updated_at: ago(23 * MONTH_MS) })
    for (const q of [fittedOld, fittedOldNoName, fittedOldWithheld]) {
      // Fitted seven years ago, though touched yesterday: the accounts period runs from the fitting.
      await setQuote(q.id, 'fitted', {
        first_sent_at: ago(7 * YEAR_MS + 20 * DAY_MS),
        acceptance_accepted_at: ago(7 * YEAR_MS + 10 * DAY_MS),
        fitted_at: sevenYears,
        updated_at: ago(DAY_MS),
      })
    }
    // Accepted three years ago: the order is kept, its acceptance's client address (2 years here) is not.
    await setQuote(acceptedMid.id, 'accepted', {
      first_sent_at: ago(3 * YEAR_MS + 5 * DAY_MS),
      acceptance_accepted_at: ago(3 * YEAR_MS),
      updated_at: ago(3 * YEAR_MS),
    })
    await setQuote(acceptedRecent.id, 'accepted', {
      first_sent_at: ago(YEAR_MS + 5 * DAY_MS),
      acceptance_accepted_at: ago(YEAR_MS),
      updated_at: ago(YEAR_MS),
    })
    const shown = await review(fittedOld.id, {
      firstName: 'Fiona',
      showFirstName: true,
      text: 'Lovely blinds',
      status: 'published',
    })
    const shownNoName = await review(fittedOldNoName.id, {
      firstName: 'Nina',
      showFirstName: false,
      text: 'Quick fitting',
      status: 'published',
    })
    const withheld = await review(fittedOldWithheld.id, {
      firstName: 'Will',
      text: 'Ring me on 0121 496 0500',
      status: 'withheld',
      withheldReason: 'personal-data',
      withheldNote: 'Gave his number',
    })
    const recentReview = await review(acceptedRecent.id, { firstName: 'Ada', text: 'Fine', status: 'published' })

    const moneyAt = [new Date(Date.parse(sevenYears) + 30 * DAY_MS), new Date(ago(25 * MONTH_MS))]
    const money = () => Promise.all(moneyAt.map((at) => moneyDashboard(payload, at)))
    const before = await money()
    expect(before[0].all.accepted).toBeGreaterThanOrEqual(3)
    expect(before[1].all.sent).toBeGreaterThanOrEqual(2)

    const counts = await runRetention(payload, retention, NOW)

    // A quote never accepted, past the lead period: everything personal gone, in its versions and its sent copy.
    for (const r of [await quoteRow(sentLong.id), ...(await versions(sentLong.id))]) {
      const p = r.parent_id ? 'version_' : ''
      expect(r[`${p}customer_name`]).toBe('Erased')
      expect(r[`${p}customer_email`]).toBeNull()
      expect(r[`${p}customer_phone`]).toBeNull()
      expect(r[`${p}address`]).toBeNull()
      expect(r[`${p}postcode`]).toBe('B14')
      expect(r[`${p}staff_notes`]).toBeNull()
      expect(r[`${p}acceptance_name`]).toBeNull()
      expect(r[`${p}sent_content`]).toMatchObject({
        number: 'Q1',
        customer: { name: 'Erased', address: 'Erased', postcode: 'B14' },
      })
      expect(r[`${p}privacy_state`]).toBe('anonymised')
      expect(r[`${p}status`]).toBe('sent')
    }
    expect(await questions(sentLong.id)).toBe(0)
    // Inside the lead period: untouched.
    expect(await quoteRow(sentRecent.id)).toMatchObject({ customer_name: 'Rita Recent', privacy_state: null })
    expect(await questions(sentRecent.id)).toBeGreaterThan(0)
    // Orders fitted past the accounts period: anonymised, acceptance record included; the value stays.
    for (const q of [fittedOld, fittedOldNoName, fittedOldWithheld]) {
      const r = await quoteRow(q.id)
      expect(r).toMatchObject({ customer_name: 'Erased', acceptance_client_address: null, privacy_state: 'anonymised' })
      expect(r.acceptance_name).toBeNull()
      expect(Number(r.totals_total_pence)).toBe(q.totals!.totalPence)
      for (const v of await versions(q.id)) expect(v.version_customer_name).toBe('Erased')
    }
    // Reviews follow their order: a published one keeps what the site shows.
    expect(await reviewRow(shown.id)).toMatchObject({
      first_name: 'Fiona',
      text: 'Lovely blinds',
      privacy_state: 'anonymised',
    })
    expect(await reviewRow(shownNoName.id)).toMatchObject({ first_name: null, text: 'Quick fitting' })
    expect(await reviewRow(withheld.id)).toMatchObject({ first_name: null, text: 'Erased', withheld_note: null })
    expect(await reviewRow(recentReview.id)).toMatchObject({ first_name: 'Ada', privacy_state: null })
    // An order inside the accounts period keeps everything but the client address once its own period is over.
    const mid = await quoteRow(acceptedMid.id)
    expect(mid).toMatchObject({ customer_name: 'Mia Middle', acceptance_name: 'Mia Middle', privacy_state: null })
    expect(mid.acceptance_client_address).toBeNull()
    for (const v of await versions(acceptedMid.id)) {
      expect(v.version_acceptance_client_address).toBeNull()
      expect(v.version_customer_name).toBe('Mia Middle')
    }
    expect((await quoteRow(acceptedRecent.id)).acceptance_client_address).toBe('203.0.113.9')

    expect(counts.leads.quotes).toBe(1)
    expect(counts.orders.quotes).toBe(3)
    expect(counts.reviews).toBe(3)
    expect(counts.acceptanceAddresses).toBe(1)
    expect(retentionSummary(counts)).toMatch(/3 reviews and 1 acceptance client addresses/)
    expect(retentionSummary(counts)).not.toMatch(/Sally|Fiona|0121|203\.0/)

    const after = await money()
    expect(after).toEqual(before)

    const again = await runRetention(payload, retention, NOW)
    expect([again.leads.quotes, again.orders.quotes, again.reviews, again.acceptanceAddresses]).toEqual([0, 0, 0, 0])
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

  it("clears a quote's sent copy, but an order inside its accounts period keeps what the accounts need, and says so", async () => {
    const contact = 'quentin.quote@example.com'
    const product = (await payload.find({ collection: 'products', limit: 1, overrideAccess: true, depth: 0 })).docs[0]
    const quoteFor = async (status: string) => {
      const q = await payload.create({
        collection: 'quotes',
        overrideAccess: true,
        data: {
          customerName: 'Quentin Quote',
          customerEmail: contact,
          customerPhone: '0121 496 0333',
          address: '9 Copy Close, Harborne',
          postcode: 'B17 9QQ',
          lines: [{ room: 'Bedroom', product: product.id, widthMm: 900, dropMm: 1400, safetyDevice: 'cleat' }],
          acceptance: { name: 'Quentin Quote', clientAddress: '198.51.100.7', revision: 1, hash: 'h' },
          questions: [{ askedAt: NOW.toISOString(), text: 'Can you come on Friday?' }],
          sentContent: {
            number: 'Q9',
            customer: { name: 'Quentin Quote', address: '9 Copy Close, Harborne', postcode: 'B17 9QQ' },
            lines: [{ room: 'Bedroom' }],
            totalPence: 12345,
          },
        } as never,
      })
      const accepted = status === 'accepted' ? ago(30 * DAY_MS) : null
      await poolOf(payload).query(`update quotes set status = $2, acceptance_accepted_at = $3 where id = $1`, [
        q.id,
        status,
        accepted,
      ])
      await poolOf(payload).query(
        `update _quotes_v set version_status = $2, version_acceptance_accepted_at = $3 where parent_id = $1`,
        [q.id, status, accepted],
      )
      return q
    }
    const sent = await quoteFor('sent')
    const order = await quoteFor('accepted')
    await poolOf(payload).query(`update quotes set status = 'fitted' where id = $1`, [order.id])
    const rev = await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        quote: order.id,
        rating: 5,
        firstName: 'Quentin',
        showFirstName: true,
        text: 'Smart blinds',
        status: 'published',
        label: 'Verified customer',
      } as never,
    })

    const found = await findPerson(payload, parseContact(contact)!)
    expect(found.records.find((r) => r.collection === 'reviews')?.docs.map((d) => d.id)).toEqual([rev.id])

    const res = await callRest('POST', '/api/cms/privacy-requests/erase', {
      token: owner,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `q=${encodeURIComponent(contact)}&confirm=yes`,
    })
    expect(res.status).toBe(303)
    const rows = async (id: number) => [
      (await poolOf(payload).query('select * from quotes where id = $1', [id])).rows[0],
      ...(await poolOf(payload).query('select * from _quotes_v where parent_id = $1', [id])).rows,
    ]
    // A quote that never became an order: its sent copy loses the customer with the rest.
    for (const r of await rows(sent.id)) {
      const p = r.parent_id ? 'version_' : ''
      expect(r[`${p}sent_content`]).toMatchObject({
        customer: { name: 'Erased', address: 'Erased', postcode: 'B17' },
        totalPence: 12345,
      })
      expect(r[`${p}customer_email`]).toBeNull()
      expect(r[`${p}acceptance_name`]).toBeNull()
      expect(r[`${p}acceptance_client_address`]).toBeNull()
    }
    // The order keeps the name, address, lines, value and acceptance record, in its sent copy too; the rest goes.
    for (const r of await rows(order.id)) {
      const p = r.parent_id ? 'version_' : ''
      expect(r[`${p}sent_content`]).toMatchObject({
        customer: { name: 'Quentin Quote', address: '9 Copy Close, Harborne', postcode: 'B17 9QQ' },
      })
      expect(r).toMatchObject({
        [`${p}customer_name`]: 'Quentin Quote',
        [`${p}address`]: '9 Copy Close, Harborne',
        [`${p}acceptance_name`]: 'Quentin Quote',
        [`${p}acceptance_client_address`]: '198.51.100.7',
        [`${p}customer_email`]: null,
        [`${p}customer_phone`]: null,
        [`${p}privacy_state`]: 'accounts',
      })
    }
    const { rows: questionsLeft } = await poolOf(payload).query(
      'select id from quotes_questions where _parent_id = any($1)',
      [[sent.id, order.id]],
    )
    expect(questionsLeft).toEqual([])
    // Their published review goes with them: words and name erased, withheld so the site no longer shows it.
    const review = await payload.findByID({ collection: 'reviews', id: rev.id, overrideAccess: true })
    expect(review).toMatchObject({
      text: 'Erased',
      privacyState: 'anonymised',
      status: 'withheld',
      withheldReason: 'personal-data',
    })
    expect(review.firstName ?? null).toBeNull()

    const log = await payload.find({
      collection: 'privacy-requests',
      where: { kind: { equals: 'erasure' } },
      sort: '-createdAt',
      limit: 1,
      overrideAccess: true,
    })
    expect(log.docs[0].summary).toContain(
      '1 record keeps the name, address, windows, value and acceptance record (and the quote as sent) until',
    )
    expect(log.docs[0].summary).toMatch(/^2 records erased/)
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
