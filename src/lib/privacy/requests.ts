import type { Payload } from 'payload'

import { env } from '@/lib/platform/env'
import { sendMails } from '@/lib/platform/sendMails'
import { sendSms } from '@/lib/platform/sms'
import { isOneOf } from '@/lib/platform/narrow'
import type { BusinessFacts, Mail } from '@/lib/leads/notifications'
import { linkToken, readLinkToken } from '@/lib/platform/signedLinks'
import type { PrivacyRequest } from '@/payload-types'
import { normaliseEmail, parseContact } from './match'
import type { ErasureResult, OrderHolding, PersonFound } from './person'
import { calendarDayLabel, dayMonthYear } from '@/lib/platform/ukDates'

const DAY_MS = 86_400_000
/** How long the person's confirmation link works. */
export const CONFIRM_LINK_DAYS = 7
/** How long the download link of their copy works. */
export const COPY_LINK_DAYS = 7

export type RequestKind = 'erasure-request' | 'copy-request'
export const REQUEST_KINDS: readonly RequestKind[] = ['erasure-request', 'copy-request']

/** The page where the person confirms their request (src/app/(frontend)/privacy-request/[token]). */
export const confirmLink = (id: number | string, revision: number, now = new Date()) =>
  `${env.SITE_URL}/privacy-request/${linkToken(env.PAYLOAD_SECRET, 'privacy-confirm', id, revision, new Date(now.getTime() + CONFIRM_LINK_DAYS * DAY_MS))}`

/** The download of their copy (the privacy log's `download` endpoint). */
export const copyLink = (id: number | string, revision: number, now = new Date()) =>
  `${env.SITE_URL}/api/cms/privacy-requests/download?token=${linkToken(env.PAYLOAD_SECRET, 'privacy-copy', id, revision, new Date(now.getTime() + COPY_LINK_DAYS * DAY_MS))}`

/**
 * The request a link opens: the latest link of that request only (each new link counts the revision up), and not
 * after it expired. A link for another purpose, or altered, is `invalid`.
 */
export async function requestOfLink(
  payload: Payload,
  purpose: 'privacy-confirm' | 'privacy-copy',
  token: string,
  now = new Date(),
): Promise<{ ok: true; request: PrivacyRequest } | { ok: false; reason: 'invalid' | 'expired' }> {
  const check = readLinkToken(env.PAYLOAD_SECRET, purpose, token, now)
  if (!check.ok) return check
  const request = await payload
    .findByID({ collection: 'privacy-requests', id: check.id, overrideAccess: true, depth: 0 })
    .catch(() => null)
  if (!request || !isOneOf(REQUEST_KINDS, request.kind)) return { ok: false, reason: 'invalid' }
  if ((request.verification?.linkRevision ?? 0) !== check.revision) return { ok: false, reason: 'invalid' }
  return { ok: true, request }
}

/** The addresses a confirmation link may go to: those on the person's own records, each once. */
export function addressesOnRecords(found: PersonFound, keys?: readonly string[]): string[] {
  const records = keys ? found.records.filter((r) => keys.includes(r.key)) : found.records
  return [...new Set(records.flatMap((r) => r.emails.map((e) => normaliseEmail(e)).filter((e) => e !== null)))]
}

const what = (kind: RequestKind) =>
  kind === 'copy-request' ? 'a copy of the personal data' : 'the erasure of the personal data'

export function confirmMail(to: string, kind: RequestKind, link: string, facts: BusinessFacts): Mail {
  return {
    kind: 'confirmation',
    to,
    subject: `Please confirm your request: ${facts.businessName}`,
    text:
      `Hello,\n\nWe have been asked for ${what(kind)} we hold about you. Before we act, please confirm it was you ` +
      `by opening this link (it works for ${CONFIRM_LINK_DAYS} days):\n${link}\n\n` +
      `If you did not ask, ignore this e-mail and nothing will happen; you can also call us on ${facts.phonePrimary}.\n\n` +
      `${facts.businessName}\n`,
  }
}

