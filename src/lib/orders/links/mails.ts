import { longDate, longDateTime } from '@/lib/platform/ukDates'
import { formatPence } from '@/lib/format/money'
import { oneLine } from '@/lib/platform/logSafe'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import type { OrderConfirmation } from '../money/confirmation'
import type { QuoteContent } from '../lines/content'

/** The e-mails of a quote's life. Pure, so their wording is tested without a server. */

export const adminQuoteUrl = (facts: BusinessFacts, id: number | string) =>
  `${facts.siteUrl}/admin/collections/quotes/${id}`

export function quoteSentMail(to: string, content: QuoteContent, link: string, facts: BusinessFacts): Mail {
  const name = oneLine(content.customer.name)
  return {
    kind: 'change',
    to,
    subject: `Your quote ${content.number} (revision ${content.revision}) – ${facts.businessName}`,
    text:
      `Hello ${name},\n\nThank you for having us measure your windows. Your quote ${content.number}, revision ` +
      `${content.revision}, is ready: ${content.lines.length} ${content.lines.length === 1 ? 'blind' : 'blinds'}, ` +
      `total ${formatPence(content.totalPence)}, deposit ${formatPence(content.depositPence)}.\n\n` +
      `Read it, ask us a question or accept it here (the link is yours alone and works until ` +
      `${longDate(content.validUntil)}):\n${link}\n\n` +
      `Questions? Call us on ${facts.phonePrimary} or reply to this e-mail.\n\n${facts.businessName}\n`,
  }
}

/**
 * A follow-up of a sent quote nobody has answered: the same link, how long it stands, and a way to stop them (the
 * page behind `stopLink` asks once; mail programs that offer "unsubscribe" stop them in one click, RFC 8058).
 */
