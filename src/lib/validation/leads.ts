import { z } from '@/lib/validation/zod'

import { BLIND_TYPES, TIME_WINDOWS, values, WINDOW_COUNTS } from '@/content/leadOptions'
import {
  attributionFields,
  email,
  firstName,
  honeypot,
  idempotencyKey,
  lastName,
  MESSAGE_MAX,
  multiLineText,
  optional,
  personName,
  singleLineText,
  sourcePage,
  streetAddress,
  ukPhone,
  ukPostcode,
} from './common'
import { normaliseVisitDate, preferredDateProblem } from './dates'

/**
 * The rule of each field a visitor types into, per lead collection. The schemas below and the collections' own
 * validation (src/fields/leadFields.ts, so a lead entered in /admin is held to the same shape) both use
 * these; whether a field may be left empty is decided by each side.
 */
export const appointmentFieldRules = {
  customerName: personName,
  customerPhone: ukPhone,
  customerEmail: email,
  address: streetAddress,
  postcode: ukPostcode,
  notes: multiLineText(MESSAGE_MAX),
}

export const quoteFieldRules = {
  firstName,
  lastName,
  email,
  phone: ukPhone,
  postcode: ukPostcode,
  address: singleLineText(300),
  message: multiLineText(MESSAGE_MAX),
}

/**
 * The two lead schemas. Each is used by the browser form (react-hook-form's zod resolver) and by the server
 * endpoint, so a visitor sees exactly the rules the server enforces. Unknown keys (status, notes, ids,
 * timestamps…) are stripped: only the visitor's own fields are ever stored.
 */

/** YYYY-MM-DD or an ISO 8601 date-time, stored as the UK calendar day. */
const preferredDate = z
  .string()
  .trim()
  .transform(normaliseVisitDate)
  .superRefine((value, ctx) => {
    const problem = preferredDateProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

const optionalPreferredDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  preferredDate.optional(),
)

/**
 * The windows priced on the site, as the estimate form's query string (a hidden field). The server prices them
 * again from the grids when it stores the lead; a list it cannot read is dropped, never a reason to refuse a lead.
 */
const estimateWindows = z.string().max(4000).optional().catch(undefined)

/** POST /api/measuring-appointment: the appointment's fields plus the booking extras (date, time window, blinds). */
export const appointmentSchema = z.object({
  customerName: appointmentFieldRules.customerName,
  customerEmail: optional(appointmentFieldRules.customerEmail),
  customerPhone: appointmentFieldRules.customerPhone,
  address: appointmentFieldRules.address,
  postcode: optional(appointmentFieldRules.postcode),
  scheduledDate: optionalPreferredDate,
  scheduledTime: z.enum(values(TIME_WINDOWS), { message: 'Please choose a time.' }).default('flexible'),
  windowCount: z.preprocess((v) => (v === '' ? undefined : v), z.enum(values(WINDOW_COUNTS)).optional()),
  blindType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(values(BLIND_TYPES)).optional()),
  notes: optional(appointmentFieldRules.notes),
  /** Instant booking: the chosen window as "YYYY-MM-DD|window" (the radio list's value). */
  slot: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}\|(morning|afternoon|evening|weekend)$/, { message: 'Please choose a time.' })
      .optional(),
  ),
  sourcePage,
  ...attributionFields,
  windows: estimateWindows,
  idempotencyKey,
  website: honeypot,
})
export type AppointmentInput = z.input<typeof appointmentSchema>
/** The validated fields (not Payload's stored `MeasuringAppointment`). */
export type AppointmentFields = z.output<typeof appointmentSchema>

/** The /book page asks for more than the area form: a date, an e-mail for the confirmation and the postcode. */
export const bookingPageSchema = appointmentSchema.extend({
  customerEmail: email,
  postcode: ukPostcode,
  scheduledDate: preferredDate,
})
export type BookingPageInput = z.input<typeof bookingPageSchema>

/** The area page form: name, phone and address required; e-mail optional but e-mail-shaped. */
export const areaBookingSchema = appointmentSchema
export type AreaBookingInput = z.input<typeof areaBookingSchema>

/** POST /api/quote-request: name, e-mail, phone and a message. */
export const quoteRequestSchema = z.object({
  firstName: quoteFieldRules.firstName,
  lastName: quoteFieldRules.lastName,
  email: quoteFieldRules.email,
  phone: quoteFieldRules.phone,
  postcode: quoteFieldRules.postcode,
  address: optional(quoteFieldRules.address),
  productType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['faux-wood', 'wooden', 'both', 'advice'], { message: 'Please choose a product.' }).optional(),
  ),
  message: optional(quoteFieldRules.message),
  sourcePage,
  ...attributionFields,
  windows: estimateWindows,
  idempotencyKey,
  website: honeypot,
})
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>
/** The validated fields (not Payload's stored `QuoteRequest`, which adds status and bookkeeping). */
export type QuoteRequestFields = z.output<typeof quoteRequestSchema>

/** Field path → first message, for 400 answers and inline form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    if (!(key in out)) out[key] = issue.message
  }
  return out
}
