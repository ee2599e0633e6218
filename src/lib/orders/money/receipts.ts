import { depositOf, paymentFigures, PAYMENT_METHODS, type AcceptedTotals, type PaymentFigures } from './figures'

/**
 * Which receipts a change to an order's payments owes the customer, and what each payment was for. Pure: the save's
 * hook works the events out from the payments before and after it, and the receipt's words are tested alone.
 */
export interface ReceiptPayment {
  id?: string | null
  amountPence: number
  paidOn: string
  method: string
}

/** What a payment paid, payments counting towards the deposit first (as `paymentFigures` counts them). */
export type PaymentShare =
  /** all of it towards the deposit, and some of the deposit still to pay */
  | { kind: 'part-of-deposit'; depositOwedPence: number }
  /** it brings the deposit to paid, nothing beyond */
  | { kind: 'deposit' }
  /** the rest of the deposit and `balancePence` towards the balance */
  | { kind: 'deposit-and-balance'; balancePence: number }
  /** all of it towards the balance */
  | { kind: 'balance' }

export type ReceiptEvent =
  | { kind: 'received'; payment: ReceiptPayment; share: PaymentShare }
  | { kind: 'corrected'; payment: ReceiptPayment; was: ReceiptPayment; share: PaymentShare }
  | { kind: 'removed'; was: ReceiptPayment }

/** One receipt: the event and the order's figures once the save is made (what is still owed now). */
export interface Receipt {
  event: ReceiptEvent
  figures: PaymentFigures
  depositPence: number
  totalPence: number
}

const sameAs = (a: ReceiptPayment, b: ReceiptPayment, day: (iso: string) => string) =>
  a.amountPence === b.amountPence && day(a.paidOn) === day(b.paidOn) && a.method === b.method

/** The share of the payment at `index`, the payments before it in the list counted first. */
export function shareOf(totals: AcceptedTotals, payments: readonly ReceiptPayment[], index: number): PaymentShare {
  const depositLeftBefore = paymentFigures(totals, payments.slice(0, index)).depositOutstandingPence
  const amount = payments[index].amountPence
  if (depositLeftBefore === 0) return { kind: 'balance' }
  if (amount < depositLeftBefore) return { kind: 'part-of-deposit', depositOwedPence: depositLeftBefore - amount }
  if (amount === depositLeftBefore) return { kind: 'deposit' }
  return { kind: 'deposit-and-balance', balancePence: amount - depositLeftBefore }
}

/**
 * The receipts a save owes: one for each payment added, a corrected one for each payment changed or removed (by
 * the owner). `day` reads a date as its UK day, so a payment saved again at another hour of the same day is unchanged.
 */
export function receiptsFor(
  totals: AcceptedTotals,
  before: readonly ReceiptPayment[],
  after: readonly ReceiptPayment[],
  day: (iso: string) => string,
): Receipt[] {
  const figures = paymentFigures(totals, after)
  const base = {
    figures,
    depositPence: depositOf(totals),
    totalPence: Math.max(0, totals?.totalPence ?? 0),
  }
  const was = new Map(before.filter((p) => p.id).map((p) => [p.id, p]))
  const kept = new Set<string>()
  const receipts: Receipt[] = []
  after.forEach((payment, index) => {
    const old = payment.id ? was.get(payment.id) : undefined
    if (old && payment.id) kept.add(payment.id)
    if (old && sameAs(old, payment, day)) return
    const share = shareOf(totals, after, index)
    receipts.push({
      ...base,
      event: old ? { kind: 'corrected', payment, was: old, share } : { kind: 'received', payment, share },
    })
  })
  for (const p of before) if (!p.id || !kept.has(p.id)) receipts.push({ ...base, event: { kind: 'removed', was: p } })
  return receipts
}

/** "bank transfer", "cash", "cheque": how it was paid, in a sentence. */
export const methodWords = (method: string) =>
  (PAYMENT_METHODS.find((m) => m.value === method)?.label ?? method).toLowerCase()

/** The refund recorded with an order's cancellation, for its receipt. */
export interface RefundReceipt {
  amountPence: number
  method: string
  refundedOn: string
  /** what had been paid on the order */
  paidPence: number
}
