import type { Payload } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { env } from '@/lib/platform/env'
import { errorStatus } from '@/lib/platform/narrow'
import { isTypedText } from '@/lib/validation/typedText'
import type { Quote } from '@/payload-types'
import { confirmationData, confirmationNow, storedConfirmation, type OrderConfirmation } from '../money/confirmation'
import { hashOf, type QuoteContent } from '../lines/content'
import { quoteAcceptedCustomerMail, quoteAcceptedMail, quoteDeclinedMail, quoteQuestionMail } from './mails'
import { DECLINE_REASONS, DECLINE_WORDS_MAX, labelOf } from '../lines/options'
import { sentContentOf } from './send'
import { ACCEPT_CONDITION_CONTEXT, QUOTE_MOVE_CONTEXT, type AcceptCondition } from '../states/states'
import { readLinkToken } from '@/lib/platform/signedLinks'
import { relationId } from '@/lib/platform/relationId'
import { IN_PERSON_VISIT_CONTEXT } from '../states/inPerson'

/** What the customer's link `/quote/<token>` shows. */
/** A question the customer asked through this quote's link, and our answer once there is one. */
export interface AskedQuestion {
  askedAt: string
  text: string
  answer: string | null
}

export type QuoteView =
  | { state: 'invalid' | 'expired' }
  /** the quote was sent again (a new revision, or to another address): this link no longer works */
  | { state: 'withdrawn' }
  /** this revision was changed and the new one is not sent yet (it will be e-mailed) */
  | { state: 'superseded'; revision: number }
  | { state: 'closed'; content: QuoteContent; status: Quote['status'] }
  | {
      state: 'open'
      content: QuoteContent
      /** what the customer asked through the link, oldest first, shown back on the page */
      asked: AskedQuestion[]
      /** the measuring visit the quote was made for (its appointment), where it may be accepted in person */
      visit: number | null
    }
  | {
      state: 'accepted'
      content: QuoteContent
      acceptedAt: string
      acceptedName: string
      /** the staff member's name when it was accepted in person on their device, else null */
      inPersonWith: string | null
      /** what the confirmation e-mail said (null for an order accepted before confirmations were stored) */
      confirmation: OrderConfirmation | null
      asked: AskedQuestion[]
    }

type Found = { ok: true; quote: Quote; revision: number; serial: number } | { ok: false; view: QuoteView }

