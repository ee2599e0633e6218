import type { CollectionSlug, Payload, Where } from 'payload'

import { poolOf } from '@/lib/platform/db'
import { recipientKey } from '@/lib/leads/notifications'
import { RATE_LIMIT_SCHEMA, RATE_LIMIT_TABLE, storedKey } from '@/lib/platform/rateLimit'
import { anonymise, collectionConfig, snake } from './anonymise'
import { kindLabel, PERSONAL_DATA_KINDS } from './kinds'
import { dayMonthYearAtTime } from '@/lib/platform/ukDates'
import { copyRecord } from './copyRecord'
import { type Contact, mentionExcerpt, mentionsIn, personKey, phoneNeedle, removeMentions, sameContact } from './match'
import { dataFields, personalFields, type PersonalField } from './personal'
import {
  accountsHold,
  ERASED_REVIEW,
  OPEN_VISIT_STATUSES_TO_CANCEL,
  orderStillOpen,
  type RetentionPeriods,
} from './rules'
import { deleteVisitPhotos, deleteVisitPhotosOf, type DeletedPhoto } from './visitPhotos'

export { type Contact, parseContact } from './match'

/** The e-mail rate limits whose keys are made from the recipient's inbox (src/hooks/notifyNewLead.ts). */
const EMAIL_KEYED_LIMITS = ['confirmation-recipient']

/** One of the person's own records, as the owner sees it before acting. */
export interface FoundRecord {
  /** `collection:id`: what the owner ticks. */
  key: string
  collection: string
  id: number
  kind: string
  name: string
  emails: string[]
  phones: string[]
  /** When the record was made (ISO). */
  date: string
  /** The person it belongs to (by the name on it), when a contact is shared. */
  person: string
  doc: Record<string, unknown>
}

/** The contact written in someone else's text: a suggestion, never acted on unless the owner ticks it. */
export interface Mention {
  /** `mention:collection:id:column[:listRowId]`: what the owner ticks. */
  key: string
  collection: string
  id: number
  kind: string
  /** The field's label path, as the owner knows it ("notes", "staffNotes"). */
  field: string
  excerpt: string
  date: string
  /** Where the text lives: the table, the column, and the row's id. */
  table: string
  column: string
  rowId: string
  /** The table of the record's versions (and list row versions), when it has them. */
  versionTable?: string
}

export interface Person {
  key: string
  name: string
  records: string[]
}

export interface PersonFound {
  contact: Contact
  records: FoundRecord[]
  /** The records grouped by the name on them: a shared number (a household's landline) shows as two people. */
  people: Person[]
  mentions: Mention[]
  /** Stored rate-limit keys made from the person's e-mail address. */
  rateLimitKeys: string[]
}

type Row = Record<string, unknown>

/** A found document read field by field (every collection's document is an object of named fields). */
const asRows = (docs: object[]) => docs as Row[]

/** Free text that may mention someone: a chosen value (a select, such as a decline's reason) cannot. */
const textColumns = (fields: PersonalField[]) =>
  fields.filter((f) => f.kind === 'text' && (f.type === 'text' || f.type === 'textarea'))
const contactFields = (fields: PersonalField[]) =>
  fields.filter((f): f is PersonalField & { kind: 'email' | 'phone' } => f.kind === 'email' || f.kind === 'phone')

/** The SQL that narrows a column to rows that may hold the contact; the match itself is decided in TypeScript. */
function narrowing(contact: Contact, column: string, whole: boolean, param: (v: string) => string): string {
  if ('email' in contact)
    return whole
      ? `lower(btrim(${column})) = ${param(contact.email)}`
      : `${column} ILIKE ${param(`%${escapeLike(contact.email)}%`)}`
  const digits = `regexp_replace(${column}, '\\D', '', 'g')`
  return `${digits} LIKE ${param(`%${phoneNeedle(contact.phone)}${whole ? '' : '%'}`)}`
}
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

const stringsOf = (doc: Row, fields: PersonalField[]) =>
  fields
    .map((f) => f.name.split('_').reduce<unknown>((v, k) => (v as Row | null)?.[k], doc))
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')

/**
 * Everything held about one person: the records whose own e-mail or phone field is their contact (normalised,
 * compared whole), the records that follow those (a quote's review), grouped by the name on them; the mentions of
 * the contact in any other record's free text, as suggestions; and their e-mail rate-limit entries. Free text never
 * makes a record the person's own.
 */
