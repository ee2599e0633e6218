import { formatPence } from '@/lib/format/money'
import { longDate } from '@/lib/platform/ukDates'
import { oneLine } from '@/lib/platform/logSafe'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import type { BankDetails } from '@/lib/validation/bankDetails'
import { FITTING_CHECKS, type WindowChecklist } from './checklist'

export interface SignedChecklist {
  number: string
  customerName: string
  signedName: string
  signedAt: string
  fitter: string
  photoConsent: boolean
  /** How many after photos were taken: the copy names the count only (the photos stay private, never attached). */
  afterPhotos: number
  windows: (WindowChecklist & { room: string; blind: string })[]
  /** What is still owed on the order as it is signed off, and the bank details it was confirmed with (null: call us). */
  money: { owedPence: number; bank: BankDetails | null }
}

/** The balance on fitting day and how to pay it, or that nothing is owed. */
function balanceWords(s: SignedChecklist, facts: BusinessFacts): string {
  if (s.money.owedPence <= 0) return `Your order is paid in full. Thank you.`
  const bank = s.money.bank
  const how = bank
    ? `by bank transfer to account name ${bank.accountName}, sort code ${bank.sortCode}, account number ` +
      `${bank.accountNumber}, with ${s.number} as the reference`
    : `by bank transfer (call us on ${facts.phonePrimary} for our bank details), with ${s.number} as the reference`
  return (
    `Still to pay for order ${s.number}: ${formatPence(s.money.owedPence)}, the balance, due on the day of fitting. ` +
    `Please pay it ${how}. If you have just paid it, thank you: its receipt follows by e-mail once we have ` +
    `recorded it.`
  )
}

/**
 * The customer's copy of the fitting's checklist, sent when they sign it off, with the balance still owed and how to
 * pay it (or "paid in full"). Pure, so its wording is tested alone.
 */
export function fittingSignedOffMail(to: string, s: SignedChecklist, facts: BusinessFacts): Mail {
  const windows = s.windows
    .map(
      (w) =>
        `- ${oneLine(w.room) || 'Window'}${w.blind ? `: ${oneLine(w.blind)}` : ''}\n` +
        FITTING_CHECKS.filter((c) => w.asked.includes(c.key))
          .map((c) => `    ${w[c.key] ? '[x]' : '[ ]'} ${c.label}`)
          .join('\n'),
    )
    .join('\n')
  return {
    kind: 'change',
    to,
    subject: `Your blinds are fitted: order ${s.number} – ${facts.businessName}`,
    text:
      `Hello ${oneLine(s.customerName)},\n\nThank you for having us. ${oneLine(s.signedName)} signed off the fitting of ` +
      `order ${s.number} on ${longDate(s.signedAt)}, with ${oneLine(s.fitter)}. Keep this e-mail: it is your copy of ` +
      `the checklist, window by window.\n\n${windows}\n\n` +
      (s.afterPhotos > 0
        ? `We took ${s.afterPhotos} ${s.afterPhotos === 1 ? 'photo' : 'photos'} of your fitted blinds; ` +
          `${s.afterPhotos === 1 ? 'it is' : 'they are'} kept privately with your order.\n\n`
        : '') +
      `Photos of your fitted blinds ${s.photoConsent ? 'may' : 'will not'} be shown on our website ` +
      `(never with your name or address)${s.photoConsent ? '; reply to this e-mail to change your mind' : ''}.\n\n` +
      `${balanceWords(s, facts)}\n\n` +
      `Keep children's cords and chains out of reach, and the safety devices we fitted in place.\n\n` +
      `Questions? Call us on ${facts.phonePrimary} or reply to this e-mail.\n\n${facts.businessName}\n`,
  }
}