async function quoteOf(payload: Payload, token: string, now: Date): Promise<Found> {
  const check = readLinkToken(env.PAYLOAD_SECRET, 'quote', token, now)
  if (!check.ok) return { ok: false, view: { state: check.reason } }
  const quote = await payload
    .findByID({ collection: 'quotes', id: check.id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!quote || !quote.sentRevision) return { ok: false, view: { state: 'invalid' } }
  // A link from an earlier send is retired: it shows neither the quote, nor a way to accept, nor the new link.
  if (check.serial !== (quote.linkSerial ?? 0)) return { ok: false, view: { state: 'withdrawn' } }
  return { ok: true, quote, revision: check.revision, serial: check.serial }
}

export async function quoteView(payload: Payload, token: string, now = new Date()): Promise<QuoteView> {
  const found = await quoteOf(payload, token, now)
  return found.ok ? viewOf(payload, found, now) : found.view
}

/** What the link shows for the quote its token found: read once, then asked about here and by the actions. */
async function viewOf(payload: Payload, found: Extract<Found, { ok: true }>, now: Date): Promise<QuoteView> {
  const { quote, revision } = found
  const content = sentContentOf(quote)
  const accepted = quote.acceptance?.acceptedAt && quote.acceptance.revision === revision
  if (accepted && content)
    return {
      state: 'accepted',
      content,
      acceptedAt: quote.acceptance!.acceptedAt!,
      acceptedName: quote.acceptance!.name ?? '',
      inPersonWith: quote.acceptance!.inPerson ? (quote.acceptance!.witnessName ?? 'our fitter') : null,
      confirmation: storedConfirmation(quote),
      asked: await askedAbout(payload, quote.id),
    }
  if (revision !== quote.sentRevision || revision !== quote.revision || !content)
    return { state: 'superseded', revision }
  const lapsed = quote.validUntil && Date.parse(quote.validUntil) < now.getTime()
  if (quote.status !== 'sent' || lapsed)
    return { state: 'closed', content, status: lapsed && quote.status === 'sent' ? 'expired' : quote.status }
  return { state: 'open', content, asked: await askedAbout(payload, quote.id), visit: relationId(quote.appointment) }
}

/** The questions asked about a quote (an erased one is gone with its words), oldest first. */
async function askedAbout(payload: Payload, quoteId: number): Promise<AskedQuestion[]> {
  const { docs } = await payload.find({
    collection: 'quote-questions',
    where: { quote: { equals: quoteId } },
    sort: 'askedAt',
    limit: 50,
    depth: 0,
    overrideAccess: true,
  })
  return docs
    .filter((q) => q.privacyState !== 'anonymised')
    .map((q) => ({ askedAt: q.askedAt, text: q.text, answer: q.answer ?? null }))
}

export type LinkOutcome =
  | 'accepted'
  | 'asked'
  | 'declined'
  | 'stopped'
  | 'incomplete'
  | 'characters'
  | 'unchanged'
  | 'changed'
  | 'withdrawn'
  | 'invalid'
  | 'expired'

/**
 * An acceptance's or a decline's write refused because another write came first: 409 while that write held the
 * row, or the state machine's 400 when it had already committed as the write read the quote (a decline racing an
 * acceptance). What the link shows now says which; any other refusal (the in-person rule's 403) is the caller's.
 */
async function lostRace(payload: Payload, token: string, now: Date, error: unknown): Promise<LinkOutcome> {
  const status = errorStatus(error)
  if (status !== 409 && status !== 400) throw error
  const after = await quoteView(payload, token, now)
  if (status === 400 && after.state === 'open') throw error
  return after.state === 'superseded' || after.state === 'withdrawn' ? 'changed' : 'unchanged'
}

/**
 * "Accept this quote": the typed full name and the terms ticked. One conditional write, in a transaction, against
 * the quote's current state, revision and send (`guardQuote` locks the row): of any number of simultaneous
 * accepts exactly one is recorded and e-mailed (to the business and to the customer); an accept of a revision
 * changed meanwhile records nothing and answers `changed`. Records when, the name, the client's address, a SHA-256
 * of exactly the content shown and that revision's figures.
 */
export async function acceptQuote(
  payload: Payload,
  token: string,
  input: {
    name: string
    terms: boolean
    clientAddress: string
    /**
     * Accepted in person: the signed-in staff member on whose phone the customer typed their name, and the visit
     * whose page the form came from. The quotes collection's hook checks the rule (`inPersonCheck`) and refuses
     * with a 4xx `APIError` (thrown to the caller) when it does not hold; the name recorded is the user's own.
     */
    inPerson?: { userId: number; visit: unknown } | null
  },
  now = new Date(),
): Promise<LinkOutcome> {
  const name = input.name.replace(/[ \t]+/g, ' ').trim()
  if (!isTypedText(name)) return 'characters'
  if (name.length < 3 || name.length > 100 || !input.terms) return 'incomplete'
  const found = await quoteOf(payload, token, now)
  if (!found.ok) return found.view.state === 'superseded' ? 'changed' : (found.view.state as LinkOutcome)
  const view = await viewOf(payload, found, now)
  if (view.state === 'superseded') return 'changed'
  if (view.state !== 'open') return 'unchanged'
  const { content } = view
  const acceptedAt = now.toISOString()
  const condition: AcceptCondition = { revision: found.revision, linkSerial: found.serial }
  // The payment details and terms of this moment, stored with the order and sent in its confirmation.
  const confirmation = await confirmationNow(payload, content.number, now)
  let accepted: Quote
  try {
    accepted = await payload.update({
      collection: 'quotes',
      id: found.quote.id,
      overrideAccess: true,
      depth: 0,
      context: {
        [QUOTE_MOVE_CONTEXT]: 'link',
        [ACCEPT_CONDITION_CONTEXT]: condition,
        ...(input.inPerson ? { [IN_PERSON_VISIT_CONTEXT]: input.inPerson.visit } : {}),
      },
      data: {
        status: 'accepted',
        acceptance: {
          acceptedAt,
          name,
          clientAddress: input.clientAddress.slice(0, 64),
          revision: content.revision,
          hash: hashOf(content),
          inPerson: Boolean(input.inPerson),
          witness: input.inPerson?.userId ?? null,
          // The witness's name is set from their record by the hook (guardInPerson).
          witnessName: null,
        },
        // The order's figures are those of the revision accepted, whatever Settings say today.
        totals: {
          listPence: content.listPence,
          offerTitle: content.offerTitle,
          offerSaving: content.offerSaving,
          adjustmentsPence: content.adjustmentsPence,
          totalPence: content.totalPence,
          depositPence: content.depositPence,
        },
        confirmation: confirmationData(confirmation),
      },
    })
  } catch (error) {
    // Another write came first: an acceptance (this link's page now says accepted) or a new revision.
    return lostRace(payload, token, now, error)
  }
  const facts = await businessFacts(payload)
  const at = {
    name,
    at: acceptedAt,
    inPersonWith: accepted.acceptance?.inPerson ? (accepted.acceptance.witnessName ?? 'our fitter') : null,
  }
  await sendMails(
    payload,
    [
      quoteAcceptedMail(found.quote.id, content, at, facts),
      ...(accepted.customerEmail
        ? [quoteAcceptedCustomerMail(accepted.customerEmail, content, at, facts, confirmation)]
        : []),
    ],
    `quote ${found.quote.id}`,
  )
  return 'accepted'
}

/**
 * "Ask a question": a record of its own (never a version of the order), e-mailed to the business; staff answer it
 * in /admin → Customer questions.
 */
export async function askAboutQuote(payload: Payload, token: string, text: string, now = new Date()) {
  const question = text.trim().slice(0, 2000)
  if (!isTypedText(question, { multiLine: true })) return 'characters'
  if (!question) return 'incomplete'
  const found = await quoteOf(payload, token, now)
  const view = found.ok ? await viewOf(payload, found, now) : found.view
  if (view.state === 'invalid' || view.state === 'expired' || view.state === 'withdrawn') return view.state
  if (!found.ok || (view.state !== 'open' && view.state !== 'accepted')) return 'unchanged'
  await payload.create({
    collection: 'quote-questions',
    overrideAccess: true,
    data: { quote: found.quote.id, askedAt: now.toISOString(), text: question },
  })
  await sendMails(
    payload,
    [
      quoteQuestionMail(
        found.quote.id,
        view.content,
        question,
        await businessFacts(payload),
        found.quote.customerEmail,
      ),
    ],
    `quote ${found.quote.id}`,
  )
  return 'asked'
}

/**
 * "Decline this quote", with why (a reason from DECLINE_REASONS, optional words under the typed-field rule): the
 * same conditional move as an acceptance (this send, this revision, still sent), so a decline and an acceptance
 * racing record one of them. The business is told why.
 */
export async function declineQuote(
  payload: Payload,
  token: string,
  input: { reason: string; words: string },
  now = new Date(),
): Promise<LinkOutcome> {
  const words = input.words.trim()
  if (!isTypedText(words, { multiLine: true })) return 'characters'
  const reason = DECLINE_REASONS.find((r) => r.value === input.reason)?.value
  if (!reason || words.length > DECLINE_WORDS_MAX) return 'incomplete'
  const found = await quoteOf(payload, token, now)
  if (!found.ok) return found.view.state === 'superseded' ? 'changed' : (found.view.state as LinkOutcome)
  const view = await viewOf(payload, found, now)
  if (view.state === 'superseded') return 'changed'
  if (view.state !== 'open') return 'unchanged'
  const condition: AcceptCondition = { revision: found.revision, linkSerial: found.serial }
  try {
    await payload.update({
      collection: 'quotes',
      id: found.quote.id,
      overrideAccess: true,
      depth: 0,
      context: { [QUOTE_MOVE_CONTEXT]: 'link', [ACCEPT_CONDITION_CONTEXT]: condition },
      data: { status: 'declined', decline: { reason, words: words || null } },
    })
  } catch (error) {
    // Another write came first: an acceptance (this link's page now says accepted) or a new revision.
    return lostRace(payload, token, now, error)
  }
  await sendMails(
    payload,
    [
      quoteDeclinedMail(
        found.quote.id,
        view.content,
        { reason: labelOf(DECLINE_REASONS, reason), words },
        await businessFacts(payload),
      ),
    ],
    `quote ${found.quote.id}`,
  )
  return 'declined'
}

/** "Stop reminders about this quote": no more follow-ups for it, whatever its state (the link must be current). */
export async function stopFollowUps(payload: Payload, token: string, now = new Date()): Promise<LinkOutcome> {
  const found = await quoteOf(payload, token, now)
  if (!found.ok) return found.view.state as LinkOutcome
  if (found.quote.followUps?.stopped) return 'stopped'
  await payload.update({
    collection: 'quotes',
    id: found.quote.id,
    overrideAccess: true,
    depth: 0,
    data: { followUps: { stopped: true } },
  })
  return 'stopped'
}
