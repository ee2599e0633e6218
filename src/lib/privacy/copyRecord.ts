import type { Field } from 'payload'

import { formatPence } from '@/lib/format/money'
import { dayMonthYear, dayMonthYearAtTime } from '@/lib/platform/ukDates'
import { dataFields } from './personal'

/**
 * Fields the business keeps for its own working, not about the person: idempotency keys, invite and fitting
 * counters, the quote's content hash and its acceptance hash, the phone's ids, a file's storage details.
 */
const INTERNAL = new Set([
  'idempotencyKey',
  'inviteSequence',
  'fittingSequence',
  'contentHash',
  'hash',
  'clientId',
  'windowClientId',
  'prefix',
  'url',
  'thumbnailURL',
  'sizes',
  'focalX',
  'focalY',
  'privacyState',
  'anonymisedAt',
])

type Row = Record<string, unknown>

/** One line of the readable copy: the field as the admin labels it, and its value as a person reads it. */
export interface CopyLine {
  label: string
  text: string
}

/** The admin's label; a field without one is named as Payload names it in the admin ("firstName": "First name"). */
const labelOf = (field: { name: string; label?: unknown }) =>
  typeof field.label === 'string'
    ? field.label
    : field.name
        .replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`)
        .replace(/^./, (c) => c.toUpperCase())

/** A price field (`pounds()` in src/fields/pounds.ts) keeps pence; the copy gives pounds. */
const isPence = (field: Field) =>
  field.type === 'number' &&
  JSON.stringify((field.admin as { components?: unknown } | undefined)?.components ?? '').includes('PoundsCell')

/** Staff ids (who did what), joins (another collection's list, paginated), hidden and internal fields: not copied. */
const internal = (field: Extract<Field, { name: string }>) =>
  INTERNAL.has(field.name) ||
  field.type === 'join' ||
  ((field.type === 'relationship' || field.type === 'upload') && field.relationTo === 'users') ||
  Boolean((field.admin as { hidden?: boolean } | undefined)?.hidden)

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)

const optionLabel = (field: Field, value: unknown) => {
  const options = 'options' in field && Array.isArray(field.options) ? field.options : []
  const option = options.find((o) => (typeof o === 'string' ? o : o.value) === value)
  return typeof option === 'object' && option && typeof option.label === 'string' ? option.label : String(value)
}

const idOf = (value: unknown) => (typeof value === 'object' && value && 'id' in value ? (value as Row).id : value)

/**
 * One record as the person's copy holds it, from its collection's fields: the machine-readable values (prices in
 * pounds, relations as record numbers) and the readable lines (labelled, pounds, UK dates), both without the
 * business's internal fields.
 */
export function copyRecord(fields: readonly Field[], doc: Row): { data: Row; lines: CopyLine[] } {
  const data: Row = { id: doc.id }
  const lines: CopyLine[] = [{ label: 'Record number', text: String(doc.id) }]
  walk(fields, doc, data, lines, '')
  for (const [name, label] of [
    ['createdAt', 'Created'],
    ['updatedAt', 'Last changed'],
  ] as const)
    if (typeof doc[name] === 'string') {
      data[name] = doc[name]
      lines.push({ label, text: dayMonthYearAtTime(doc[name] as string) })
    }
  for (const name of ['filename', 'mimeType', 'filesize', 'width', 'height'])
    if (!isEmpty(doc[name]) && !(name in data)) {
      data[name] = doc[name]
      lines.push({ label: labelOf({ name }), text: String(doc[name]) })
    }
  return { data, lines }
}

function walk(fields: readonly Field[], doc: Row, data: Row, lines: CopyLine[], prefix: string) {
  for (const field of dataFields(fields)) {
    if (internal(field)) continue
    const value = doc[field.name]
    if (isEmpty(value)) continue
    const label = `${prefix}${labelOf(field)}`
    if (field.type === 'group' && 'fields' in field && typeof value === 'object') {
      const group: Row = {}
      walk(field.fields, value as Row, group, lines, `${label} › `)
      if (Object.keys(group).length > 0) data[field.name] = group
    } else if (field.type === 'array' && 'fields' in field && Array.isArray(value)) {
      data[field.name] = value.map((row: Row, i) => {
        const copied: Row = {}
        walk(field.fields, row, copied, lines, `${label} ${i + 1} › `)
        return copied
      })
    } else if (isPence(field) && typeof value === 'number') {
      // In pounds, under a name that says so no more ("amountPence": 2500 is "amount": 25).
      data[field.name.replace(/Pence$/, '') || field.name] = value / 100
      lines.push({ label, text: formatPence(value) })
    } else if (field.type === 'date' && typeof value === 'string') {
      data[field.name] = value
      // A day (a payment's day, a fitting's) reads as the day alone, as the admin shows it; a moment with its time.
      const dayOnly = field.admin?.date?.pickerAppearance === 'dayOnly'
      lines.push({ label, text: dayOnly ? dayMonthYear(value) : dayMonthYearAtTime(value) })
    } else if (field.type === 'select' || field.type === 'radio') {
      data[field.name] = value
      const values = Array.isArray(value) ? value : [value]
      lines.push({ label, text: values.map((v) => optionLabel(field, v)).join(', ') })
    } else if (field.type === 'checkbox') {
      data[field.name] = value
      lines.push({ label, text: value ? 'Yes' : 'No' })
    } else if (field.type === 'relationship' || field.type === 'upload') {
      const ids = Array.isArray(value) ? value.map(idOf) : idOf(value)
      data[field.name] = ids
      lines.push({ label, text: (Array.isArray(ids) ? ids : [ids]).map((id) => `#${String(id)}`).join(', ') })
    } else if (typeof value === 'object') {
      data[field.name] = value
      lines.push({ label, text: JSON.stringify(value) })
    } else {
      data[field.name] = value
      lines.push({ label, text: String(value) })
    }
  }
}