export async function findPerson(payload: Payload, contact: Contact): Promise<PersonFound> {
  const pool = poolOf(payload)
  const records: FoundRecord[] = []
  const mentions: Mention[] = []

  const load = async (collection: string, ids: number[]) => {
    if (ids.length === 0) return []
    const { docs } = await payload.find({
      collection: collection as CollectionSlug,
      where: { id: { in: ids } },
      depth: 0,
      limit: 0,
      pagination: false,
      overrideAccess: true,
      draft: false,
    })
    return asRows(docs)
  }
  const describe = (collection: string, doc: Row, fields: PersonalField[], person?: string): FoundRecord => {
    const name = stringsOf(
      doc,
      fields.filter((f) => f.kind === 'name' && !f.name.includes('_')),
    ).join(' ')
    return {
      key: `${collection}:${String(doc.id)}`,
      collection,
      id: Number(doc.id),
      kind: kindLabel(collection),
      name,
      emails: stringsOf(
        doc,
        fields.filter((f) => f.kind === 'email'),
      ),
      phones: stringsOf(
        doc,
        fields.filter((f) => f.kind === 'phone'),
      ),
      date: String(doc.createdAt ?? ''),
      person: person ?? personKey(name),
      doc,
    }
  }

  // The person's own records: a contact field holds their contact.
  for (const [collection, kind] of Object.entries(PERSONAL_DATA_KINDS)) {
    if (kind.reach !== 'own') continue
    const fields = personalFields(collectionConfig(payload, collection).fields)
    const own = contactFields(fields).filter(
      (f) => f.type !== 'array' && ('email' in contact ? f.kind === 'email' : f.kind === 'phone'),
    )
    if (own.length === 0) continue
    const params: string[] = []
    const param = (value: string) => `$${params.push(value)}::text`
    const columns = own.map((f) => `"${snake(f.name)}"`)
    const { rows } = await pool.query<Row>(
      `SELECT id, ${columns.join(', ')} FROM "${snake(collection)}"
        WHERE ${columns.map((c) => narrowing(contact, c, true, param)).join(' OR ')} ORDER BY id`,
      params,
    )
    const ids = rows
      .filter((row) => own.some((f) => sameContact(contact, f.kind, row[snake(f.name)])))
      .map((row) => Number(row.id))
    for (const doc of await load(collection, ids)) records.push(describe(collection, doc, fields))
  }

  // Records that follow one of theirs belong to the same person (a visit photo follows its appointment or order).
  for (const [collection, kind] of Object.entries(PERSONAL_DATA_KINDS)) {
    if (kind.reach !== 'follows') continue
    const fields = personalFields(collectionConfig(payload, collection).fields)
    for (const { field, of: parent } of kind.follows) {
      const of = records.filter((r) => r.collection === parent)
      if (of.length === 0) continue
      const { rows } = await pool.query<{ id: number; of: number }>(
        `SELECT id, "${snake(field)}_id" AS of FROM "${snake(collection)}" WHERE "${snake(field)}_id" = ANY($1) ORDER BY id`,
        [of.map((r) => r.id)],
      )
      for (const doc of await load(
        collection,
        rows.map((r) => r.id).filter((id) => !records.some((r) => r.key === `${collection}:${id}`)),
      )) {
        const followed = of.find((r) => r.id === rows.find((row) => row.id === doc.id)?.of)
        records.push(describe(collection, doc, fields, followed?.person))
      }
    }
  }

  // Mentions in free text: any searched record that is not theirs.
  const theirs = new Set(records.map((r) => r.key))
  for (const [collection, kind] of Object.entries(PERSONAL_DATA_KINDS)) {
    if (kind.reach === 'request') continue
    const config = collectionConfig(payload, collection)
    const table = snake(collection)
    const versioned = Boolean(config.versions)
    const fields = personalFields(config.fields)
    const dateOf = new Map<number, string>()
    const noted = async (
      id: number,
      field: string,
      text: string,
      at: Omit<Mention, 'key' | 'collection' | 'id' | 'kind' | 'field' | 'excerpt' | 'date'>,
    ) => {
      if (theirs.has(`${collection}:${id}`) || mentionsIn(text, contact).length === 0) return
      if (!dateOf.has(id)) {
        const { rows } = await pool.query<{ created_at: Date }>(`SELECT created_at FROM "${table}" WHERE id = $1`, [id])
        dateOf.set(id, rows[0]?.created_at ? new Date(rows[0].created_at).toISOString() : '')
      }
      mentions.push({
        key: `mention:${collection}:${id}:${at.column}${at.rowId ? `:${at.rowId}` : ''}`,
        collection,
        id,
        kind: kindLabel(collection),
        field,
        excerpt: mentionExcerpt(text, contact),
        date: dateOf.get(id)!,
        ...at,
      })
    }
    for (const field of textColumns(fields)) {
      const column = snake(field.name)
      const params: string[] = []
      const { rows } = await pool.query<{ id: number; text: string }>(
        `SELECT id, "${column}" AS text FROM "${table}"
          WHERE ${narrowing(contact, `"${column}"`, false, (v) => `$${params.push(v)}::text`)} ORDER BY id`,
        params,
      )
      for (const row of rows)
        await noted(row.id, field.name, row.text, {
          table,
          column,
          rowId: String(row.id),
          versionTable: versioned ? `_${table}_v` : undefined,
        })
    }
    // A list of texts (the staff notes' log, a customer's questions): each row's text fields.
    for (const list of fields.filter((f) => f.kind === 'text' && f.type === 'array')) {
      const listField = dataFields(config.fields).find((f) => f.name === list.name)
      const subs =
        listField && 'fields' in listField
          ? dataFields(listField.fields).filter((f) => f.type === 'text' || f.type === 'textarea')
          : []
      const listTable = `${table}_${snake(list.name)}`
      for (const sub of subs) {
        const column = snake(sub.name)
        const params: string[] = []
        const { rows } = await pool.query<{ id: string; parent: number; text: string }>(
          `SELECT id, _parent_id AS parent, "${column}" AS text FROM "${listTable}"
            WHERE ${narrowing(contact, `"${column}"`, false, (v) => `$${params.push(v)}::text`)} ORDER BY _parent_id, _order`,
          params,
        )
        for (const row of rows)
          await noted(row.parent, `${list.name}.${sub.name}`, row.text, {
            table: listTable,
            column,
            rowId: row.id,
            versionTable: versioned ? `_${table}_v_version_${snake(list.name)}` : undefined,
          })
      }
    }
  }

  const people: Person[] = []
  for (const record of records) {
    const person = people.find((p) => p.key === record.person)
    if (person) person.records.push(record.key)
    else people.push({ key: record.person, name: record.name, records: [record.key] })
  }
  return {
    contact,
    records,
    people,
    mentions,
    rateLimitKeys: 'email' in contact ? await emailRateLimitKeys(payload, contact.email) : [],
  }
}

