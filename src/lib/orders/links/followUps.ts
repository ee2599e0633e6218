import type { Payload, PayloadRequest } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { env } from '@/lib/platform/env'
import { sendMails } from '@/lib/platform/sendMails'
import type { Quote } from '@/payload-types'
import { REMINDER_QUEUE } from '../fitting/invite'
import { quoteFollowUpMail } from './mails'
import { quoteToken, sentContentOf } from './send'

const DAY_MS = 86_400_000

/**
 * A sent quote nobody has answered is followed up by e-mail on Settings' days after sending (e.g. 2, 5 and 10).
 * Each send queues its own rounds; a job carries the send (`linkSerial`) and its round, so a quote sent again
 * starts afresh, and a job queued twice for a round sends once. Rounds that would fall after the quote expires are
 * not queued.
 */
export async function queueQuoteFollowUps(
  payload: Payload,
  quote: Pick<Quote, 'id' | 'linkSerial' | 'validUntil'>,
  sentAt: Date,
  days: number[],
  req?: Partial<PayloadRequest>,
) {
  const expires = quote.validUntil ? Date.parse(quote.validUntil) : Infinity
  for (const [index, day] of days.entries()) {
    const at = new Date(sentAt.getTime() + day * DAY_MS)
    if (at.getTime() >= expires) break
    await payload.jobs.queue({
      task: 'quoteFollowUp',
      input: { quoteId: String(quote.id), linkSerial: quote.linkSerial ?? 0, round: index + 1 },
      queue: REMINDER_QUEUE,
      waitUntil: at,
      req: req as PayloadRequest | undefined,
    })
  }
}

/**
 * Whether round `round` of the send `linkSerial` is still to go: the quote is still sent and unanswered (no
 * acceptance, decline or expiry), from that send, not stopped, without a question since it was sent, and this round
 * not sent yet.
 */
export function followUpDue(
  quote: Quote,
  job: { linkSerial: number; round: number },
  questionsSinceSent: number,
  now = new Date(),
): boolean {
  return (
    quote.status === 'sent' &&
    Boolean(quote.customerEmail) &&
    (quote.linkSerial ?? 0) === job.linkSerial &&
    !quote.followUps?.stopped &&
    questionsSinceSent === 0 &&
    Boolean(quote.validUntil) &&
    Date.parse(quote.validUntil!) > now.getTime() &&
    (quote.followUps?.sent ?? 0) === job.round - 1
  )
}

/** Runs one follow-up job: sends the e-mail when it is still due, and counts it. */
export async function sendQuoteFollowUp(
  payload: Payload,
  job: { quoteId: string; linkSerial: number; round: number },
  req?: Partial<PayloadRequest>,
  now = new Date(),
): Promise<boolean> {
  const quote = await payload
    .findByID({ collection: 'quotes', id: job.quoteId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote) return false
  const { totalDocs: questions } = await payload.count({
    collection: 'quote-questions',
    where: { and: [{ quote: { equals: quote.id } }, { askedAt: { greater_than_equal: quote.sentAt ?? 0 } }] },
    overrideAccess: true,
    req,
  })
  const content = sentContentOf(quote)
  if (!content || !followUpDue(quote, job, questions, now)) return false
  const token = quoteToken(quote.id, content.revision, quote.validUntil!, quote.linkSerial ?? 0)
  const link = `${env.SITE_URL}/quote/${token}`
  const mail = quoteFollowUpMail(
    quote.customerEmail!,
    content,
    {
      quote: link,
      stop: `${link}/stop`,
      oneClickStop: `${env.SITE_URL}/api/quote?action=stop&token=${token}`,
    },
    await businessFacts(payload),
  )
  await sendMails(payload, [mail], `quote ${quote.id} follow-up`)
  await payload.update({
    collection: 'quotes',
    id: quote.id,
    overrideAccess: true,
    depth: 0,
    req,
    // Only the count and the time: the rest of the group (a "stop" saved since it was read) stays as stored.
    data: { followUps: { sent: job.round, lastSentAt: now.toISOString() } },
  })
  return true
}
