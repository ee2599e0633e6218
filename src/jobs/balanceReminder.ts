import type { TaskConfig } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { balanceReminderDue, balanceReminderMail, nextBalanceReminderAt, queueBalanceReminder } from '@/lib/orders'

/** A balance still owed after fitting: reminded weekly until paid or the owner stops it (`queueBalanceReminder`). */
export const balanceReminderTask: TaskConfig<'balanceReminder'> = {
  slug: 'balanceReminder',
  label: 'Balance reminder',
  retries: 3,
  inputSchema: [
    { name: 'quoteId', type: 'text', required: true },
    { name: 'round', type: 'number', required: true },
  ],
  outputSchema: [{ name: 'sent', type: 'checkbox' }],
  handler: async ({ input, req }) => {
    const quote = await req.payload
      .findByID({ collection: 'quotes', id: input.quoteId, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!quote || !balanceReminderDue(quote, input.round)) return { output: { sent: false } }
    await sendMails(req.payload, [balanceReminderMail(quote, await businessFacts(req.payload))], `balance ${quote.id}`)
    await req.payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: {
        balanceReminders: { ...quote.balanceReminders, sent: input.round, lastSentAt: new Date().toISOString() },
      },
      req,
    })
    await queueBalanceReminder(req.payload, quote.id, input.round + 1, nextBalanceReminderAt(), req)
    return { output: { sent: true } }
  },
}
