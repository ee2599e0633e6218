import { isValid as isValidPostcode, toNormalised } from 'postcode'
import { z } from 'zod'

// No code generation: zod would otherwise probe `new Function` on first parse, which the site's
// Content-Security-Policy (no 'unsafe-eval') blocks and the browser reports as a violation.
z.config({ jitless: true })

/** Field rules shared by every lead form, in the browser and on the server. Messages are shown to visitors. */

// Control characters never belong in a form field; markup never belongs in a name, phone or address.
const NO_CONTROL = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]*$/
const NO_MARKUP = /^[^<>]*$/

const trimmed = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Please keep this under ${max} characters.`)
    .regex(NO_CONTROL, 'Please remove unusual characters.')

const plainText = (max: number) => trimmed(max).regex(NO_MARKUP, 'Please remove the < and > characters.')

/** Text that may not be empty after trimming. */
export const requiredText = (label: string, max: number, min = 1) =>
  plainText(max).min(min, min > 1 ? `Please enter your ${label} (at least ${min} characters).` : `Please enter your ${label}.`)

/** An optional text: empty strings become undefined. Free text (messages) may contain any printable character. */
export const optionalText = (max: number, { plain = false } = {}) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), (plain ? plainText(max) : trimmed(max)).optional())

export const personName = requiredText('name', 100, 2)

/** UK phone numbers: 10-11 digits (0121 …, 07…), or +44 followed by 9-10 digits. */
export const ukPhone = z
  .string()
  .trim()
  .max(30, 'Please enter a phone number we can call.')
  .refine((value) => {
    const digits = value.replace(/[\s()-]/g, '')
    return /^0\d{9,10}$/.test(digits) || /^\+44\d{9,10}$/.test(digits)
  }, 'Please enter a UK phone number, e.g. 0121 496 0123.')

export const email = z.string().trim().max(200, 'Please enter a shorter e-mail address.').email('Please enter a valid e-mail address.')

export const optionalEmail = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  email.optional(),
)

/** A full UK postcode, stored normalised ("b139xy" → "B13 9XY"). */
export const ukPostcode = z
  .string()
  .trim()
  .max(10, 'Please enter a UK postcode, e.g. B13 9XY.')
  .refine((v) => isValidPostcode(v), 'Please enter a UK postcode, e.g. B13 9XY.')
  .transform((v) => toNormalised(v) ?? v.toUpperCase())

export const optionalPostcode = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  ukPostcode.optional(),
)

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
