import type { Payload, TaskConfig } from 'payload'

import { readSiteSettings } from '@/lib/cms/readSettings'
import { poolOf } from '@/lib/db'
import { DEDUPE_SCHEMA, DEDUPE_TABLE } from '@/lib/leads/dedupe'
import { anonymise, snake } from '@/lib/privacy/anonymise'
import { cutoffs, RETAINED, type RetentionPeriods } from '@/lib/privacy/rules'
import { RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE } from '@/lib/rateLimit'

/** The queue the retention job is scheduled on (see `jobs` in payload.config.ts). */
export const RETENTION_QUEUE = 'privacy'

export interface RetentionCounts {
  /** Per collection: leads that never became customers, and orders, anonymised this run. */
  leads: Record<string, number>
  orders: Record<string, number>
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

/**
 * Ages out personal data at `now`: a lead that never became a customer and was last updated more than the lead
 * period ago, and an order last updated more than the accounts period ago (one erased on request included), lose
 * their personal fields; source, landing page, area, product, status, value and dates stay, so the dashboard keeps
 * its figures. Rate-limit and de-duplication entries expired for longer than their period are deleted.
 */
export async function runRetention(payload: Payload, periods: RetentionPeriods, now: Date): Promise<RetentionCounts> {
  const pool = poolOf(payload)
  const cut = cutoffs(periods, now)
  const counts: RetentionCounts = { leads: {}, orders: {}, rateLimitEntries: 0, dedupeEntries: 0 }
  for (const [slug, { orderStatuses }] of Object.entries(RETAINED)) {
    const table = snake(slug)
    const due = async (orders: boolean, before: Date) => {
      const { rows } = await pool.query<{ id: number }>(
        `SELECT id FROM "${table}" WHERE (privacy_state IS NULL OR privacy_state <> 'anonymised') AND updated_at < $1
           AND ${orders ? '' : 'NOT '}(status::text = ANY($2))`,
        [before.toISOString(), orderStatuses],
      )
      return rows.map((r) => r.id)
    }
    counts.leads[slug] = await anonymise(payload, slug, await due(false, cut.lead), { state: 'anonymised', now })
    counts.orders[slug] = await anonymise(payload, slug, await due(true, cut.order), { state: 'anonymised', now })
  }
  counts.rateLimitEntries = await deleteExpired(payload, RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, 'expire', cut.rateLimit)
  counts.dedupeEntries = await deleteExpired(payload, DEDUPE_SCHEMA, DEDUPE_TABLE, 'expires', cut.rateLimit)
  return counts
}

const total = (byCollection: Record<string, number>) => Object.values(byCollection).reduce((a, b) => a + b, 0)

/** One log line of counts only: what the job did, never whose data. */
export const retentionSummary = (c: RetentionCounts) =>
  `retention: anonymised ${total(c.leads)} leads and ${total(c.orders)} orders (${Object.keys(c.leads)
    .map((slug) => `${slug} ${c.leads[slug]}+${c.orders[slug]}`)
    .join(', ')}); deleted ${c.rateLimitEntries} rate-limit and ${c.dedupeEntries} de-duplication entries`

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
    const summary = retentionSummary(counts)
    req.payload.logger.info(summary)
    return { output: { summary } }
  },
}
