import { formatPence } from '@/lib/format/money'
import { methodWords, type PaymentShare, type Receipt, type ReceiptPayment, type RefundReceipt } from './receipts'
import { oneLine } from '@/lib/platform/logSafe'
import type { BusinessFacts } from '@/lib/platform/businessFacts'
import type { Mail } from '@/lib/platform/sendMails'
import { dayMonthYear } from '@/lib/platform/ukDates'
import type { Quote } from '@/payload-types'
import { storedConfirmation } from './confirmation'
import { quoteNumber } from '../lines/content'

type Order = Pick<Quote, 'id' | 'reference' | 'customerName' | 'customerEmail' | 'confirmation' | 'privacyState'>

/**
 * Whether the order's customer may be written to: an e-mail on the order and no erasure (an erased or anonymised
 * order keeps its figures for the accounts, never a way to reach the person).
 */
export const mayReceipt = (order: Pick<Quote, 'customerEmail' | 'privacyState'>) =>
  Boolean(order.customerEmail) && !order.privacyState && !/\.invalid$/i.test(order.customerEmail ?? '')

const paid = (p: ReceiptPayment) =>
  `${formatPence(p.amountPence)} by ${methodWords(p.method)} on ${dayMonthYear(p.paidOn)}`

function shareWords(share: PaymentShare, depositPence: number): string {
  switch (share.kind) {
    case 'part-of-deposit':
      return `This is part of your deposit of ${formatPence(depositPence)}: ${formatPence(share.depositOwedPence)} of the deposit is still to pay.`
    case 'deposit':
      return `This completes your deposit of ${formatPence(depositPence)}.`
    case 'deposit-and-balance':
      return `This completes your deposit of ${formatPence(depositPence)} and pays ${formatPence(share.balancePence)} towards the balance.`
    case 'balance':
      return 'This is towards the balance.'
  }
}

/**
 * A receipt for a payment recorded on an order, or a corrected one when the owner changed or removed a payment:
 * the amount, how and when it was paid, what is still owed (or "paid in full"); when it completes the deposit, what
 * happens next in the words of the cancellation terms the customer accepted. Pure, so its wording is tested alone.
 */
export function paymentReceiptMail(order: Order, receipt: Receipt, facts: BusinessFacts): Mail {
  const number = order.reference || quoteNumber(order.id)
  const { event, figures } = receipt
  const confirmation = storedConfirmation(order)
  const opening =
    event.kind === 'received'
      ? `Thank you: we have received ${paid(event.payment)} for order ${number}.\n\n${shareWords(event.share, receipt.depositPence)}`
      : event.kind === 'corrected'
        ? `We have corrected our record of a payment for order ${number}. It now reads ${paid(event.payment)} ` +
          `(it read ${paid(event.was)}). This e-mail replaces the receipt we sent for it.\n\n` +
          shareWords(event.share, receipt.depositPence)
        : `We have removed a payment of ${paid(event.was)} from our record of order ${number}: it was recorded in ` +
          `error. This e-mail replaces the receipt we sent for it.`
  const owed =
    figures.outstandingPence === 0
      ? `Your order is paid in full: ${formatPence(figures.paidPence)} received. Thank you.`
      : `Paid so far: ${formatPence(figures.paidPence)} of ${formatPence(receipt.totalPence)}.\n` +
        (figures.depositOutstandingPence > 0
          ? `Deposit still to pay: ${formatPence(figures.depositOutstandingPence)}.\n`
          : '') +
        `Still to pay in all: ${formatPence(figures.outstandingPence)}` +
        (figures.depositOutstandingPence > 0
          ? '.'
          : ` (the balance, due ${confirmation?.balanceDue ?? 'on the day of fitting'}).`)
  // The deposit's arrival starts the making and ends free cancellation: say so in the words the customer accepted.
  const depositDone =
    event.kind !== 'removed' &&
    (event.share.kind === 'deposit' || event.share.kind === 'deposit-and-balance') &&
    figures.depositReceived
  const next =
    depositDone && confirmation?.cancellationTerms
      ? `\n\nWhat happens next, under the terms you accepted with your order:\n${confirmation.cancellationTerms}`
      : ''
  const howToPay =
    figures.outstandingPence > 0
      ? confirmation?.bank
        ? `\n\nTo pay by bank transfer: account name ${confirmation.bank.accountName}, sort code ` +
          `${confirmation.bank.sortCode}, account number ${confirmation.bank.accountNumber}, reference ${number}.`
        : `\n\nCall us on ${facts.phonePrimary} for our bank details; use ${number} as the reference.`
      : ''
  return {
    kind: 'change',
    to: order.customerEmail!,
    subject:
      event.kind === 'received'
        ? `Payment received for order ${number} – ${facts.businessName}`
        : `Corrected receipt for order ${number} – ${facts.businessName}`,
    text:
      `Hello ${oneLine(order.customerName)},\n\n${opening}\n\n${owed}${next}${howToPay}\n\n` +
      `Keep this e-mail as your receipt. Questions? Call us on ${facts.phonePrimary} or reply to this e-mail.\n\n` +
      `${facts.businessName}\n`,
  }
}

/**
 * The receipt for the refund recorded when the owner cancelled an order with money paid: how much, how and when,
 * and what (if anything) was kept, under the cancellation terms the customer accepted.
 */
export function refundReceiptMail(order: Order, refund: RefundReceipt, facts: BusinessFacts): Mail {
  const number = order.reference || quoteNumber(order.id)
  const kept = refund.paidPence - refund.amountPence
  const terms = storedConfirmation(order)?.cancellationTerms
  return {
    kind: 'change',
    to: order.customerEmail!,
    subject: `Refund for your cancelled order ${number} – ${facts.businessName}`,
    text:
      `Hello ${oneLine(order.customerName)},\n\nYour order ${number} is cancelled. We have refunded ` +
      `${formatPence(refund.amountPence)} of the ${formatPence(refund.paidPence)} you paid, by ` +
      `${methodWords(refund.method)} on ${dayMonthYear(refund.refundedOn)}.\n\n` +
      (kept > 0
        ? `The other ${formatPence(kept)} is kept` +
          (terms ? `, under the terms you accepted with your order:\n${terms}\n\n` : '.\n\n')
        : 'That is everything you paid: nothing more is owed either way.\n\n') +
      `Keep this e-mail as your receipt. Questions? Call us on ${facts.phonePrimary} or reply to this e-mail.\n\n` +
      `${facts.businessName}\n`,
  }
}
