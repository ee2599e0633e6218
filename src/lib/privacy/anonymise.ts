import type { Payload } from 'payload'

import { poolOf } from '@/lib/platform/db'
import { personalFields, type PersonalField, type PersonalKind } from './personal'
import type { PrivacyState } from './rules'
import { deleteVisitPhotosOf } from './visitPhotos'

/** Payload's column and table names: camelCase and kebab-case become snake_case. */
export const snake = (name: string) =>
  name
    .replace(/-/g, '_')
    .replace(/([a-z\d])([A-Z])/g, '$1_$2')
    .toLowerCase()

/** What a cleared field holds: nothing, or for a required column a neutral word (an e-mail column an unused address). */
const ERASED_TEXT = 'Erased'
const ERASED_EMAIL = 'erased@example.invalid'

const district = (text: string) => `upper(substring(${text} from '^\\s*([A-Za-z]{1,2}[0-9][A-Za-z0-9]?)'))`

/** In a frozen copy's `customer`, the kinds replaced (those not kept) and what replaces each. */
const CONTENT_CUSTOMER: { key: string; kind: PersonalKind; to: (column: string) => string }[] = [
  { key: 'name', kind: 'name', to: () => `to_jsonb('${ERASED_TEXT}'::text)` },
  { key: 'address', kind: 'address', to: () => `to_jsonb('${ERASED_TEXT}'::text)` },
  { key: 'postcode', kind: 'postcode', to: (c) => `to_jsonb(${district(`${c}->'customer'->>'postcode'`)})` },
]

/** The SQL that replaces one personal column: the postcode keeps its district, the rest are cleared. */
function replacement(field: PersonalField, column: string, keep: readonly PersonalKind[]): string {
  if (field.kind === 'postcode') return district(column)
  if (field.kind === 'content') {
    const pairs = CONTENT_CUSTOMER.filter((c) => !keep.includes(c.kind)).map((c) => `'${c.key}', ${c.to(column)}`)
    return `CASE WHEN jsonb_typeof(${column}->'customer') = 'object'
      THEN jsonb_set(${column}, '{customer}', (${column}->'customer') || jsonb_build_object(${pairs.join(', ')}))
      ELSE ${column} END`
  }
  if (!field.required) return 'NULL'
  return field.type === 'email' ? `'${ERASED_EMAIL}'` : `'${ERASED_TEXT}'`
}

/** Rows that are deleted, not anonymised, when the record they belong to loses its personal data. */
const DEPENDENT_ROWS: Record<string, { collection: string; field: string }> = {
  'measuring-appointments': { collection: 'measured-windows', field: 'appointment' },
}

export function collectionConfig(payload: Payload, slug: string) {
  const config = payload.config.collections.find((c) => c.slug === slug)
  if (!config) throw new Error(`no collection ${slug}`)
  return config
}

/**
 * Clears the personal fields of some records of a collection (all of them, or all but the kinds in `keep` and the
 * fields named in `keepFields`), in its table and in every version and draft of those records, straight in SQL: no
 * hooks run (nothing is e-mailed, no status history or `updatedAt` changes), so the figures the dashboard counts
 * stay as they were. Records of a collection with a `privacyState` field are marked with `state`. The visit photos
 * of an appointment or a quote are deleted, files too (deleteVisitPhotosOf).
 */
export async function anonymise(
  payload: Payload,
  slug: string,
  ids: readonly (number | string)[],
  {
    keep = [],
    keepFields = [],
    state,
    now,
  }: { keep?: readonly PersonalKind[]; keepFields?: readonly string[]; state?: PrivacyState; now: Date },
): Promise<number> {
  if (ids.length === 0) return 0
  const config = collectionConfig(payload, slug)
  await deleteVisitPhotosOf(payload, slug, ids)
  const contentKinds = CONTENT_CUSTOMER.map((c) => c.kind)
  const fields = personalFields(config.fields).filter(
    (f) =>
      !keep.includes(f.kind) &&
      !keepFields.includes(f.name) &&
      !(f.kind === 'content' && contentKinds.every((k) => keep.includes(k))),
  )
  const table = snake(slug)
  const hasState = config.flattenedFields.some((f) => 'name' in f && f.name === 'privacyState')
  const pool = poolOf(payload)
  const sets = (prefix: string, of: PersonalField[]) => {
    const parts = of.map((f) => `"${prefix}${snake(f.name)}" = ${replacement(f, `"${prefix}${snake(f.name)}"`, keep)}`)
    if (hasState && state) parts.push(`"${prefix}privacy_state" = '${state}'`, `"${prefix}anonymised_at" = $2`)
    return parts
  }
  // A personal list (the staff notes' log, a customer's questions) lives in a table of its own: its rows go, in the
  // versions too.
  const lists = fields.filter((f) => f.type === 'array')
  for (const list of lists) {
    await pool.query(`DELETE FROM "${table}_${snake(list.name)}" WHERE _parent_id = ANY($1)`, [ids])
    if (config.versions) {
      await pool.query(
        `DELETE FROM "_${table}_v_version_${snake(list.name)}"
           WHERE _parent_id IN (SELECT id FROM "_${table}_v" WHERE parent_id = ANY($1))`,
        [ids],
      )
    }
  }
  // The windows measured on an appointment describe the person's home room by room: they go with its personal data
  // (kept for the accounts or not; the quote keeps the sizes).
  if (slug in DEPENDENT_ROWS) {
    const { collection, field } = DEPENDENT_ROWS[slug]
    await pool.query(`DELETE FROM "${snake(collection)}" WHERE "${snake(field)}_id" = ANY($1)`, [ids])
  }
  const columns = fields.filter((f) => f.type !== 'array')
  const main = sets('', columns)
  if (main.length === 0) return lists.length ? ids.length : 0
  const values = hasState && state ? [ids, now.toISOString()] : [ids]
  const { rowCount } = await pool.query(`UPDATE "${table}" SET ${main.join(', ')} WHERE id = ANY($1)`, values)
  if (config.versions) {
    await pool.query(
      `UPDATE "_${table}_v" SET ${sets('version_', columns).join(', ')} WHERE parent_id = ANY($1)`,
      values,
    )
  }
  return rowCount ?? 0
}
