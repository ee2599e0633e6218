/**
 * How a privacy request recognises a person: by the contact details on their own records, compared whole after
 * normalising, never by searching free text. Pure functions: the database search (src/lib/privacy/person.ts) only
 * narrows the rows, these decide.
 */

/** Who a request is about: an e-mail address (trimmed, lower-cased) or a UK phone number in international form. */
export type Contact = { email: string } | { phone: string }

/** An e-mail address as compared: trimmed and lower-cased; null when it is not one address. */
export function normaliseEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const email = value.trim().toLowerCase()
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : null
}

/**
 * A phone number as compared: the same UK number in international form (`+441214960123`), however it was written
 * ("0121 496 0123", "+44 (0)121 496-0123", "0044 121 4960123"); null when the value is not one UK number (letters,
 * two numbers, too few or too many digits).
 */
export function normalisePhone(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const written = value.trim().replace(/\(0\)/, '')
  if (!/^\+?[\d\s().-]+$/.test(written)) return null
  let digits = written.replace(/\D/g, '')
  if (written.startsWith('+')) {
    if (!digits.startsWith('44')) return null
    digits = digits.slice(2)
  } else if (digits.startsWith('0044')) digits = digits.slice(4)
  else if (digits.startsWith('44') && digits.length === 12) digits = digits.slice(2)
  else if (digits.startsWith('0')) digits = digits.slice(1)
  else return null
  // "+44 0121 …": the trunk 0 typed after the country code.
  if (digits.startsWith('0')) digits = digits.slice(1)
  return /^[1-9]\d{8,9}$/.test(digits) ? `+44${digits}` : null
}

export function parseContact(query: unknown): Contact | null {
  if (typeof query !== 'string') return null
  const email = normaliseEmail(query)
  if (email) return { email }
  const phone = normalisePhone(query)
  return phone ? { phone } : null
}

/** Whether a stored e-mail or phone value is the contact (both normalised, compared whole). */
export function sameContact(contact: Contact, kind: 'email' | 'phone', value: unknown): boolean {
  if ('email' in contact) return kind === 'email' && normaliseEmail(value) === contact.email
  return kind === 'phone' && normalisePhone(value) === contact.phone
}

// A phone number written in text: digits with single separators between them, never across a letter or a line.
const PHONE_IN_TEXT = /(?<![\w@+])\+?\(?\d(?:[ \t().-]{0,2}\d){6,16}/g
// An e-mail address written in text, whole (so `sal@example.com` is not `al@example.com`).
const EMAIL_IN_TEXT = /[^\s@<>()[\]{},;:"'`]+@[^\s@<>()[\]{},;:"'`]+/g

/** Where the contact is written in a text, whole: [start, end) of each mention. */
export function mentionsIn(text: unknown, contact: Contact): [number, number][] {
  if (typeof text !== 'string' || text === '') return []
  const found: [number, number][] = []
  const pattern = 'email' in contact ? EMAIL_IN_TEXT : PHONE_IN_TEXT
  for (const match of text.matchAll(pattern)) {
    const written = 'email' in contact ? match[0].replace(/[.!?]+$/, '') : match[0]
    if ('email' in contact ? normaliseEmail(written) === contact.email : normalisePhone(written) === contact.phone)
      found.push([match.index, match.index + written.length])
  }
  return found
}

export const MENTION_REMOVED = '[removed]'

/** The text with each mention of the contact replaced, the rest as it was. */
export function removeMentions(text: string, contact: Contact): string {
  let out = text
  for (const [start, end] of mentionsIn(text, contact).reverse())
    out = `${out.slice(0, start)}${MENTION_REMOVED}${out.slice(end)}`
  return out
}

/** A few words either side of the first mention, for the owner to judge and for the person's copy. */
export function mentionExcerpt(text: string, contact: Contact, around = 40): string {
  const [first] = mentionsIn(text, contact)
  if (!first) return ''
  const start = Math.max(0, first[0] - around)
  const end = Math.min(text.length, first[1] + around)
  return `${start > 0 ? '…' : ''}${text.slice(start, end).replace(/\s+/g, ' ').trim()}${end < text.length ? '…' : ''}`
}

/** The digits a database search narrows phone columns and texts by: the national number without its trunk 0. */
export const phoneNeedle = (phone: string) => phone.replace(/^\+44/, '')

/** How a person's records are told apart when a contact is shared: by the name on them (case and spaces aside). */
export const personKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase()
