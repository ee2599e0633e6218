import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, CollectionConfig } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { giveReference, keepReference } from './lines/reference'
import { readOrderSettings } from './lines/settings'
import { guardInPerson, guardQuote, priceQuote } from './states/guards'
import { keepPayments } from './money/payments'
import { keepRefund } from './money/refund'
import { sendPaymentReceipts } from './money/sendReceipts'
import { fittingHours, fittingMail, queueFittingReminder } from './fitting/invite'
import { queueQuoteFollowUps } from './links/followUps'
import { firstBalanceReminderAt, queueBalanceReminder } from './reminders/balanceReminder'
import { queueReviewRequest } from './reminders/reviewRequest'
import type { Quote } from '@/payload-types'

/*
 * What an acceptance and a fitting set off: read this file to learn it.
 *
 * Every change of a quote, whatever path made it (the customer's link, the phone, the admin, REST, a job), runs the
 * hooks of `QUOTE_HOOKS` below, in this order:
 *   before the write  keepReference (nobody writes the reference) → guardQuote (locks the row; the status moves only
 *                     as `QUOTE_MOVES` allows, by whom it allows; the accepted revision and send are still current) →
 *                     guardInPerson (an acceptance in person: the quote's own visit, on its day, its witness named) →
 *                     priceQuote (a draft or a new revision priced; an order keeps the figures accepted) →
 *                     keepPayments (payments on an order only, never more than owed; receipts owed) → keepRefund (a
 *                     cancellation with money paid records the refund) → stampQuoteMoments (below)
 *   after the write   giveReference ("Q00146") → followQuote (below) → sendPaymentReceipts (a receipt per payment
 *                     added or changed, and the refund's)
 *
 * An acceptance (`acceptQuote` in links/link.ts; online, or in person on the staff's phone) reads the quote once
 * through its signed link, then writes it `accepted` with the acceptance, the figures of that revision and the
 * order confirmation (deposit, bank details, terms of that moment). The hooks above check and lock it; followQuote
 * moves the measuring appointment to `won` (its own hooks run, as on any save
 * of it); then `acceptQuote` e-mails the business and the customer (the order confirmation).
 *
 * A fitting: a fitting date set or moved on an accepted order raises `fittingSequence` (stampQuoteMoments), and
 * followQuote e-mails the customer the calendar invite and queues the fitting reminder (fitting/invite.ts). At the
 * fitting a payment taken in cash or by cheque (fitting/payment.ts) is a payment like any other (keepPayments, a
 * receipt). The sign-off (fitting/signOff.ts) stores the signed checklist, marks the order fitted (markFitted) and
 * e-mails the customer their copy; `fitted` stamps `fittedAt`, and followQuote queues the review request
 * (reminders/reviewRequest.ts) and, while a balance is owed, the first balance reminder (reminders/balanceReminder.ts).
 * A quote sent (again) has its follow-ups queued (links/followUps.ts); a declined, expired or cancelled quote moves the
 * appointment to `lost`.
 */

/** The stage the measuring appointment a quote came from moves to with the quote. */
const APPOINTMENT_STAGE: Partial<Record<Quote['status'], 'quoted' | 'won' | 'lost'>> = {
  sent: 'quoted',
  accepted: 'won',
  fitted: 'won',
  declined: 'lost',
  expired: 'lost',
  cancelled: 'lost',
}

/**
 * A new fitting date raises the invite's version; marking the order fitted records when (now, or the day chosen); a
 * decline records when; a new send counts its follow-ups from none.
 */
export const stampQuoteMoments: CollectionBeforeChangeHook<Quote> = ({ data, originalDoc }) => {
  const fittingMoved =
    data.fittingDate !== undefined && (data.fittingDate ?? null) !== (originalDoc?.fittingDate ?? null)
  return {
    ...data,
    ...(fittingMoved ? { fittingSequence: (originalDoc?.fittingSequence ?? 0) + 1 } : {}),
    // The day "Mark fitted" chose (only code with full access can set it), else now.
    ...(data.status === 'fitted' && originalDoc?.status !== 'fitted'
      ? {
          fittedAt: data.fittedAt && data.fittedAt !== originalDoc?.fittedAt ? data.fittedAt : new Date().toISOString(),
        }
      : {}),
    ...(data.status === 'declined' && originalDoc?.status !== 'declined'
      ? { decline: { ...originalDoc?.decline, ...data.decline, declinedAt: new Date().toISOString() } }
      : {}),
    ...(data.linkSerial !== undefined && (data.linkSerial ?? 0) !== (originalDoc?.linkSerial ?? 0)
      ? { followUps: { ...originalDoc?.followUps, ...data.followUps, sent: 0, lastSentAt: null } }
      : {}),
  }
}

/**
 * What follows a quote's change: the appointment it came from shows its stage (quoted, won, lost); a fitting date
 * set or moved e-mails the customer the calendar invite and queues its reminder; an order marked fitted queues the
 * review request (every fitted customer is asked) and, while a balance is owed, its first reminder; a quote sent (again)
 * queues its follow-ups.
 */
export const followQuote: CollectionAfterChangeHook<Quote> = async ({ doc, previousDoc, req }) => {
  const { payload } = req
  const stage = APPOINTMENT_STAGE[doc.status]
  const appointmentId = typeof doc.appointment === 'object' && doc.appointment ? doc.appointment.id : doc.appointment
  if (stage && appointmentId && doc.status !== previousDoc?.status) {
    await payload.update({
      collection: 'measuring-appointments',
      id: appointmentId,
      data: { status: stage },
      overrideAccess: true,
      req,
    })
  }
  const settings = await readOrderSettings(payload, req)
  const fittingChanged = (doc.fittingSequence ?? 0) !== (previousDoc?.fittingSequence ?? 0)
  if (fittingChanged && doc.fittingDate && doc.customerEmail && doc.status === 'accepted') {
    await queueFittingReminder(payload, doc, settings.fittingReminderHours, req)
    void (async () => {
      const site = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
      const mail = fittingMail(doc, await businessFacts(payload), fittingHours(site), 'invite')
      await sendMails(payload, [mail], `fitting ${doc.id}`)
    })().catch((err: unknown) => payload.logger.error({ err, msg: `fitting invite for ${doc.id} failed` }))
  }
  // Each send (a new link) follows the quote up afresh on Settings' days, until it is answered.
  if (doc.status === 'sent' && doc.sentAt && (doc.linkSerial ?? 0) !== (previousDoc?.linkSerial ?? 0))
    await queueQuoteFollowUps(payload, doc, new Date(doc.sentAt), settings.quoteFollowUpDays, req)
  if (doc.status === 'fitted' && previousDoc?.status !== 'fitted') {
    await queueReviewRequest(payload, doc.id, settings.reviewDelayDays, req)
    // A balance still owed is asked for a week after the fitting, then weekly, until paid or stopped.
    if ((doc.account?.outstandingPence ?? 0) > 0)
      await queueBalanceReminder(
        payload,
        doc.id,
        1,
        firstBalanceReminderAt(doc.fittedAt ?? new Date().toISOString()),
        req,
      )
  }
  return doc
}

/** The quotes collection's hooks, in their order (`src/collections/Quotes/index.ts` adds only its photos' delete). */
export const QUOTE_HOOKS = {
  beforeChange: [keepReference, guardQuote, guardInPerson, priceQuote, keepPayments, keepRefund, stampQuoteMoments],
  // The reference first: what follows reads the quote with it.
  afterChange: [giveReference, followQuote, sendPaymentReceipts],
} satisfies CollectionConfig<'quotes'>['hooks']
