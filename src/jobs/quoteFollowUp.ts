import type { TaskConfig } from 'payload'

import { sendQuoteFollowUp } from '@/lib/orders'

/** A sent, unanswered quote followed up on one of Settings' days (`queueQuoteFollowUps`). */
export const quoteFollowUpTask: TaskConfig<'quoteFollowUp'> = {
  slug: 'quoteFollowUp',
  label: 'Quote follow-up',
  retries: 3,
  inputSchema: [
    { name: 'quoteId', type: 'text', required: true },
    { name: 'linkSerial', type: 'number', required: true },
    { name: 'round', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => ({ output: { sent: await sendQuoteFollowUp(req.payload, input, req) } }),
}
