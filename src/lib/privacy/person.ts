import type { CollectionSlug, Payload } from 'payload'

import { poolOf } from '@/lib/platform/db'
import { recipientKey } from '@/lib/leads/notifications'
import { RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, storedKey } from '@/lib/platform/rateLimit'
import { anonymise, snake } from './anonymise'
import { personalFields, type PersonalKind } from './personal'
import { accountsHold, ERASED_REVIEW, type RetentionPeriods } from './rules'

/** A found document read field by field (every collection's document is an object of named fields). */
const asRecords = (docs: object[]) => docs as Record<string, unknown>[]

/** Who to look for: an e-mail address or a phone number, as the owner typed it. */
export type Contact = { email: string } | { phone: string }

/** A phone number's digits as dialled in the UK: +44 121 … and 0121 … are the same number. */
export const phoneDigits = (value: string) => value.replace(/\D/g, '').replace(/^44/, '0')

export function parseContact(query: unknown): Contact | null {
  if (typeof query !== 'string') return null
  const value = query.trim()
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return { email: value.toLowerCase() }
  const digits = phoneDigits(value)
  return /^[\d\s()+-]+$/.test(value) && digits.length >= 7 ? { phone: digits } : null
}

/** The e-mail rate limits whose keys are made from the recipient's inbox (src/hooks/notifyNewLead.ts). */
const EMAIL_KEYED_LIMITS = ['confirmation-recipient']

export interface FoundRecords {
  collection: CollectionSlug
  label: string
  docs: Record<string, unknown>[]
}

export interface PersonFound {
  records: FoundRecords[]
  /** Stored rate-limit keys made from the person's e-mail address. */
  rateLimitKeys: string[]
}

/**
 * Records that hold a person through another record rather than their contact details: a review through its order.
 * Found with the record they follow.
 */
export const FOLLOWERS: { collection: CollectionSlug; field: string; follows: CollectionSlug }[] = [
  { collection: 'reviews', field: 'quote', follows: 'quotes' },
]

/** The kinds the erasure search matches an e-mail or phone against. */
export const SEARCHED_KINDS: readonly PersonalKind[] = ['email', 'phone', 'text']

