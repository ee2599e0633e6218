/** Settings → Quotes and reviews, with the values a quote uses while the owner has saved none. */
export interface OrderSettings {
  quoteValidDays: number
  depositPercent: number
  paymentTerms: string
  /** the owner's cancellation terms, printed on every order confirmation (the customer's durable copy) */
  cancellationTerms: string
  reviewDelayDays: number
  fittingReminderHours: number
  /** days after a quote is sent on which it is followed up while unanswered, e.g. [2, 5, 10] */
  quoteFollowUpDays: number[]
}

export const ORDER_DEFAULTS: OrderSettings = {
  quoteValidDays: 30,
  depositPercent: 30,
  paymentTerms:
    'A deposit by bank transfer confirms your order and we start making your blinds. The balance is due on the day ' +
    'of fitting, by bank transfer or cash. We do not take card payments. Our bank details are on your order ' +
    'confirmation; use your quote number as the reference.',
  cancellationTerms:
    'Your blinds are made to measure for your windows, so once we have ordered them they cannot be sold to anyone ' +
    'else and the 14-day cancellation period does not apply to them (Consumer Contracts Regulations 2013, ' +
    'regulation 28(1)(b)). You may cancel free of charge until we order your blinds, which we do on the working day ' +
    'after your deposit arrives: call or e-mail us and we refund your deposit in full. After that the deposit pays ' +
    'for the materials and work already ordered and is not refunded. If we cannot fit your blinds, we refund ' +
    'everything you have paid. None of this affects your rights if a blind is faulty or not as described.',
  reviewDelayDays: 3,
  fittingReminderHours: 24,
  quoteFollowUpDays: [2, 5, 10],
}
