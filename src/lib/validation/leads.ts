import { z } from 'zod'

import { BLIND_TYPES, TIME_WINDOWS, values, WINDOW_COUNTS } from '@/lib/leads/options'
import {
  email,
  honeypot,
  idempotencyKey,
  optionalEmail,
  optionalPostcode,
  optionalText,
  personName,
  requiredText,
  sourcePage,
  ukPhone,
  ukPostcode,
} from './common'
import { preferredDateProblem } from './dates'

/**
 * The two lead schemas. Each is used by the browser form (react-hook-form's zod resolver) and by the server
 * endpoint, so a visitor sees exactly the rules the server enforces. Unknown keys (status, notes, ids,
 * timestamps…) are stripped: only the visitor's own fields are ever stored.
 */

const preferredDate = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = preferredDateProblem(value)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })

const optionalPreferredDate = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  preferredDate.optional(),
)

/** POST /api/measuring-appointment — seed 3.1 insert shape plus the booking extras. */
export const appointmentSchema = z.object({
  customerName: personName,
  customerEmail: optionalEmail,
  customerPhone: ukPhone,
  address: requiredText('address', 300, 5),
  postcode: optionalPostcode,
  scheduledDate: optionalPreferredDate,
  scheduledTime: z.enum(values(TIME_WINDOWS), { message: 'Please choose a time.' }).default('flexible'),
  windowCount: z.preprocess((v) => (v === '' ? undefined : v), z.enum(values(WINDOW_COUNTS)).optional()),
  blindType: z.preprocess((v) => (v === '' ? undefined : v), z.enum(values(BLIND_TYPES)).optional()),
  notes: optionalText(2000),
  sourcePage,
  idempotencyKey,
  website: honeypot,
})
export type AppointmentInput = z.input<typeof appointmentSchema>
export type Appointment = z.output<typeof appointmentSchema>

/** The /book page asks for more than the area form: a date, an e-mail for the confirmation and the postcode. */
export const bookingPageSchema = appointmentSchema.extend({
  customerEmail: email,
  postcode: ukPostcode,
  scheduledDate: preferredDate,
})
export type BookingPageInput = z.input<typeof bookingPageSchema>

/** The area page form (seed 3.7, 5): name, phone and address required; e-mail optional but e-mail-shaped. */
export const areaBookingSchema = appointmentSchema
export type AreaBookingInput = z.input<typeof areaBookingSchema>

/** POST /api/quote-request — seed 3.1 quote shape. */
export const quoteRequestSchema = z.object({
  firstName: requiredText('first name', 60),
  lastName: requiredText('last name', 60),
  email,
  phone: ukPhone,
  postcode: ukPostcode,
  address: optionalText(300, { plain: true }),
  productType: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(['faux-wood', 'wooden', 'both', 'advice'], { message: 'Please choose a product.' }).optional(),
  ),
  message: optionalText(2000),
  sourcePage,
  idempotencyKey,
  website: honeypot,
})
export type QuoteRequestInput = z.input<typeof quoteRequestSchema>
export type QuoteRequest = z.output<typeof quoteRequestSchema>

/** Field path → first message, for 400 answers and inline form errors. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of error.issues) {
    const key = issue.path.join('.') || '_'
    if (!(key in out)) out[key] = issue.message
  }
  return out
}
