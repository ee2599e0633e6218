import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/platform/env'
import { oneLine } from '@/lib/platform/logSafe'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import { quoteNumber } from '../lines/content'
import { linkToken } from '@/lib/platform/signedLinks'
import type { Quote } from '@/payload-types'

export const REVIEW_QUEUE = 'reviews'
const DAY_MS = 86_400_000
/** How long a review link works after the request is sent. */
export const REVIEW_LINK_DAYS = 90

export const reviewLink = (quoteId: number | string, now = new Date()) =>
  `${env.SITE_URL}/review/${linkToken(env.PAYLOAD_SECRET, 'review', quoteId, 0, new Date(now.getTime() + REVIEW_LINK_DAYS * DAY_MS))}`

/**
 * Every fitted order is asked for a review, whatever the customer may think of us: choosing whom to ask (review
 * gating) is forbidden by UK consumer law and by the review platforms. Queued when the order is marked fitted, sent
 * by the jobs worker after Settings' delay.
 */
export async function queueReviewRequest(
  payload: Payload,
  quoteId: number | string,
  delayDays: number,
  req?: Partial<PayloadRequest>,
  now = new Date(),
) {
  await payload.jobs.queue({
    task: 'reviewRequest',
    input: { quoteId: String(quoteId) },
    queue: REVIEW_QUEUE,
    waitUntil: new Date(now.getTime() + delayDays * DAY_MS),
    req: req as PayloadRequest | undefined,
  })
}

export function reviewRequestMail(quote: Quote, link: string, facts: BusinessFacts): Mail {
  return {
    kind: 'reminder',
    to: String(quote.customerEmail),
    subject: `How did we do? Your blinds from ${facts.businessName}`,
    text:
      `Hello ${oneLine(quote.customerName)},\n\nWe recently fitted your blinds (order ${quoteNumber(quote.id)}). ` +
      `Would you tell other people what we were like? Good or bad, we would like to hear it, and your review ` +
      `will be shown as a verified customer's.\n\nLeave your review here (the link is yours alone):\n${link}\n\n` +
      `Thank you,\n${facts.businessName}\n`,
  }
}
