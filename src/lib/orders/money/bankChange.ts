import { lastFour } from '@/lib/validation/bankDetails'
import { oneLine } from '@/lib/platform/logSafe'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import { longDateTime } from '@/lib/platform/ukDates'

type Details =
  { accountName?: string | null; sortCode?: string | null; accountNumber?: string | null } | null | undefined

/**
 * What changed in the bank details, in words that never hold a whole account number: a change of account is the
 * classic payment-fraud trick, so each one is recorded and e-mailed, and the record shows enough to spot it (the
 * last four digits) without becoming a copy of the account.
 */
export function bankChangeSummary(before: Details, after: Details): string | null {
  const parts: string[] = []
  const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '')
  if (!same(before?.accountName, after?.accountName))
    parts.push(
      `account name "${oneLine(before?.accountName ?? '') || '(none)'}" → "${oneLine(after?.accountName ?? '') || '(none)'}"`,
    )
  if (!same(before?.sortCode, after?.sortCode))
    parts.push(`sort code ${before?.sortCode || '(none)'} → ${after?.sortCode || '(none)'}`)
  if (!same(before?.accountNumber, after?.accountNumber))
    parts.push(`account number ${lastFour(before?.accountNumber)} → ${lastFour(after?.accountNumber)}`)
  return parts.length ? parts.join('; ') : null
}

export function bankChangeMail(
  to: string,
  change: { by: string; at: string; summary: string },
  facts: BusinessFacts,
): Mail {
  return {
    kind: 'business',
    to,
    subject: `Bank details changed – ${facts.businessName}`,
    text:
      `The bank details customers are sent to pay you were changed by ${oneLine(change.by)} on ${longDateTime(change.at)} (UK time):\n` +
      `${change.summary}.\n\nOrders already confirmed keep the details they were sent with; new order confirmations ` +
      `carry the new ones.\n\nIf you did not make this change, sign in now, put the right details back and change ` +
      `your password: ${facts.siteUrl}/admin/globals/bank-details\n`,
  }
}
