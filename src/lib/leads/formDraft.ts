import { randomBytes } from 'node:crypto'
import type { Pool } from 'pg'

/**
 * What a visitor typed into a lead form sent without JavaScript that the server refused, kept for 30 minutes so the
 * error page can show the form again with their values ("Back to the form"). The address of that page carries only
 * a random id (192 bits) naming the draft, never a value; the values stay in Postgres, shared by every server, in a
 * schema of their own (as the de-duplication store) so Payload's schema push never offers to drop the table; the
 * migrations create it (`src/migrations/20261129_140000_run_time_tables.ts`).
 */
export const DRAFT_SCHEMA = 'lead_drafts'
export const DRAFT_TABLE = 'drafts'
export const DRAFT_TTL_MS = 30 * 60 * 1000

export type DraftKind = 'appointment' | 'quote'
export interface FormDraft {
  kind: DraftKind
  values: Record<string, string>
}

/** Never kept: the bots' field and the submit's key (a new post needs a new one). */
const LEFT_OUT = new Set(['website', 'idempotencyKey'])
const ID = /^[A-Za-z0-9_-]{32}$/

/** The form's own fields as posted: short names, text values only. */
export function draftValues(data: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(data).filter(
      (e): e is [string, string] => /^[A-Za-z]{1,40}$/.test(e[0]) && !LEFT_OUT.has(e[0]) && typeof e[1] === 'string',
    ),
  )
}

/** Keeps the draft and answers its id; expired drafts are deleted on the way. */
export async function saveFormDraft(
  pool: Pool,
  kind: DraftKind,
  data: Record<string, unknown>,
  now = Date.now(),
): Promise<string> {
  await pool.query(`DELETE FROM "${DRAFT_SCHEMA}"."${DRAFT_TABLE}" WHERE expires < $1`, [now])
  const id = randomBytes(24).toString('base64url')
  await pool.query(
    `INSERT INTO "${DRAFT_SCHEMA}"."${DRAFT_TABLE}" (id, kind, "values", expires) VALUES ($1, $2, $3, $4)`,
    [id, kind, JSON.stringify(draftValues(data)), now + DRAFT_TTL_MS],
  )
  return id
}

/** The draft an id names, while it lasts; null for anything else. */
export async function readFormDraft(pool: Pool, id: unknown, now = Date.now()): Promise<FormDraft | null> {
  if (typeof id !== 'string' || !ID.test(id)) return null
  const { rows } = await pool.query<{ kind: DraftKind; values: Record<string, string> }>(
    `SELECT kind, "values" FROM "${DRAFT_SCHEMA}"."${DRAFT_TABLE}" WHERE id = $1 AND expires >= $2`,
    [id, now],
  )
  return rows[0] ? { kind: rows[0].kind, values: draftValues(rows[0].values) } : null
}
