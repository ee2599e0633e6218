import type { Payload, TaskConfig } from 'payload'

import { expireTags } from '@/hooks/revalidate'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { TAGS } from '@/lib/cms/tags'
import { poolOf } from '@/lib/platform/db'
import { DEDUPE_SCHEMA, DEDUPE_TABLE } from '@/lib/leads/dedupe'
import { DRAFT_SCHEMA, DRAFT_TABLE } from '@/lib/leads/formDraft'
import { anonymise, snake } from '@/lib/privacy/anonymise'
import { cutoffs, QUOTE_ORDER_STATUSES, RETAINED, reviewKeeps, type RetentionPeriods } from '@/lib/privacy/rules'
import { RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE } from '@/lib/platform/rateLimit'

/** The queue the retention job is scheduled on (see `jobs` in payload.config.ts). */
export const RETENTION_QUEUE = 'privacy'

export interface RetentionCounts {
  /** Per collection: leads that never became customers (quotes never accepted too), and orders, anonymised. */
  leads: Record<string, number>
  orders: Record<string, number>
  /** Reviews whose order lost its personal data. */
  reviews: number
  /** Quote acceptances whose client address was cleared (its own period). */
  acceptanceAddresses: number
  rateLimitEntries: number
  dedupeEntries: number
}

async function deleteExpired(payload: Payload, schema: string, table: string, column: string, before: Date) {
  const pool = poolOf(payload)
  const { rows } = await pool.query(`SELECT to_regclass($1) AS t`, [`"${schema}"."${table}"`])
  if (!rows[0]?.t) return 0
  const { rowCount } = await pool.query(`DELETE FROM "${schema}"."${table}" WHERE ${column} < $1`, [before.getTime()])
  return rowCount ?? 0
}

const NOT_ANONYMISED = `(privacy_state IS NULL OR privacy_state <> 'anonymised')`

