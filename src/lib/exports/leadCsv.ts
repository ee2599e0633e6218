import type { ExportBeforeHook } from '@payloadcms/plugin-import-export/types'

import { APPOINTMENT_STATUSES, BLIND_TYPES, QUOTE_STATUSES, TIME_WINDOWS, WINDOW_COUNTS } from '@/content/leadOptions'
import { calendarNumericDate, numericDateTime } from '@/lib/platform/ukDates'
import { neutraliseFormula } from './csvFormulas'

type Doc = Record<string, unknown>
type Column = { field: string; heading: string; cell?: (value: unknown) => unknown }

/** "26/11/2026 14:05" in UK local time (GMT or BST), as a spreadsheet in the UK reads it. */
export const ukDateTime = (value: unknown) => (typeof value === 'string' && value ? numericDateTime(value) : '')
/** A visit day is stored as midnight UTC of the UK day: shown as that day. */
const day = (value: unknown) => (typeof value === 'string' && value ? calendarNumericDate(value) : '')
const label =
  (options: readonly { value: string; label: string }[]) =>
  (value: unknown): unknown =>
    options.find((o) => o.value === value)?.label ?? value ?? ''
/** The notes log in one cell, oldest first: "26/11/2026 14:05 Office Staff: Rang, no answer". */
const notes = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((n: Doc) => `${ukDateTime(n.writtenAt)} ${n.author ?? ''}: ${n.note ?? ''}`.replace(/\s+:/, ':'))
        .join('\n')
    : ''

/** The windows priced on the site, one per line: "Kitchen: Real wood, Carbon, 90 × 140 cm, £120.00". */
const pricedWindows = (value: unknown) =>
  Array.isArray(value)
    ? value
        .map((w: Doc) => {
          const size = `${w.width ?? '?'} × ${w.drop ?? '?'} cm`
          const estimate = typeof w.estimate === 'number' ? `£${(w.estimate / 100).toFixed(2)}` : 'priced at the visit'
          const what = [w.product, w.finish, w.options, size, estimate].filter(Boolean).join(', ')
          return w.room ? `${w.room}: ${what}` : what
        })
        .join('\n')
    : ''
const pounds = (value: unknown) => (typeof value === 'number' ? (value / 100).toFixed(2) : '')

const shared = {
  received: { field: 'createdAt', heading: 'Received', cell: ukDateTime },
  respondBy: { field: 'respondBy', heading: 'Reply due by', cell: ukDateTime },
  notes: { field: 'staffNotes', heading: 'Staff notes', cell: notes },
  channel: { field: 'channel', heading: 'Came through' },
  sourcePage: { field: 'sourcePage', heading: 'Sent from page' },
  landingPage: { field: 'landingPage', heading: 'First page of the visit' },
  referrer: { field: 'referrerHost', heading: 'Referring site' },
  campaign: { field: 'utmCampaign', heading: 'Campaign' },
  windows: { field: 'windows', heading: 'Windows priced on the site', cell: pricedWindows },
  estimatedTotal: { field: 'estimatedTotal', heading: 'Estimated total (£)', cell: pounds },
  id: { field: 'id', heading: 'Lead number' },
} satisfies Record<string, Column>

/** The columns of each lead export, in the order staff read them: who, how to reach them, what they asked, where it stands. */
export const LEAD_CSV_COLUMNS: Record<string, Column[]> = {
  'measuring-appointments': [
    shared.received,
    { field: 'customerName', heading: 'Name' },
    { field: 'customerPhone', heading: 'Phone' },
    { field: 'customerEmail', heading: 'E-mail' },
    { field: 'address', heading: 'Address' },
    { field: 'postcode', heading: 'Postcode' },
    { field: 'scheduledDate', heading: 'Preferred date', cell: day },
    { field: 'scheduledTime', heading: 'Preferred time', cell: label(TIME_WINDOWS) },
    { field: 'windowCount', heading: 'Windows', cell: label(WINDOW_COUNTS) },
    { field: 'blindType', heading: 'Blind type', cell: label(BLIND_TYPES) },
    { field: 'notes', heading: "Customer's message" },
    shared.windows,
    shared.estimatedTotal,
    { field: 'status', heading: 'Status', cell: label(APPOINTMENT_STATUSES) },
    shared.respondBy,
    shared.notes,
    { field: 'booking', heading: 'Booked as' },
    shared.channel,
    shared.sourcePage,
    shared.landingPage,
    shared.referrer,
    shared.campaign,
    shared.id,
  ],
  'quote-requests': [
    shared.received,
    { field: 'firstName', heading: 'First name' },
    { field: 'lastName', heading: 'Last name' },
    { field: 'phone', heading: 'Phone' },
    { field: 'email', heading: 'E-mail' },
    { field: 'address', heading: 'Address' },
    { field: 'postcode', heading: 'Postcode' },
    { field: 'productType', heading: 'Product' },
    { field: 'message', heading: 'Message' },
    shared.windows,
    shared.estimatedTotal,
    { field: 'status', heading: 'Status', cell: label(QUOTE_STATUSES) },
    shared.respondBy,
    shared.notes,
    shared.channel,
    shared.sourcePage,
    shared.landingPage,
    shared.referrer,
    shared.campaign,
    shared.id,
  ],
}

/** One lead as a CSV row: human headings, UK local times, labels for coded values; only the fields exported. */
export function leadCsvRow(collection: string, doc: Doc): Record<string, unknown> {
  const row: Record<string, unknown> = {}
  for (const column of LEAD_CSV_COLUMNS[collection] ?? []) {
    if (!(column.field in doc)) continue
    const value = doc[column.field]
    row[column.heading] = neutraliseFormula(column.cell ? column.cell(value) : (value ?? ''))
  }
  return row
}

/**
 * The import-export plugin's per-batch export hook for the lead collections: each row rebuilt from the stored lead
 * (the plugin writes the columns this returns, in this order), every text cell made safe from formulas.
 */
export const leadCsvRows =
  (collection: string): ExportBeforeHook =>
  ({ format, data, originalData }) =>
    format === 'csv' ? (originalData as Doc[]).map((doc) => leadCsvRow(collection, doc)) : data