/** What the owner ticks by default: everything when the records are one person's; nothing when the contact is shared. */
export const defaultPicks = (found: PersonFound): string[] =>
  found.people.length === 1 ? found.records.map((r) => r.key) : []

/** The owner's picks, narrowed to what the search found now: nothing else can be named into a request. */
export function picked(found: PersonFound, picks: readonly string[]) {
  const keys = new Set(picks)
  return {
    records: found.records.filter((r) => keys.has(r.key)),
    excluded: found.records.filter((r) => !keys.has(r.key)),
    mentions: found.mentions.filter((m) => keys.has(m.key)),
  }
}
export type Picked = ReturnType<typeof picked>

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

/** What became of one record in an erasure: the log keeps this (which record, what happened, why), never values. */
export interface RecordOutcome {
  record: string
  outcome: 'erased' | 'kept for the accounts' | 'excluded by the owner' | 'mention removed'
  reason?: string
}

export interface ErasureResult {
  /** Records whose personal data went at once. */
  erased: number
  /** Records that keep what the accounts need, until when and why. */
  kept: { record: string; until: string; keeps: string; reason: string }[]
  mentionsRemoved: number
  excluded: number
  rateLimitEntries: number
  collections: string[]
  outcomes: RecordOutcome[]
  /** Their measuring visits still to happen, cancelled with the reason "erased": which, and the day booked. */
  cancelledVisits: { record: string; id: number; day: string | null }[]
  /**
   * Orders whose contract still needs the person's details (accepted and not yet fitted, or fitted and not yet
   * paid): while there is one, nothing was erased and the request waits (`ordersHoldingErasure`).
   */
  waiting: OrderHolding[]
}

/** An order that holds an erasure back, and why (in words the owner and the person read). */
export interface OrderHolding {
  record: string
  id: number
  reason: string
}

