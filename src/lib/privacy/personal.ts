import type { Field } from 'payload'

/**
 * The one convention for personal data: a field that holds something about a customer carries
 * `custom: { personal: <kind> }` (spread `...personal('phone')` into the field). The retention job, the erasure and
 * the person's copy read every collection's fields through `personalFields`, so a new collection joins them by
 * marking its fields; `tests/unit/personal-fields.test.ts` fails while a field that looks personal is unmarked.
 *
 * Kinds say how a field is searched and what anonymising leaves:
 * - `name`, `address`: cleared;
 * - `email`: found by the exact address (any letter case), cleared;
 * - `phone`: found by its digits (0121… and +44 121… alike), cleared;
 * - `postcode`: cut to its district (B13 9XX → B13), which the area figures still need;
 * - `text`: free text (messages, notes) that may mention the person: found when it contains their e-mail or
 *   phone, cleared (a list of them loses its rows);
 * - `client-address`: the network address a customer acted from: cleared, and kept no longer than its own period;
 * - `content`: a frozen JSON copy whose `customer` holds a name, address and postcode: those are replaced as the
 *   `name`, `address` and `postcode` kinds are (and kept when they are).
 *
 * A field inside a named group is marked the same way; its column is the group's name and its own.
 */
export type PersonalKind = 'name' | 'email' | 'phone' | 'address' | 'postcode' | 'text' | 'client-address' | 'content'

export const personal = (kind: PersonalKind) => ({ custom: { personal: kind } })

/** A field whose name looks personal but holds nothing about the customer (an area's name), with why. */
export const notPersonal = (why: string) => ({ custom: { notPersonal: why } })

/** Whether a field is declared not personal, or cannot hold personal data at all (a yes/no). */
export const exemptFromPersonal = (field: Field): boolean =>
  field.type === 'checkbox' ||
  ('custom' in field && typeof (field.custom as { notPersonal?: unknown } | undefined)?.notPersonal === 'string')

export interface PersonalField {
  name: string
  kind: PersonalKind
  required: boolean
  type: Field['type']
}

/** The named data fields of a collection, through rows, collapsibles and unnamed tabs (which add no prefix). */
export function dataFields(fields: readonly Field[]): Extract<Field, { name: string }>[] {
  const out: Extract<Field, { name: string }>[] = []
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        if ('name' in tab && tab.name) out.push({ ...tab, type: 'group' })
        else out.push(...dataFields(tab.fields))
      }
    } else if ((field.type === 'row' || field.type === 'collapsible') && 'fields' in field) {
      out.push(...dataFields(field.fields))
    } else if ('name' in field && field.name) {
      out.push(field)
    }
  }
  return out
}

const kindOf = (field: Field): PersonalKind | undefined =>
  ('custom' in field ? (field.custom as { personal?: PersonalKind } | undefined)?.personal : undefined) ?? undefined

/**
 * The fields of a collection marked personal: top-level ones, and those inside named groups (named `group_field`,
 * which is their column). Fields inside a list are reached by marking the whole list.
 */
export function personalFields(fields: readonly Field[], prefix = ''): PersonalField[] {
  return dataFields(fields).flatMap((field): PersonalField[] => {
    const name = `${prefix}${field.name}`
    const kind = kindOf(field)
    if (kind) return [{ name, kind, required: 'required' in field && field.required === true, type: field.type }]
    return field.type === 'group' && 'fields' in field ? personalFields(field.fields, `${name}_`) : []
  })
}

/** Names that suggest a field holds something about a person; each must be marked or listed as not personal. */
export const LOOKS_PERSONAL = /(name|e-?mail|phone|mobile|address|postcode|street|message|notes?$)/i

/** The outward code of a UK postcode (the district), or null when it is not one. */
export function postcodeDistrict(postcode: unknown): string | null {
  if (typeof postcode !== 'string') return null
  const match = /^\s*([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})?\s*$/i.exec(postcode)
  return match ? match[1].toUpperCase() : null
}