export function quoteFollowUpMail(
  to: string,
  content: QuoteContent,
  links: { quote: string; stop: string; oneClickStop: string },
  facts: BusinessFacts,
): Mail {
  return {
    kind: 'reminder',
    to,
    subject: `Your quote ${content.number} from ${facts.businessName}: any questions?`,
    text:
      `Hello ${oneLine(content.customer.name)},\n\nWe sent you quote ${content.number} for ${content.lines.length} ` +
      `made-to-measure ${content.lines.length === 1 ? 'blind' : 'blinds'}, total ${formatPence(content.totalPence)}. ` +
      `It stands until ${longDate(content.validUntil)}. If anything is unclear, or you would like a change, ask us ` +
      `on the quote's page or call us on ${facts.phonePrimary}.\n\nYour quote (read it, ask, accept or decline):\n` +
      `${links.quote}\n\nStop reminders about this quote:\n${links.stop}\n\n${facts.businessName}\n`,
    headers: { 'List-Unsubscribe': `<${links.oneClickStop}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  }
}

/** To the business: a customer declined a quote on its page, and why. */
export function quoteDeclinedMail(
  id: number | string,
  content: QuoteContent,
  decline: { reason: string; words: string },
  facts: BusinessFacts,
): Mail {
  return {
    kind: 'business',
    to: facts.email,
    subject: `Quote declined: ${content.number} – ${oneLine(content.customer.name)}`,
    text:
      `${oneLine(content.customer.name)} declined quote ${content.number} (revision ${content.revision}).\n\n` +
      `Why: ${decline.reason}${decline.words ? `\nIn their words: ${decline.words}` : ''}\n\n` +
      `The quote: ${adminQuoteUrl(facts, id)}\n`,
  }
}

/** An acceptance as its e-mails tell it: the name typed, when, and the staff member it was taken with in person. */
export interface AcceptedAs {
  name: string
  at: string
  /** the staff member's name when the customer accepted in person on their phone, else null (online) */
  inPersonWith?: string | null
}

/**
 * How an acceptance is told in its e-mails: online, its day; in person, with whom and the UK day and time
 * ("in person, with Sam Fitter, on Monday 30 November 2026 at 14:05 (UK time)").
 */
export const acceptedWhen = (accepted: AcceptedAs) =>
  accepted.inPersonWith
    ? `in person, with ${oneLine(accepted.inPersonWith)}, on ${longDateTime(accepted.at)} (UK time)`
    : `on ${longDate(accepted.at)}`

/**
 * Who accepted, in the words of the customer's own confirmation: "You accepted" when the name typed at acceptance is
 * hers, "<name> accepted" when someone else signed for the household.
 */
function whoAccepted(content: QuoteContent, accepted: AcceptedAs): string {
  const same = (name: string) => oneLine(name).toLowerCase().replace(/\s+/g, ' ').trim()
  return same(accepted.name) === same(content.customer.name) ? 'You accepted' : `${oneLine(accepted.name)} accepted`
}

export function quoteAcceptedMail(
  id: number | string,
  content: QuoteContent,
  accepted: AcceptedAs,
  facts: BusinessFacts,
): Mail {
  return {
    kind: 'business',
    to: facts.email,
    subject: `Quote accepted: ${content.number} – ${oneLine(content.customer.name)} – ${formatPence(content.totalPence)}`,
    text:
      `${oneLine(accepted.name)} accepted quote ${content.number} (revision ${content.revision}) ` +
      `${acceptedWhen(accepted)}.\n\nTotal: ${formatPence(content.totalPence)}\nDeposit: ${formatPence(content.depositPence)}\n\n` +
      `It is now an order: set the fitting date in the admin: ${adminQuoteUrl(facts, id)}\n`,
  }
}

export function quoteQuestionMail(
  id: number | string,
  content: QuoteContent,
  question: string,
  facts: BusinessFacts,
  customerEmail?: string | null,
): Mail {
  return {
    kind: 'business',
    to: facts.email,
    // The owner answers by replying, as with a lead's e-mail.
    replyTo: customerEmail || undefined,
    subject: `Question about quote ${content.number} – ${oneLine(content.customer.name)}`,
    text:
      `${oneLine(content.customer.name)} asked about quote ${content.number} (revision ${content.revision}):\n\n` +
      `${question}\n\nAnswer it in the admin (Customer questions); the answer is e-mailed to them. The quote: ${adminQuoteUrl(facts, id)}\n`,
  }
}

/** How the customer pays, in the words of the confirmation e-mail (and of the quote page after acceptance). */
export function howToPayText(content: QuoteContent, c: OrderConfirmation, facts: BusinessFacts): string {
  const balance = Math.max(0, content.totalPence - content.depositPence)
  const account = c.bank
    ? `Account name: ${c.bank.accountName}\nSort code: ${c.bank.sortCode}\nAccount number: ${c.bank.accountNumber}\n` +
      `Reference: ${c.reference}`
    : `Call us on ${facts.phonePrimary} for our bank details. Reference: ${c.reference}`
  return (
    `How to pay\nPlease pay the deposit of ${formatPence(content.depositPence)} by bank transfer, with your quote ` +
    `number ${c.reference} as the reference:\n${account}\n\n` +
    `The balance of ${formatPence(balance)} is due ${c.balanceDue}, by bank transfer (same account and reference), ` +
    `cash or cheque.`
  )
}

const windowLine = (l: QuoteContent['lines'][number]) =>
  `- ${oneLine(l.room) || 'Window'}: ${[l.product, l.finish].filter(Boolean).join(', ')}` +
  `${l.widthMm && l.dropMm ? `, ${l.widthMm} × ${l.dropMm} mm` : ''}` +
  `${l.gridPence !== null ? `, ${formatPence(l.gridPence + (l.adjustmentPence ?? 0))}` : ''}`

/**
 * The customer's order confirmation, sent once, by the one acceptance that was recorded: the windows, the total as
 * accepted, the deposit and how to pay it, the balance and when it is due, and the cancellation terms (their
 * durable copy). `c` is the confirmation stored on the order, so the e-mail and the order say the same.
 */
export function quoteAcceptedCustomerMail(
  to: string,
  content: QuoteContent,
  accepted: AcceptedAs,
  facts: BusinessFacts,
  c: OrderConfirmation,
): Mail {
  return {
    kind: 'change',
    to,
    subject: `Your order ${content.number} is confirmed – ${facts.businessName}`,
    text:
      `Hello ${oneLine(content.customer.name)},\n\nThank you for your order. ${whoAccepted(content, accepted)} quote ` +
      `${content.number} (revision ${content.revision}) ${acceptedWhen(accepted)}. ` +
      `Keep this e-mail: it is your order confirmation.\n\n` +
      `Your windows:\n${content.lines.map(windowLine).join('\n')}\n` +
      `${content.offerTitle ? `Offer: ${content.offerTitle} (−${formatPence(content.offerSaving)})\n` : ''}\n` +
      `Total: ${formatPence(content.totalPence)}\n` +
      `Deposit: ${formatPence(content.depositPence)}\n` +
      `Balance: ${formatPence(Math.max(0, content.totalPence - content.depositPence))}, due ${c.balanceDue}\n\n` +
      `${howToPayText(content, c, facts)}\n\n${content.paymentTerms}\n\n` +
      `Cancellation terms\n${c.cancellationTerms}\n\n` +
      `We will call you to arrange the fitting. Questions? Call us on ${facts.phonePrimary} or reply to this e-mail.\n\n` +
      `${facts.businessName}\n`,
  }
}

/** Staff's answer to a customer's question about their quote. */
export function quoteAnswerMail(
  to: string,
  quote: { number: string; name: string },
  qa: { question: string; answer: string },
  facts: BusinessFacts,
): Mail {
  return {
    kind: 'change',
    to,
    subject: `Your question about quote ${quote.number} – ${facts.businessName}`,
    text:
      `Hello ${oneLine(quote.name)},\n\nYou asked:\n${qa.question}\n\nOur answer:\n${qa.answer}\n\n` +
      `Anything else? Call us on ${facts.phonePrimary} or reply to this e-mail.\n\n${facts.businessName}\n`,
  }
}
