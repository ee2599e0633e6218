import { createHash, randomUUID } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload, PayloadRequest } from 'payload'
import type { Pool } from 'pg'

import { postgresOf } from '@/lib/platform/db'

/**
 * Recently stored leads by content, kept in Postgres so the same details sent twice (a double click without a key, a
 * resubmit after a slow answer, two servers behind a load balancer) store one lead. A key is claimed in the same
 * transaction that stores the lead: a second claim of the same details waits on the first transaction's row lock
 * and then sees its lead, or claims the key itself if the first one rolled back.
 * The table lives in its own schema, outside `public`, so Payload's schema push never offers to drop it; the
 * migrations create it (`src/migrations/20261129_140000_run_time_tables.ts`).
 */
export const DEDUPE_SCHEMA = 'lead_dedupe'
export const DEDUPE_TABLE = 'recent'
export const DEDUPE_WINDOW_MS = 2 * 60 * 1000

/** The same details, whatever the idempotency key, letter case or spacing, give the same fingerprint. */
export function leadFingerprint(kind: string, fields: Record<string, unknown>): string {
  const normalised = Object.keys(fields)
    .filter((k) => k !== 'idempotencyKey' && k !== 'website' && k !== 'sourcePage')
    .sort()
    .map(
      (k) =>
        `${k}=${String(fields[k] ?? '')
          .trim()
          .toLowerCase()
          .replace(/\s+/g, ' ')}`,
    )
    .join('\n')
  return createHash('sha256').update(`${kind}\n${normalised}`).digest('hex')
}

const table = sql.raw(`"${DEDUPE_SCHEMA}"."${DEDUPE_TABLE}"`)

/**
 * Stores a lead once per fingerprint within the window. The claim, the lead and the link between them commit in one
 * transaction, whose COMMIT is awaited here: a `created` result means the lead is durably stored (Payload's own
 * commit helper does not report a failed COMMIT). A second claim of the same details waits on the first one's row
 * lock, then sees its lead, or claims the key itself if the first one rolled back.
 */
export async function storeOnce<T extends { id: number | string }>(
  payload: Payload,
  req: PayloadRequest,
  key: string,
  create: () => Promise<T>,
  now = Date.now(),
): Promise<{ created: T } | { duplicateOf: string | null }> {
  const adapter = postgresOf(payload)
  const id = randomUUID()
  try {
    return await adapter.drizzle.transaction(async (tx) => {
      // Payload operations given this req run inside the transaction and leave committing to it.
      adapter.sessions[id] = { db: tx, resolve: async () => {}, reject: async () => {} }
      req.transactionID = id
      const claimed = await tx.execute(
        sql`INSERT INTO ${table} (key, lead_id, expires) VALUES (${key}, NULL, ${now + DEDUPE_WINDOW_MS})
            ON CONFLICT (key) DO UPDATE SET lead_id = NULL, expires = EXCLUDED.expires
            WHERE ${table}.expires < ${now} RETURNING key`,
      )
      if (!claimed.rows.length) {
        const existing = await tx.execute(sql`SELECT lead_id FROM ${table} WHERE key = ${key}`)
        const leadId = existing.rows[0]?.lead_id
        return { duplicateOf: typeof leadId === 'string' ? leadId : null }
      }
      const doc = await create()
      await tx.execute(sql`UPDATE ${table} SET lead_id = ${String(doc.id)} WHERE key = ${key}`)
      return { created: doc }
    })
  } finally {
    delete adapter.sessions[id]
    delete req.transactionID
  }
}

/**
 * Claims a fingerprint outside any transaction (committed at once), for work that runs its own transaction. The
 * caller links the claim to the lead it made, or releases it when nothing was stored.
 */
export async function claimFingerprint(
  pool: Pool,
  key: string,
  now = Date.now(),
): Promise<
  | { claimed: true; link: (leadId: number | string) => Promise<void>; release: () => Promise<void> }
  | { claimed: false; leadId: string | null }
> {
  const claimed = await pool.query(
    `INSERT INTO "${DEDUPE_SCHEMA}"."${DEDUPE_TABLE}" (key, lead_id, expires) VALUES ($1, NULL, $2)
     ON CONFLICT (key) DO UPDATE SET lead_id = NULL, expires = EXCLUDED.expires
     WHERE "${DEDUPE_TABLE}".expires < $3 RETURNING key`,
    [key, now + DEDUPE_WINDOW_MS, now],
  )
  if (!claimed.rowCount) {
    const existing = await pool.query(`SELECT lead_id FROM "${DEDUPE_SCHEMA}"."${DEDUPE_TABLE}" WHERE key = $1`, [key])
    const leadId = existing.rows[0]?.lead_id
    return { claimed: false, leadId: typeof leadId === 'string' ? leadId : null }
  }
  return {
    claimed: true,
    link: async (leadId) => {
      await pool.query(`UPDATE "${DEDUPE_SCHEMA}"."${DEDUPE_TABLE}" SET lead_id = $2 WHERE key = $1`, [
        key,
        String(leadId),
      ])
    },
    release: async () => {
      await pool.query(`DELETE FROM "${DEDUPE_SCHEMA}"."${DEDUPE_TABLE}" WHERE key = $1 AND lead_id IS NULL`, [key])
    },
  }
}

let lastSweep = 0

/** Deletes expired fingerprints, at most once a minute per process; a failure is left for the next sweep. */
export function sweepExpired(pool: Pool, now = Date.now()) {
  if (now - lastSweep < 60_000) return
  lastSweep = now
  pool.query(`DELETE FROM "${DEDUPE_SCHEMA}"."${DEDUPE_TABLE}" WHERE expires < $1`, [now]).catch(() => {})
}