export function copyMail(to: string, link: string, facts: BusinessFacts): Mail {
  return {
    kind: 'confirmation',
    to,
    subject: `Your personal data: ${facts.businessName}`,
    text:
      `Hello,\n\nAs you asked, here is a copy of the personal data we hold about you, to read or print (the links ` +
      `work for ${COPY_LINK_DAYS} days; they are yours alone, please do not forward them):\n${link}&format=html\n\n` +
      `The same copy for a computer to read (JSON):\n${link}\n\n` +
      `Call us on ${facts.phonePrimary} with any question.\n\n${facts.businessName}\n`,
  }
}

/** What the person is told once their erasure is done: what went, a visit cancelled, what the accounts keep and until when. */
export function erasedWords(result: Pick<ErasureResult, 'cancelledVisits' | 'kept'>, facts: BusinessFacts): string {
  const lines = ['As you asked, we have erased the personal data we hold about you.']
  for (const visit of result.cancelledVisits)
    lines.push(
      visit.day
        ? `Your measuring visit on ${calendarDayLabel(visit.day)} is cancelled: nobody will come.`
        : 'Your measuring visit is cancelled: nobody will come.',
    )
  const kept = [...new Map(result.kept.map((k) => [`${k.keeps}|${k.until.slice(0, 10)}`, k])).values()]
  for (const k of kept)
    lines.push(
      `The law on business accounts makes us keep ${k.keeps} of your order until ${dayMonthYear(k.until)}; then it is erased too. Nothing else is kept.`,
    )
  lines.push(`Questions: call us on ${facts.phonePrimary}.`)
  return lines.join('\n\n')
}

export function erasedMail(
  to: string,
  result: Pick<ErasureResult, 'cancelledVisits' | 'kept'>,
  facts: BusinessFacts,
): Mail {
  return {
    kind: 'confirmation',
    to,
    subject: `Your personal data has been erased: ${facts.businessName}`,
    text: `Hello,\n\n${erasedWords(result, facts)}\n\nThis is the last e-mail we send you about it.\n\n${facts.businessName}\n`,
  }
}

/**
 * What the person is told when their erasure waits: which order still needs their details and why, and that it
 * is erased once the order is fitted and paid (or if the order is cancelled).
 */
export function waitingWords(waiting: readonly OrderHolding[], facts: BusinessFacts): string {
  const orders = waiting.map((w) => `${w.reason} (${w.record.replace(/^Quote #/, 'order #')})`).join('; ')
  return (
    `We have your request to erase your personal data, but we cannot erase it yet: ${orders}. ` +
    'The contract for your blinds still needs your name, address and contact details to make, fit and settle them. ' +
    'We will erase your data once the order is fitted and paid, and tell you when it is done. ' +
    `If you would rather cancel the order, call us on ${facts.phonePrimary}.`
  )
}

export function waitingMail(to: string, waiting: readonly OrderHolding[], facts: BusinessFacts): Mail {
  return {
    kind: 'confirmation',
    to,
    subject: `Your request to erase your data: ${facts.businessName}`,
    text: `Hello,\n\n${waitingWords(waiting, facts)}\n\n${facts.businessName}\n`,
  }
}

/**
 * Tells the person about their erasure request the way they proved it was them: by e-mail to the address they
 * confirmed by the link, or, phone-only (verified by a call back), by a text to that number. Answers how it went out.
 */
export async function tellPerson(
  payload: Payload,
  request: Pick<PrivacyRequest, 'id' | 'contact' | 'verification'>,
  message: { mail: (to: string) => Mail; text: string },
): Promise<'e-mail' | 'text' | 'nobody'> {
  const email = normaliseEmail(request.verification?.email)
  if (email && request.verification?.method === 'email-link') {
    await sendMails(payload, [message.mail(email)], `privacy request ${request.id}`)
    return 'e-mail'
  }
  const contact = parseContact(request.contact)
  if (contact && 'phone' in contact && request.verification?.method === 'call-back') {
    await sendSms(payload, { to: contact.phone, body: message.text })
    return 'text'
  }
  return 'nobody'
}
