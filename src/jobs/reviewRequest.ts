import type { TaskConfig } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { reviewLink, reviewRequestMail } from '@/lib/orders'

/** The review request after a fitting: sent to every fitted customer with an e-mail, once per order. */
export const reviewRequestTask: TaskConfig<'reviewRequest'> = {
  slug: 'reviewRequest',
  label: 'Review request',
  retries: 3,
  inputSchema: [{ name: 'quoteId', type: 'text', required: true }],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const quote = await req.payload
      .findByID({ collection: 'quotes', id: input.quoteId, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!quote || quote.status !== 'fitted' || !quote.customerEmail || quote.reviewRequestedAt)
      return { output: { sent: false } }
    await sendMails(
      req.payload,
      [reviewRequestMail(quote, reviewLink(quote.id), await businessFacts(req.payload))],
      `review request ${quote.id}`,
    )
    await req.payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { reviewRequestedAt: new Date().toISOString() },
      req,
    })
    return { output: { sent: true } }
  },
}
