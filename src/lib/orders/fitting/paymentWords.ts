/**
 * The words and choices of a payment at the fitting, without its rules: the page's form imports these at once and
 * loads the rules (`paymentForm.ts`, zod) only when a payment is recorded, which needs signal anyway.
 */

/** How a payment is taken at the fitting (a bank transfer is recorded in /admin when it arrives). */
export const FITTING_PAYMENT_METHODS = [
  { value: 'cash', label: 'Cash' },
  { value: 'cheque', label: 'Cheque' },
] as const

export type FittingPaymentMethod = (typeof FITTING_PAYMENT_METHODS)[number]['value']

export const NO_SIGNAL_PAYMENT = 'No signal: the payment can be recorded once the phone is back online.'
