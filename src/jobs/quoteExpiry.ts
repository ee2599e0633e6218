import type { Payload, TaskConfig } from 'payload'

import { QUOTE_MOVE_CONTEXT } from '@/lib/orders'

/** The queue the quote expiry job is scheduled on (see `jobs` in payload.config.ts). */
export const QUOTE_EXPIRY_QUEUE = 'quotes'

/**
 * Marks every quote still "sent" after its valid-until (before `now`) "expired": its link then shows the expired
 * page and the appointment it came from moves to "lost", as a status change by hand does. Quotes in any other
 * status are left alone, so a second run changes nothing.
 */
export async function expireQuotes(payload: Payload, now: Date): Promise<{ expired: number }> {
  const due = await payload.find({
    collection: 'quotes',
    where: { and: [{ status: { equals: 'sent' } }, { validUntil: { less_than: now.toISOString() } }] },
    depth: 0,
    pagination: false,
    overrideAccess: true,
    select: { status: true },
  })
  let expired = 0
  for (const { id } of due.docs) {
    // Only a quote still sent: a customer may have accepted it since it was listed.
    const { docs } = await payload.update({
      collection: 'quotes',
      where: { and: [{ id: { equals: id } }, { status: { equals: 'sent' } }] },
      data: { status: 'expired' },
      overrideAccess: true,
      context: { [QUOTE_MOVE_CONTEXT]: 'expiry' },
      depth: 0,
    })
    expired += docs.length
  }
  return { expired }
}

/** One log line of counts only, never whose quote. */
export const quoteExpirySummary = ({ expired }: { expired: number }) =>
  `quote expiry: ${expired} sent quote${expired === 1 ? '' : 's'} past valid-until marked expired`

/**
 * The daily quote expiry, a task of Payload's jobs queue scheduled at 00:15 (the server's time zone) on its own
 * queue; the jobs worker (scripts/worker.ts) queues and runs it.
 */
export const quoteExpiryTask: TaskConfig<'quoteExpiry'> = {
  slug: 'quoteExpiry',
  label: 'Quote expiry',
  schedule: [{ cron: '0 15 0 * * *', queue: QUOTE_EXPIRY_QUEUE }],
  retries: 2,
  outputSchema: [{ name: 'summary', type: 'text' }],
  handler: async ({ req }) => {
    const summary = quoteExpirySummary(await expireQuotes(req.payload, new Date()))
    req.payload.logger.info(summary)
    return { output: { summary } }
  },
}