/**
 * The person's orders, among every record found for them (ticked or not: leaving an order unticked does not make the
 * rest an erasure of the person) or made from one of their measuring visits (by the relation), whose contract still
 * needs the customer's details (`orderStillOpen`: accepted and not yet fitted, or fitted with money still owed). An
 * erasure waits while there is one: the owner either lets the order be fitted and paid, or cancels it (deciding the
 * money) and erases then.
 */
export async function ordersHoldingErasure(payload: Payload, picks: Picked): Promise<OrderHolding[]> {
  const theirs = [...picks.records, ...picks.excluded]
  const quoteIds = theirs.filter((r) => r.collection === 'quotes').map((r) => r.id)
  const visitIds = theirs.filter((r) => r.collection === 'measuring-appointments').map((r) => r.id)
  const of: Where[] = [
    ...(quoteIds.length ? [{ id: { in: quoteIds } }] : []),
    ...(visitIds.length ? [{ appointment: { in: visitIds } }] : []),
  ]
  if (of.length === 0) return []
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { and: [{ or: of }, { status: { in: ['accepted', 'fitted'] } }] },
    select: { status: true, account: true },
    sort: 'id',
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return docs.flatMap((quote) => {
    const reason = orderStillOpen(quote)
    return reason === null
      ? []
      : [{ record: recordName({ kind: kindLabel('quotes'), id: quote.id }), id: quote.id, reason }]
  })
}

/**
 * Cancels a measuring visit still to happen (pending or confirmed, with no accepted or fitted order made from it),
 * with the reason "erased", straight in SQL as the anonymising is: no hook runs, so nothing is e-mailed, its status
 * history and `updatedAt` stay (the funnel counts the furthest stage it reached, from that history, as before), and
 * it leaves every staff list (they list pending and confirmed visits). The day it was booked for, or null when it was
 * not open.
 */
async function cancelOpenVisit(payload: Payload, id: number): Promise<{ day: string | null } | null> {
  const { rows } = await poolOf(payload).query<{ scheduled_date: Date | null }>(
    `UPDATE measuring_appointments m SET status = 'cancelled', cancelled_reason = 'erased'
      WHERE m.id = $1 AND m.status::text = ANY($2)
        AND NOT EXISTS (SELECT 1 FROM quotes q WHERE q.appointment_id = m.id AND q.status::text IN ('accepted', 'fitted'))
      RETURNING m.scheduled_date`,
    [id, [...OPEN_VISIT_STATUSES_TO_CANCEL]],
  )
  if (rows.length === 0) return null
  const date = rows[0].scheduled_date
  return { day: date ? new Date(date).toISOString().slice(0, 10) : null }
}

const recordName = (r: { kind: string; id: number }) => `${r.kind} #${r.id}`

/** A deleted photo in the erasure's record: its files, and the public copy a local job showed, if there was one. */
function photoOutcome(photo: DeletedPhoto): RecordOutcome {
  const jobs = photo.localJobs.map((id) => recordName({ kind: kindLabel('local-jobs').replace(/ note$/, ''), id }))
  const copies = photo.publicCopies.length
  return {
    record: recordName({ kind: kindLabel('visit-photos'), id: photo.id }),
    outcome: 'erased',
    reason:
      copies === 0
        ? `the ${photo.stage === 'fitted' ? 'fitting' : 'visit'} photo and its files deleted`
        : `the ${photo.stage === 'fitted' ? 'fitting' : 'visit'} photo and its files deleted, and its public ${copies === 1 ? 'copy' : 'copies'} removed from the website` +
          (jobs.length ? ` (taken off ${jobs.join(', ')})` : ''),
  }
}

/** An erased customer's review comes off the site; written in SQL as the anonymising is, so no hook e-mails anyone. */
async function withdrawReview(payload: Payload, id: number) {
  await poolOf(payload).query('UPDATE reviews SET status = $2, withheld_reason = $3 WHERE id = $1', [
    id,
    ERASED_REVIEW.status,
    ERASED_REVIEW.withheldReason,
  ])
}

