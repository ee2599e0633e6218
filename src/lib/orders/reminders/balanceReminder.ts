import type { Payload, PayloadRequest } from 'payload'

import { formatPence } from '@/lib/format/money'
import { BALANCE_OVERDUE_DAYS } from '../money/outstanding'
import { oneLine } from '@/lib/platform/logSafe'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import type { Quote } from '@/payload-types'
import { storedConfirmation } from '../money/confirmation'
import { quoteNumber } from '../lines/content'
import { REMINDER_QUEUE } from '../fitting/invite'

const DAY_MS = 86_400_000

/**
 * After a fitting, a balance still owed is asked for by the jobs worker: first BALANCE_OVERDUE_DAYS after the
 * fitting, then every BALANCE_OVERDUE_DAYS, until it is paid or the owner ticks "Stop the reminders". Each job
 * carries its round, so a job queued twice for the same round sends once.
 */
export async function queueBalanceReminder(
  payload: Payload,
  quoteId: number | string,
  round: number,
  at: Date,
  req?: Partial<PayloadRequest>,
) {
  await payload.jobs.queue({
    task: 'balanceReminder',
    input: { quoteId: String(quoteId), round },
    queue: REMINDER_QUEUE,
    waitUntil: at,
    req: req as PayloadRequest | undefined,
  })
}

/** When the first reminder is due: a week after the fitting (or now, for an order marked fitted late). */
export const firstBalanceReminderAt = (fittedAt: string, now = new Date()) =>
  new Date(Math.max(now.getTime(), Date.parse(fittedAt) + BALANCE_OVERDUE_DAYS * DAY_MS))

export const nextBalanceReminderAt = (now = new Date()) => new Date(now.getTime() + BALANCE_OVERDUE_DAYS * DAY_MS)

/** Whether a reminder of `round` is still to be sent for this order. */
export const balanceReminderDue = (quote: Quote, round: number) =>
  quote.status === 'fitted' &&
  Boolean(quote.customerEmail) &&
  (quote.account?.outstandingPence ?? 0) > 0 &&
  !quote.balanceReminders?.stopped &&
  (quote.balanceReminders?.sent ?? 0) === round - 1

/** The reminder: what is owed and how to pay it, with the bank details the order was confirmed with. */
export function balanceReminderMail(quote: Quote, facts: BusinessFacts): Mail {
  const number = quoteNumber(quote.id)
  const c = storedConfirmation(quote)
  const account = c?.bank
    ? `Account name: ${c.bank.accountName}\nSort code: ${c.bank.sortCode}\nAccount number: ${c.bank.accountNumber}\n`
    : `Call us on ${facts.phonePrimary} for our bank details.\n`
  return {
    kind: 'reminder',
    to: quote.customerEmail!,
    subject: `Balance due for your order ${number} – ${facts.businessName}`,
    text:
      `Hello ${oneLine(quote.customerName)},\n\nThank you for choosing us for your blinds. Our records show a balance ` +
      `of ${formatPence(quote.account?.outstandingPence ?? 0)} still to pay for order ${number}.\n\n` +
      `Please pay it by bank transfer:\n${account}Reference: ${number}\n\n` +
      `Already paid? Thank you, and sorry for the reminder: reply to this e-mail and we will check. Questions? Call us ` +
      `on ${facts.phonePrimary}.\n\n${facts.businessName}\n`,
  }
}
