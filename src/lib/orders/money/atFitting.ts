import { formatPence } from '@/lib/format/money'
import { depositOf, paymentFigures, type AcceptedTotals, type PaymentLike } from './figures'

/** What the fitter reads about the money on the fitting's day: on the card and on the sign-off page. */
export interface MoneyAtFitting {
  /** "Deposit received £100.00", "Deposit not yet received (£100.00)", "…: £40.00 of £100.00 paid", "No deposit asked" */
  deposit: string
  /** "Balance to collect £300.00", "To collect £400.00: the deposit and the balance", or "Paid in full" */
  collect: string
  /** everything still owed, in pence: the most a payment recorded now may be */
  owedPence: number
  paidInFull: boolean
}

/**
 * The order's money as the fitter needs it at the door, from `paymentFigures` (the one rule: payments count towards
 * the deposit first). The amount to collect is everything still owed: a deposit that never arrived is collected on
 * the day with the balance, and the line says so.
 */
export function moneyAtFitting(
  totals: AcceptedTotals,
  payments: readonly PaymentLike[] | null | undefined,
): MoneyAtFitting {
  const f = paymentFigures(totals, payments)
  const deposit = depositOf(totals)
  const depositLine =
    deposit === 0
      ? 'No deposit asked'
      : f.depositReceived
        ? `Deposit received ${formatPence(deposit)}`
        : f.paidPence > 0
          ? `Deposit not yet received: ${formatPence(f.paidPence)} of ${formatPence(deposit)} paid`
          : `Deposit not yet received (${formatPence(deposit)})`
  const collect =
    f.outstandingPence === 0
      ? 'Paid in full'
      : f.depositReceived
        ? `Balance to collect ${formatPence(f.outstandingPence)}`
        : `To collect ${formatPence(f.outstandingPence)}: the deposit and the balance`
  return { deposit: depositLine, collect, owedPence: f.outstandingPence, paidInFull: f.outstandingPence === 0 }
}

/** Why a payment of `pence` cannot be recorded when `owedPence` is still owed; null when it can. */
export const moreThanOwed = (pence: number, owedPence: number): string | null =>
  pence <= owedPence
    ? null
    : owedPence === 0
      ? 'Nothing is owed on this order: it is paid in full.'
      : `${formatPence(pence)} is more than the ${formatPence(owedPence)} still owed on this order. Check the amount.`
