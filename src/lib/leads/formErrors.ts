import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A form sent without JavaScript that fails validation lands on /thank-you?ok=0 with its field messages, so the
 * page can name each field and its message as the interactive form does. The messages travel in the address, so
 * they are sealed with an HMAC of the server's secret: the page shows only what this server wrote, never text
 * someone put in a link. They hold the rule's message only, never what the visitor typed.
 */
const sign = (secret: string, body: string) =>
  createHmac('sha256', `form-errors:${secret}`).update(body).digest('base64url')

export function sealFormErrors(secret: string, fields: Record<string, string>): string {
  const body = Buffer.from(JSON.stringify(fields)).toString('base64url')
  return `${body}.${sign(secret, body)}`
}

export function openFormErrors(secret: string, sealed: string | undefined): Record<string, string> | null {
  const match = /^([A-Za-z0-9_-]{1,4000})\.([A-Za-z0-9_-]{43})$/.exec(sealed ?? '')
  if (!match) return null
  const [, body, given] = match
  const expected = Buffer.from(sign(secret, body))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null
  try {
    const parsed: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    if (!parsed || typeof parsed !== 'object') return null
    return Object.fromEntries(Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'))
  } catch {
    return null
  }
}

/** The page a form was sent from, for "Back to the form": a path on this site, else the booking page. */
export const formPagePath = (page: unknown): string =>
  typeof page === 'string' && /^\/(?!\/)[^\s\\]{0,200}$/.test(page) ? page : '/book'

/** The lead forms' field labels, as the forms show them (field name → label). */
export const LEAD_FIELD_LABELS: Record<string, string> = {
  customerName: 'Full name',
  customerPhone: 'Phone number',
  customerEmail: 'Email',
  address: 'Address',
  postcode: 'Postcode',
  scheduledDate: 'Preferred date',
  scheduledTime: 'Preferred time',
  windowCount: 'Number of windows',
  blindType: 'Blind type',
  notes: 'Anything we should know?',
  slot: 'Free times',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  productType: 'Interested in',
  message: 'Message',
}