const sqlPhone = (column: string) => `regexp_replace(regexp_replace(${column}, '[^0-9]', '', 'g'), '^44', '0')`
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** Every record that holds the person, in every collection with personal fields, and their e-mail rate-limit entries. */
export async function findPerson(payload: Payload, contact: Contact): Promise<PersonFound> {
  const pool = poolOf(payload)
  const records: FoundRecords[] = []
  const add = async (slug: CollectionSlug, ids: number[]) => {
    const config = payload.config.collections.find((c) => c.slug === slug)!
    const known = records.find((r) => r.collection === slug)
    const fresh = ids.filter((id) => !known?.docs.some((d) => d.id === id))
    if (fresh.length === 0) return
    const { docs } = await payload.find({
      collection: slug,
      where: { id: { in: fresh } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      draft: false,
    })
    if (known) {
      known.docs.push(...asRecords(docs))
      return
    }
    const label = typeof config.labels?.plural === 'string' ? config.labels.plural : config.slug
    records.push({ collection: slug, label, docs: asRecords(docs) })
  }
  for (const config of payload.config.collections) {
    const fields = personalFields(config.fields)
    if (fields.length === 0) continue
    const needle = 'email' in contact ? contact.email : contact.phone
    const params: string[] = []
    const param = (value: string) => `$${params.push(value)}::text`
    const conditions: string[] = []
    // A personal list (the staff notes' log) is found through its record and erased with it.
    for (const field of fields.filter((f) => f.type !== 'array' && SEARCHED_KINDS.includes(f.kind))) {
      const column = `"${snake(field.name)}"`
      const contains = () => param(`%${escapeLike(needle)}%`)
      if ('email' in contact) {
        if (field.kind === 'email') conditions.push(`lower(${column}) = ${param(needle)}`)
        if (field.kind === 'text') conditions.push(`${column} ILIKE ${contains()}`)
      } else {
        if (field.kind === 'phone') conditions.push(`${sqlPhone(column)} = ${param(needle)}`)
        if (field.kind === 'text') conditions.push(`${sqlPhone(column)} LIKE ${contains()}`)
      }
    }
    if (conditions.length === 0) continue
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id FROM "${snake(config.slug)}" WHERE ${conditions.join(' OR ')} ORDER BY id`,
      params,
    )
    if (rows.length > 0)
      await add(
        config.slug as CollectionSlug,
        rows.map((r) => r.id),
      )
  }
  for (const { collection, field, follows } of FOLLOWERS) {
    const of = records.find((r) => r.collection === follows)?.docs.map((d) => d.id) ?? []
    if (of.length === 0) continue
    const { rows } = await pool.query<{ id: number }>(
      `SELECT id FROM "${snake(collection)}" WHERE "${snake(field)}_id" = ANY($1) ORDER BY id`,
      [of],
    )
    await add(
      collection,
      rows.map((r) => r.id),
    )
  }
  return { records, rateLimitKeys: 'email' in contact ? await emailRateLimitKeys(payload, contact.email) : [] }
}

async function emailRateLimitKeys(payload: Payload, email: string): Promise<string[]> {
  const pool = poolOf(payload)
  const { rows: exists } = await pool.query(`SELECT to_regclass($1) AS t`, [
    `"${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}"`,
  ])
  if (!exists[0]?.t) return []
  const keys = EMAIL_KEYED_LIMITS.map((name) => storedKey(name, recipientKey(email)))
  const { rows } = await pool.query<{ key: string }>(
    `SELECT key FROM "${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}" WHERE key = ANY($1)`,
    [keys],
  )
  return rows.map((r) => r.key)
}

export interface KeptRecord {
  collection: string
  id: number | string
  until: string
  /** What it keeps, in words. */
  keeps: string
  reason: string
}

export interface ErasureResult {
  /** Records whose personal data went at once. */
  erased: number
  /** Records that keep what the accounts need, until when and why. */
  kept: KeptRecord[]
  rateLimitEntries: number
  collections: string[]
}

/** An erased customer's review comes off the site; written in SQL as the anonymising is, so no hook e-mails anyone. */
async function withdrawReview(payload: Payload, id: number) {
  await poolOf(payload).query('UPDATE reviews SET status = $2, withheld_reason = $3 WHERE id = $1', [
    id,
    ERASED_REVIEW.status,
    ERASED_REVIEW.withheldReason,
  ])
}

/**
 * Erases one person: every record found loses its personal fields (as the retention job does), except that an
 * order inside its accounts period keeps what the accounts need (`accountsHold`) and is marked so the retention
 * job clears the rest when the period ends; their reviews lose their words and name and come off the site (withheld
 * for personal data); their e-mail rate-limit entries are deleted.
 */
export async function erasePerson(
  payload: Payload,
  found: PersonFound,
  periods: RetentionPeriods,
  now: Date,
): Promise<ErasureResult> {
  const result: ErasureResult = { erased: 0, kept: [], rateLimitEntries: 0, collections: [] }
  for (const { collection, docs } of found.records) {
    result.collections.push(collection)
    for (const doc of docs) {
      const id = doc.id as number
      const hold = accountsHold(collection, doc, periods, now)
      if (hold) {
        await anonymise(payload, collection, [id], { keep: hold.keep, state: 'accounts', now })
        result.kept.push({ collection, id, until: hold.until.toISOString(), keeps: hold.keeps, reason: hold.reason })
      } else {
        result.erased += await anonymise(payload, collection, [id], { keepFields: [], state: 'anonymised', now })
        if (collection === 'reviews') await withdrawReview(payload, id)
      }
    }
  }
  if (found.rateLimitKeys.length > 0) {
    const { rowCount } = await poolOf(payload).query(
      `DELETE FROM "${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}" WHERE key = ANY($1)`,
      [found.rateLimitKeys],
    )
    result.rateLimitEntries = rowCount ?? 0
  }
  return result
}

/** The person's own copy: every record found, field by field, as the records hold them. */
export function personCopyJson(found: PersonFound, now: Date) {
  return {
    exportedAt: now.toISOString(),
    records: found.records.flatMap(({ collection, label, docs }) =>
      docs.map((doc) => ({ collection, kind: label, ...doc })),
    ),
    rateLimitEntries: found.rateLimitKeys.length,
  }
}

const csvCell = (value: unknown) => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  // Cells a spreadsheet would run as a formula are written as text (as the lead exports do).
  const safe = /^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The same copy as a CSV a person can read: one line per field of each record. */
export function personCopyCsv(found: PersonFound): string {
  const lines = [['record', 'id', 'field', 'value']]
  for (const { label, docs } of found.records) {
    for (const doc of docs) {
      for (const [field, value] of Object.entries(doc)) {
        if (value === null || value === undefined || value === '') continue
        lines.push([label, String(doc.id), field, value as string])
      }
    }
  }
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
}
