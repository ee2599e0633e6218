import type { TaskConfig } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { fittingHours, fittingMail } from '@/lib/orders'

/** The reminder before a fitting; one queued for an older fitting date (a lower sequence) sends nothing. */
export const fittingReminderTask: TaskConfig<'fittingReminder'> = {
  slug: 'fittingReminder',
  label: 'Fitting reminder',
  retries: 3,
  inputSchema: [
    { name: 'quoteId', type: 'text', required: true },
    { name: 'sequence', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const quote = await req.payload
      .findByID({ collection: 'quotes', id: input.quoteId, depth: 0, overrideAccess: true })
      .catch(() => null)
    const current =
      quote?.status === 'accepted' &&
      quote.customerEmail &&
      quote.fittingDate &&
      Number(quote.fittingSequence ?? 0) === input.sequence
    if (!quote || !current) return { output: { sent: false } }
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0 })
    await sendMails(
      req.payload,
      [fittingMail(quote, await businessFacts(req.payload), fittingHours(settings), 'reminder')],
      `fitting ${quote.id}`,
    )
    return { output: { sent: true } }
  },
}