/** Takes the contact out of one text the owner picked (and out of that record's versions); the rest of it stays. */
async function removeMention(payload: Payload, contact: Contact, mention: Mention): Promise<boolean> {
  const pool = poolOf(payload)
  const column = `"${mention.column}"`
  const { rows } = await pool.query<{ text: string }>(
    `SELECT ${column} AS text FROM "${mention.table}" WHERE id = $1`,
    [mention.rowId],
  )
  const text = rows[0]?.text
  if (typeof text !== 'string' || mentionsIn(text, contact).length === 0) return false
  await pool.query(`UPDATE "${mention.table}" SET ${column} = $2 WHERE id = $1`, [
    mention.rowId,
    removeMentions(text, contact),
  ])
  if (mention.versionTable) {
    const isList = mention.table !== snake(mention.collection)
    const versionColumn = isList ? column : `"version_${mention.column}"`
    const where = isList
      ? `_parent_id IN (SELECT id FROM "_${snake(mention.collection)}_v" WHERE parent_id = $1)`
      : 'parent_id = $1'
    const { rows: versions } = await pool.query<{ id: number; text: string | null }>(
      `SELECT id, ${versionColumn} AS text FROM "${mention.versionTable}" WHERE ${where}`,
      [mention.id],
    )
    for (const v of versions)
      if (typeof v.text === 'string' && mentionsIn(v.text, contact).length > 0)
        await pool.query(`UPDATE "${mention.versionTable}" SET ${versionColumn} = $2 WHERE id = $1`, [
          v.id,
          removeMentions(v.text, contact),
        ])
  }
  return true
}

/**
 * Erases what the owner picked, and nothing else: each picked record of the person loses its personal fields (as
 * the retention job does), except that an order inside its accounts period keeps what the accounts need
 * (`accountsHold`) and is marked so the retention job clears the rest when the period ends; their reviews lose
 * their words and name and come off the site; each picked mention in someone else's text loses the contact, the
 * rest of that text stays; their e-mail rate-limit entries are deleted. Records left unticked are untouched.
 * Their measuring visits still to happen are cancelled with the reason "erased" (`cancelOpenVisit`). While one of
 * their orders is accepted and not yet fitted and paid, nothing is erased: the result lists it in `waiting`.
 */
export async function erasePerson(
  payload: Payload,
  found: PersonFound,
  picks: Picked,
  periods: RetentionPeriods,
  now: Date,
): Promise<ErasureResult> {
  const result: ErasureResult = {
    erased: 0,
    kept: [],
    mentionsRemoved: 0,
    excluded: picks.excluded.length,
    rateLimitEntries: 0,
    collections: [],
    outcomes: [],
    cancelledVisits: [],
    waiting: await ordersHoldingErasure(payload, picks),
  }
  // An order whose contract still needs the person holds the whole erasure back: nothing is touched.
  if (result.waiting.length > 0) return result
  // The photos of their home first, each one named in the record with what went with it: the photos of every picked
  // appointment or order (they go with it, whatever it keeps for the accounts) and any photo picked on its own.
  const photoIds = new Set<number>()
  for (const record of picks.records) {
    const gone =
      record.collection === 'visit-photos'
        ? photoIds.has(record.id)
          ? []
          : await deleteVisitPhotos(payload, [record.id])
        : await deleteVisitPhotosOf(payload, record.collection, [record.id])
    for (const photo of gone) {
      photoIds.add(photo.id)
      result.erased++
      result.outcomes.push(photoOutcome(photo))
    }
  }
  if (photoIds.size > 0) result.collections.push('visit-photos')
  for (const record of picks.records) {
    const { collection, id, doc } = record
    if (collection === 'visit-photos') continue
    if (!result.collections.includes(collection)) result.collections.push(collection)
    // Their visit still to happen is cancelled ("erased") before its details go, so no list shows it any more.
    const cancelled = collection === 'measuring-appointments' ? await cancelOpenVisit(payload, id) : null
    if (cancelled) result.cancelledVisits.push({ record: recordName(record), id, day: cancelled.day })
    const visitNote = cancelled ? `the visit${cancelled.day ? ` booked for ${cancelled.day}` : ''} cancelled` : null
    const hold = accountsHold(collection, doc, periods, now)
    if (hold) {
      await anonymise(payload, collection, [id], { keep: hold.keep, state: 'accounts', now })
      const until = hold.until.toISOString()
      result.kept.push({ record: recordName(record), until, keeps: hold.keeps, reason: hold.reason })
      result.outcomes.push({
        record: recordName(record),
        outcome: 'kept for the accounts',
        reason: `keeps ${hold.keeps} until ${until.slice(0, 10)}: ${hold.reason}`,
      })
    } else {
      result.erased += await anonymise(payload, collection, [id], { keepFields: [], state: 'anonymised', now })
      if (collection === 'reviews') await withdrawReview(payload, id)
      result.outcomes.push({
        record: recordName(record),
        outcome: 'erased',
        ...(visitNote ? { reason: visitNote } : {}),
      })
    }
  }
  for (const record of picks.excluded.filter((r) => !(r.collection === 'visit-photos' && photoIds.has(r.id))))
    result.outcomes.push({ record: recordName(record), outcome: 'excluded by the owner', reason: 'not this person’s' })
  for (const mention of picks.mentions) {
    if (!(await removeMention(payload, found.contact, mention))) continue
    result.mentionsRemoved++
    result.outcomes.push({ record: recordName(mention), outcome: 'mention removed', reason: `in ${mention.field}` })
  }
  if (found.rateLimitKeys.length > 0 && picks.records.length > 0) {
    const { rowCount } = await poolOf(payload).query(
      `DELETE FROM "${RATE_LIMIT_SCHEMA}"."${RATE_LIMIT_TABLE}" WHERE key = ANY($1)`,
      [found.rateLimitKeys],
    )
    result.rateLimitEntries = rowCount ?? 0
  }
  return result
}

