import type { CollectionAfterChangeHook, CollectionBeforeChangeHook } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { firstBalanceReminderAt, queueBalanceReminder } from '@/lib/quotes/balanceReminder'
import { fittingHours, fittingMail, queueFittingReminder } from '@/lib/quotes/fitting'
import { queueQuoteFollowUps } from '@/lib/quotes/followUps'
import { readOrderSettings } from '@/lib/quotes/settings'
import { queueReviewRequest } from '@/lib/reviews/reviewRequest'
import type { Quote } from '@/payload-types'

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
