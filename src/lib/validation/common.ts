import { isValid as isValidPostcode, toNormalised } from 'postcode'
import { z } from '@/lib/validation/zod'

import { cleanHost, cleanPath, cleanTag } from '@/lib/attribution'

import { typedText } from './typedText'

/**
 * Field rules shared by every lead form, in the browser and on the server, and by the lead collections' own
 * validation in /admin (src/fields/leadFields.ts). Messages are shown to visitors and staff.
 */

// Every typed field follows the one rule in ./typedText.ts (no text-direction or control characters; line breaks and
// tabs only in message fields); its messages come first, so they are the ones shown.
const NO_MARKUP = /^[^<>]*$/

export { DIRECTION_MESSAGE, SINGLE_LINE_MESSAGE } from './typedText'

const oneLineString = () => typedText(z.string().trim())
const tooLong = (max: number) => `Please keep this under ${max} characters.`

/** One line of plain text: no control characters, no markup. */
export const singleLineText = (max: number) =>
  oneLineString().max(max, tooLong(max)).regex(NO_MARKUP, 'Please remove the < and > characters.')

/** Free text over several lines (messages): any printable character, line breaks and tabs. */
export const multiLineText = (max: number) => typedText(z.string().trim(), { multiLine: true }).max(max, tooLong(max))

/** Text that may not be empty after trimming. */
export const requiredText = (label: string, max: number, min = 1) =>
  singleLineText(max).min(
    min,
    min > 1 ? `Please enter your ${label} (at least ${min} characters).` : `Please enter your ${label}.`,
  )

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)

/** The same rule for a field the visitor may leave empty: empty strings become undefined. */
export const optional = <T extends z.ZodType>(rule: T) => z.preprocess(emptyToUndefined, rule.optional())

export const personName = requiredText('name', 100, 2)
export const firstName = requiredText('first name', 60)
export const lastName = requiredText('last name', 60)
/** A street address for a measuring visit. */
export const streetAddress = requiredText('address', 300, 5)
export const MESSAGE_MAX = 2000

/** UK phone numbers: 10-11 digits (0121 …, 07…), or +44 followed by 9-10 digits. */
export const ukPhone = oneLineString()
  .max(30, 'Please enter a phone number we can call.')
  .refine((value) => {
    const digits = value.replace(/[\s()-]/g, '')
    return /^0\d{9,10}$/.test(digits) || /^\+44\d{9,10}$/.test(digits)
  }, 'Please enter a UK phone number, e.g. 0121 496 0123.')

export const email = oneLineString()
  .max(200, 'Please enter a shorter e-mail address.')
  .email('Please enter a valid e-mail address.')

export const optionalEmail = optional(email)

/** A full UK postcode, stored normalised ("b139xy" → "B13 9XY"). */
export const ukPostcode = oneLineString()
  .max(10, 'Please enter a UK postcode, e.g. B13 9XY.')
  .refine((v) => isValidPostcode(v), 'Please enter a UK postcode, e.g. B13 9XY.')
  .transform((v) => toNormalised(v) ?? v.toUpperCase())

export const optionalPostcode = optional(ukPostcode)

/** Where the form was sent from: a site path, never a URL elsewhere. */
export const sourcePage = z
  .string()
  .trim()
  .max(200)
  .regex(/^\/[A-Za-z0-9\-/#?=&._]*$/, 'Invalid source page.')
  .optional()

/** Client-generated key that makes a retried submit store one lead. */
export const idempotencyKey = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{8,100}$/, 'Invalid request key.')
  .optional()

/** Honeypot: a field people never see. Bots fill it; the request is then accepted and discarded. */
export const honeypot = z.string().max(500).optional()

/**
 * Where the visit came from (sent by the browser with every lead). Bounded and cleaned, never a reason to refuse a
 * lead: a value that is not a plain path, host or short tag is dropped and the lead is stored without it.
 */
const attributionValue = (clean: (value: string) => string | undefined) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined ? undefined : clean(v)))
    .catch(undefined)

export const attributionFields = {
  landingPage: attributionValue(cleanPath),
  referrerHost: attributionValue(cleanHost),
  utmSource: attributionValue((v) => cleanTag(v)),
  utmMedium: attributionValue((v) => cleanTag(v)),
  utmCampaign: attributionValue((v) => cleanTag(v)),
}
