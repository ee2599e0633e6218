import type { Payload, PayloadRequest } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { env } from '@/lib/platform/env'
import type { Quote } from '@/payload-types'
import { contentOf, type QuoteContent } from '../lines/content'
import { quoteSentMail } from './mails'
import { offersNow, productsById } from '../lines/pricingInputs'
import { readOrderSettings } from '../lines/settings'
import { QUOTE_MOVE_CONTEXT } from '../states/states'
import { linkToken } from '@/lib/platform/signedLinks'

const DAY_MS = 86_400_000

export type SendResult = { ok: true; revision: number; to: string } | { ok: false; status: number; error: string }

/** The customer's signed token for one send of one revision (the last part of their link). */
export const quoteToken = (id: number | string, revision: number, validUntil: string, serial: number) =>
  linkToken(env.PAYLOAD_SECRET, 'quote', id, revision, new Date(validUntil), serial)

export const quoteLink = (id: number | string, revision: number, validUntil: string, serial: number) =>
  `${env.SITE_URL}/quote/${quoteToken(id, revision, validUntil, serial)}`

/** The revision as sendQuote stored it (contentOf's result, saved as JSON). */
const storedContent = (stored: object) => stored as QuoteContent

/** The content the customer's link shows for the revision that was sent. */
export const sentContentOf = (quote: Pick<Quote, 'sentContent'>): QuoteContent | null =>
  quote.sentContent && typeof quote.sentContent === 'object' ? storedContent(quote.sentContent) : null

/** Why this quote cannot be sent as it is saved, or null when it can (the send and its confirmation both ask). */
export function whyNotSendable(quote: Quote): { status: number; error: string } | null {
  if (!['draft', 'sent'].includes(quote.status))
    return { status: 409, error: `This quote is ${quote.status}: it can no longer be sent.` }
  if (!quote.customerEmail) return { status: 400, error: "Add the customer's e-mail address first." }
  const lines = quote.lines ?? []
  if (!lines.length || lines.some((l) => !l.product || !l.widthMm || !l.dropMm))
    return { status: 400, error: 'Every window needs a product, a measured width and a drop.' }
  if (lines.some((l) => l.gridPence == null && !l.adjustmentPence))
    return { status: 400, error: 'A window beyond the price grid needs its price as an adjustment.' }
  return null
}

/** The saved quote when it can be sent as it is, or why not (404 when there is no such quote). */
export async function loadSendableQuote(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
): Promise<{ ok: true; quote: Quote; to: string } | { ok: false; status: number; error: string }> {
  const quote = await payload
    .findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote) return { ok: false, status: 404, error: 'No such quote.' }
  const refused = whyNotSendable(quote)
  // `to`: whyNotSendable refuses a quote without the customer's e-mail address.
  return refused ? { ok: false, ...refused } : { ok: true, quote, to: String(quote.customerEmail) }
}

/**
 * "Send to customer": freezes the current revision (its content, and the offers valid today when it is first
 * sent), sets valid-until from Settings, and e-mails the customer a signed link naming that revision and this send:
 * every link sent before (an older revision, a mistyped address) is retired.
 */
export async function sendQuote(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
  now = new Date(),
): Promise<SendResult> {
  const loaded = await loadSendableQuote(payload, id, req)
  if (!loaded.ok) return loaded
  const { quote, to } = loaded

  const settings = await readOrderSettings(payload, req)
  const validUntil = new Date(now.getTime() + settings.quoteValidDays * DAY_MS).toISOString()
  const linkSerial = (quote.linkSerial ?? 0) + 1
  const priced = await payload.update({
    collection: 'quotes',
    id,
    overrideAccess: true,
    req,
    context: { [QUOTE_MOVE_CONTEXT]: 'send' },
    data: {
      linkSerial,
      status: 'sent',
      sentRevision: quote.revision ?? 1,
      sentAt: now.toISOString(),
      firstSentAt: quote.firstSentAt ?? now.toISOString(),
      validUntil,
      offers: quote.offers ?? (await offersNow(payload, now, false, req)),
    },
  })
  const products = await productsById(payload, req)
  const names = new Map([...products].map(([key, p]) => [key, p.name]))
  const labels = new Map([...products].map(([key, p]) => [key, new Map(p.options.map((o) => [o.code, o.label]))]))
  // The copy sent stores the options' labels; a copy already sent or accepted keeps what it had.
  const content = contentOf(priced, names, settings, labels)
  await payload.update({
    collection: 'quotes',
    id,
    overrideAccess: true,
    req,
    context: { [QUOTE_MOVE_CONTEXT]: 'send' },
    data: { sentContent: content },
  })
  const link = quoteLink(id, content.revision, validUntil, linkSerial)
  await sendMails(payload, [quoteSentMail(to, content, link, await businessFacts(payload))], `quote ${id}`)
  return { ok: true, revision: content.revision, to }
}
