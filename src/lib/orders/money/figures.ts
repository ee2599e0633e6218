/**
 * What an order has been paid and what is still owed, from its accepted figures and the payments staff recorded.
 * Pure: the server stores the result on the order (so lists, the dashboard and the reminders query it), and tests
 * check it without a database. Payments count towards the deposit first, then the balance.
 */
export interface PaymentLike {
  amountPence?: number | null
  paidOn?: string | null
}

export interface PaymentFigures {
  paidPence: number
  /** the deposit not yet covered by payments */
  depositOutstandingPence: number
  /** what is owed beyond the deposit */
  balanceOutstandingPence: number
  /** everything still owed: deposit and balance */
  outstandingPence: number
  depositReceived: boolean
  /** the latest day a payment was made (ISO), or null */
  lastPaidOn: string | null
}

export type AcceptedTotals = { totalPence?: number | null; depositPence?: number | null } | null | undefined

/** The deposit as it counts: never below nothing, never above the total. */
export const depositOf = (totals: AcceptedTotals) =>
  Math.min(Math.max(0, totals?.totalPence ?? 0), Math.max(0, totals?.depositPence ?? 0))

export function paymentFigures(
  totals: AcceptedTotals,
  payments: readonly PaymentLike[] | null | undefined,
): PaymentFigures {
  const total = Math.max(0, totals?.totalPence ?? 0)
  const deposit = depositOf(totals)
  const paid = (payments ?? []).reduce((sum, p) => sum + Math.max(0, Math.round(p.amountPence ?? 0)), 0)
  const outstanding = Math.max(0, total - paid)
  const depositOutstanding = Math.max(0, deposit - paid)
  const days = (payments ?? [])
    .map((p) => p.paidOn)
    .filter((d): d is string => Boolean(d))
    .sort()
  return {
    paidPence: paid,
    depositOutstandingPence: depositOutstanding,
    balanceOutstandingPence: outstanding - depositOutstanding,
    outstandingPence: outstanding,
    depositReceived: depositOutstanding === 0,
    lastPaidOn: days.length ? days[days.length - 1] : null,
  }
}

export const PAYMENT_METHODS = [
  { value: 'bank-transfer', label: 'Bank transfer' },
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value']

/** When the balance is due, as the confirmation says it. */
export const BALANCE_DUE = 'on the day of fitting'
