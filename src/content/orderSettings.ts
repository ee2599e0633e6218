/** Settings → Quotes and reviews, with the values a quote uses while the owner has saved none. */
export interface OrderSettings {
  quoteValidDays: number
  depositPercent: number
  paymentTerms: string
  reviewDelayDays: number
  fittingReminderHours: number
}

export const ORDER_DEFAULTS: OrderSettings = {
  quoteValidDays: 30,
  depositPercent: 30,
  paymentTerms:
    'A deposit by bank transfer confirms your order and we start making your blinds. The balance is due on the day ' +
    'of fitting, by bank transfer or cash. We do not take card payments. Our bank details are on your order ' +
    'confirmation; use your quote number as the reference.',
  reviewDelayDays: 3,
  fittingReminderHours: 24,
}