/** The picked records as the copy holds them: without internal fields, prices in pounds (copyRecord). */
const copiedRecords = (payload: Payload, picks: Picked) =>
  picks.records.map((record) => ({
    record,
    ...copyRecord(collectionConfig(payload, record.collection).fields, record.doc),
  }))

/**
 * The person's own copy, machine-readable: the records the owner picked, field by field (without the business's
 * internal fields: staff ids, hashes, idempotency keys, counters, other collections' paginated lists; prices in
 * pounds), and the picked mentions' words.
 */
export function personCopyJson(payload: Payload, picks: Picked, rateLimitEntries: number, now: Date) {
  return {
    exportedAt: now.toISOString(),
    records: copiedRecords(payload, picks).map(({ record, data }) => ({
      collection: record.collection,
      kind: record.kind,
      ...data,
    })),
    mentions: picks.mentions.map(({ collection, kind, id, field, excerpt, date }) => ({
      collection,
      kind,
      id,
      field,
      date,
      text: excerpt,
    })),
    rateLimitEntries,
  }
}

const csvCell = (value: unknown) => {
  const text =
    value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)
  // Cells a spreadsheet would run as a formula are written as text (as the lead exports do).
  const safe = /^[=+\-@\t\r\n]/.test(text) ? `'${text}` : text
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe
}

/** The same copy as a CSV: one line per field of each record (labelled, pounds, UK dates), one per mention. */
export function personCopyCsv(payload: Payload, picks: Picked): string {
  const lines: unknown[][] = [['record', 'id', 'field', 'value']]
  for (const { record, lines: fields } of copiedRecords(payload, picks))
    for (const line of fields) lines.push([record.kind, record.id, line.label, line.text])
  for (const m of picks.mentions) lines.push([m.kind, m.id, m.field, m.excerpt])
  return lines.map((line) => line.map(csvCell).join(',')).join('\r\n') + '\r\n'
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/**
 * The same copy a person can read and print: one section per record (their visits, quotes and orders with their
 * payments, messages, photos), each field labelled, in pounds and UK dates; then the words around each picked
 * mention. A page of its own, no script.
 */
export function personCopyHtml(payload: Payload, picks: Picked, now: Date, business: string): string {
  const sections = copiedRecords(payload, picks).map(
    ({ record, lines }) =>
      `<section><h2>${escapeHtml(`${record.kind} #${record.id}`)}</h2><dl>${lines
        .map((l) => `<dt>${escapeHtml(l.label)}</dt><dd>${escapeHtml(l.text)}</dd>`)
        .join('')}</dl></section>`,
  )
  const mentions = picks.mentions.map(
    (m) =>
      `<section><h2>${escapeHtml(`Mentioned in ${m.kind} #${m.id}`)}</h2><p>${escapeHtml(m.excerpt)}</p></section>`,
  )
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>Your personal data</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}dl{display:grid;grid-template-columns:minmax(10rem,max-content) 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;white-space:pre-wrap}section{break-inside:avoid;border-top:1px solid #ccc;padding-top:.5rem}</style>
</head><body><h1>Your personal data</h1><p>${escapeHtml(`What ${business} holds about you, as on ${dayMonthYearAtTime(now)}.`)}</p>
${[...sections, ...mentions].join('\n') || '<p>Nothing.</p>'}
<p>Photos of your home are listed above by file name; we send the photos themselves with this copy.</p></body></html>
`
}
