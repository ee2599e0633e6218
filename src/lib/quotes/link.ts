import type { Payload } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { env } from '@/lib/platform/env'
import type { Quote } from '@/payload-types'
import { hashOf, type QuoteContent } from './content'
import { quoteAcceptedMail, quoteQuestionMail } from './mails'
import { quoteLink, sentContentOf } from './send'
import { readLinkToken } from '@/lib/platform/signedLinks'

/** What the customer's link `/quote/<token>` shows. */
export type QuoteView =
  | { state: 'invalid' | 'expired' }
  /** a newer revision replaced this one: `latest` is its link once it has been sent */
  | { state: 'superseded'; revision: number; latest: string | null }
  | { state: 'closed'; content: QuoteContent; status: Quote['status'] }
  | { state: 'open'; content: QuoteContent; questions: number }
  | { state: 'accepted'; content: QuoteContent; acceptedAt: string; acceptedName: string }

type Found = { ok: true; quote: Quote; revision: number } | { ok: false; view: QuoteView }

async function quoteOf(payload: Payload, token: string, now: Date): Promise<Found> {
  const check = readLinkToken(env.PAYLOAD_SECRET, 'quote', token, now)
  if (!check.ok) return { ok: false, view: { state: check.reason } }
  const quote = await payload
    .findByID({ collection: 'quotes', id: check.id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!quote || !quote.sentRevision) return { ok: false, view: { state: 'invalid' } }
  return { ok: true, quote, revision: check.revision }
}

export async function quoteView(payload: Payload, token: string, now = new Date()): Promise<QuoteView> {
  const found = await quoteOf(payload, token, now)
  if (!found.ok) return found.view
  const { quote, revision } = found
  const content = sentContentOf(quote)
  const accepted = quote.acceptance?.acceptedAt && quote.acceptance.revision === revision
  if (accepted && content)
    return {
      state: 'accepted',
      content,
      acceptedAt: quote.acceptance!.acceptedAt!,
      acceptedName: quote.acceptance!.name ?? '',
    }
  if (revision !== quote.sentRevision || revision !== quote.revision || !content) {
    const latestSent = quote.status === 'sent' && quote.revision === quote.sentRevision && quote.validUntil
    return {
      state: 'superseded',
      revision,
      latest: latestSent ? quoteLink(quote.id, quote.sentRevision!, quote.validUntil!) : null,
    }
  }
  const lapsed = quote.validUntil && Date.parse(quote.validUntil) < now.getTime()
  if (quote.status !== 'sent' || lapsed)
    return { state: 'closed', content, status: lapsed && quote.status === 'sent' ? 'expired' : quote.status }
  return { state: 'open', content, questions: quote.questions?.length ?? 0 }
}

export type LinkOutcome = 'accepted' | 'asked' | 'incomplete' | 'unchanged' | 'invalid' | 'expired'

/**
 * "Accept this quote": the typed full name and the terms ticked. Records when, the name, the client's address and a
 * SHA-256 of exactly the content shown (the revision's frozen copy), then tells the business.
 */
export async function acceptQuote(
  payload: Payload,
  token: string,
  input: { name: string; terms: boolean; clientAddress: string },
  now = new Date(),
): Promise<LinkOutcome> {
  const name = input.name.replace(/\s+/g, ' ').trim()
  if (name.length < 3 || name.length > 100 || !input.terms) return 'incomplete'
  const view = await quoteView(payload, token, now)
  if (view.state === 'invalid' || view.state === 'expired') return view.state
  if (view.state !== 'open') return 'unchanged'
  const found = await quoteOf(payload, token, now)
  if (!found.ok) return 'invalid'
  const acceptedAt = now.toISOString()
  await payload.update({
    collection: 'quotes',
    id: found.quote.id,
    overrideAccess: true,
    data: {
      status: 'accepted',
      acceptance: {
        acceptedAt,
        name,
        clientAddress: input.clientAddress.slice(0, 64),
        revision: view.content.revision,
        hash: hashOf(view.content),
      },
    },
  })
  const facts = await businessFacts(payload)
  await sendMails(
    payload,
    [quoteAcceptedMail(found.quote.id, view.content, { name, at: acceptedAt }, facts)],
    `quote ${found.quote.id}`,
  )
  return 'accepted'
}

/** "Ask a question": saved on the quote and e-mailed to the business. */
export async function askAboutQuote(payload: Payload, token: string, text: string, now = new Date()) {
  const question = text.trim().slice(0, 2000)
  if (!question) return 'incomplete'
  const view = await quoteView(payload, token, now)
  if (view.state === 'invalid' || view.state === 'expired') return view.state
  if (view.state !== 'open' && view.state !== 'accepted') return 'unchanged'
  const found = await quoteOf(payload, token, now)
  if (!found.ok) return 'invalid'
  const before = (found.quote.questions ?? []).map(({ askedAt, text }) => ({ askedAt, text }))
  await payload.update({
    collection: 'quotes',
    id: found.quote.id,
    overrideAccess: true,
    data: { questions: [...before, { askedAt: now.toISOString(), text: question }] },
  })
  await sendMails(
    payload,
    [quoteQuestionMail(found.quote.id, view.content, question, await businessFacts(payload))],
    `quote ${found.quote.id}`,
  )
  return 'asked'
}