/** Quotes past their period: never accepted, from the last update; orders, from the latest of acceptance, fitting and last payment. */
async function dueQuotes(payload: Payload, orders: boolean, before: Date): Promise<number[]> {
  const since = orders
    ? 'coalesce(greatest(fitted_at, acceptance_accepted_at, account_last_paid_on), updated_at)'
    : 'updated_at'
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT id FROM quotes WHERE ${NOT_ANONYMISED} AND ${since} < $1
       AND ${orders ? '' : 'NOT '}(status::text = ANY($2))`,
    [before.toISOString(), QUOTE_ORDER_STATUSES],
  )
  return rows.map((r) => r.id)
}

/** Reviews whose order has lost its personal data: each keeps only what the site shows (`reviewKeeps`). */
async function ageReviews(payload: Payload, now: Date): Promise<number> {
  const { rows } = await poolOf(payload).query<{ id: number; status: string; show_first_name: boolean | null }>(
    `SELECT r.id, r.status::text AS status, r.show_first_name FROM reviews r JOIN quotes q ON q.id = r.quote_id
       WHERE q.privacy_state = 'anonymised' AND (r.privacy_state IS NULL OR r.privacy_state <> 'anonymised')`,
  )
  let count = 0
  for (const row of rows) {
    const keepFields = reviewKeeps({ status: row.status, showFirstName: row.show_first_name })
    count += await anonymise(payload, 'reviews', [row.id], { keepFields, state: 'anonymised', now })
  }
  return count
}

/** Customers' questions about a quote whose personal data has gone: they go too (question and answer). */
async function ageQuestions(payload: Payload, now: Date): Promise<number> {
  const { rows } = await poolOf(payload).query<{ id: number }>(
    `SELECT x.id FROM quote_questions x JOIN quotes q ON q.id = x.quote_id
       WHERE q.privacy_state = 'anonymised' AND (x.privacy_state IS NULL OR x.privacy_state <> 'anonymised')`,
  )
  return anonymise(
    payload,
    'quote-questions',
    rows.map((r) => r.id),
    { state: 'anonymised', now },
  )
}

/**
 * Clears the client addresses of quote acceptances older than their own period, in every version too, while the
 * rest of the order is kept.
 */
async function clearAcceptanceAddresses(payload: Payload, before: Date): Promise<number> {
  const pool = poolOf(payload)
  const { rowCount } = await pool.query(
    `UPDATE quotes SET acceptance_client_address = NULL
       WHERE acceptance_client_address IS NOT NULL AND acceptance_accepted_at < $1`,
    [before.toISOString()],
  )
  await pool.query(
    `UPDATE _quotes_v SET version_acceptance_client_address = NULL
       WHERE version_acceptance_client_address IS NOT NULL AND version_acceptance_accepted_at < $1`,
    [before.toISOString()],
  )
  return rowCount ?? 0
}

/**
 * Ages out personal data at `now`: a lead that never became a customer and was last updated more than the lead
 * period ago (a quote never accepted too), and an order past the accounts period (a lead's from its last update, a
 * quote's from its fitting or acceptance; one erased on request included), lose their personal fields, in every
 * version too; source, landing page, area, product, status, value and dates stay, so the dashboard keeps its
 * figures. A review follows its order. An acceptance's client address goes when its own period ends, even while
 * the order is kept. Rate-limit and de-duplication entries expired for longer than their period are deleted.
 */
export async function runRetention(payload: Payload, periods: RetentionPeriods, now: Date): Promise<RetentionCounts> {
  const pool = poolOf(payload)
  const cut = cutoffs(periods, now)
  const counts: RetentionCounts = {
    leads: {},
    orders: {},
    reviews: 0,
    acceptanceAddresses: 0,
    rateLimitEntries: 0,
    dedupeEntries: 0,
  }
  for (const [slug, { orderStatuses }] of Object.entries(RETAINED)) {
    const table = snake(slug)
    const due = async (orders: boolean, before: Date) => {
      const { rows } = await pool.query<{ id: number }>(
        `SELECT id FROM "${table}" WHERE ${NOT_ANONYMISED} AND updated_at < $1
           AND ${orders ? '' : 'NOT '}(status::text = ANY($2))`,
        [before.toISOString(), orderStatuses],
      )
      return rows.map((r) => r.id)
    }
    counts.leads[slug] = await anonymise(payload, slug, await due(false, cut.lead), { state: 'anonymised', now })
    counts.orders[slug] = await anonymise(payload, slug, await due(true, cut.order), { state: 'anonymised', now })
  }
  const quotes = (orders: boolean, before: Date) =>
    dueQuotes(payload, orders, before).then((ids) => anonymise(payload, 'quotes', ids, { state: 'anonymised', now }))
  counts.leads.quotes = await quotes(false, cut.lead)
  counts.orders.quotes = await quotes(true, cut.order)
  counts.reviews = await ageReviews(payload, now)
  // Questions follow their quote as reviews do (not counted in the summary line).
  await ageQuestions(payload, now)
  counts.acceptanceAddresses = await clearAcceptanceAddresses(payload, cut.acceptanceAddress)
  counts.rateLimitEntries = await deleteExpired(payload, RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, 'expire', cut.rateLimit)
  counts.dedupeEntries = await deleteExpired(payload, DEDUPE_SCHEMA, DEDUPE_TABLE, 'expires', cut.rateLimit)
  // Refused no-JS forms kept for their error page: gone once expired, even when no later form deletes them.
  await deleteExpired(payload, DRAFT_SCHEMA, DRAFT_TABLE, 'expires', now)
  return counts
}

const total = (byCollection: Record<string, number>) => Object.values(byCollection).reduce((a, b) => a + b, 0)

/** One log line of counts only: what the job did, never whose data. */
export const retentionSummary = (c: RetentionCounts) =>
  `retention: anonymised ${total(c.leads)} leads and ${total(c.orders)} orders (${Object.keys(c.leads)
    .map((slug) => `${slug} ${c.leads[slug]}+${c.orders[slug]}`)
    .join(', ')}), ${c.reviews} reviews and ${c.acceptanceAddresses} acceptance client addresses; deleted ${
    c.rateLimitEntries
  } rate-limit and ${c.dedupeEntries} de-duplication entries`

/**
 * The daily retention job, a task of Payload's jobs queue scheduled at 03:00 (the server's time zone) on its own
 * queue; the jobs worker (scripts/worker.ts) queues and runs it. Periods from Settings → Privacy.
 */
export const retentionTask: TaskConfig<'retention'> = {
  slug: 'retention',
  label: 'Personal data retention',
  schedule: [{ cron: '0 0 3 * * *', queue: RETENTION_QUEUE }],
  retries: 2,
  outputSchema: [{ name: 'summary', type: 'text' }],
  handler: async ({ req }) => {
    const settings = await readSiteSettings(req.payload, req)
    const counts = await runRetention(req.payload, settings.retention, new Date())
    // Reviews show on the pages: names that went must leave the cached pages too (written in SQL, so no hook ran).
    if (counts.reviews > 0) await expireTags([TAGS.testimonials, TAGS.localJobs], req)
    const summary = retentionSummary(counts)
    req.payload.logger.info(summary)
    return { output: { summary } }
  },
}
