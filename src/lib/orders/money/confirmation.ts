import type { Payload, PayloadRequest } from 'payload'

import { BALANCE_DUE } from './figures'
import { bankDetailsOf, type BankDetails } from '@/lib/validation/bankDetails'
import type { Quote } from '@/payload-types'
import { readOrderSettings } from '../lines/settings'

/**
 * What an order confirmation tells the customer beyond the quote: how to pay (the bank details of the day, the
 * quote number as the reference), when the balance is due and the cancellation terms. Taken once, at acceptance,
 * and kept on the order: a later change of account in Settings (the classic payment-fraud trick) never alters
 * what a confirmed order shows.
 */
export interface OrderConfirmation {
  sentAt: string
  reference: string
  balanceDue: string
  /** null while Settings has no bank details: the customer is asked to call */
  bank: BankDetails | null
  cancellationTerms: string
}

/** The confirmation an acceptance at `now` sends and stores. */
export async function confirmationNow(
  payload: Payload,
  reference: string,
  now: Date,
  req?: Partial<PayloadRequest>,
): Promise<OrderConfirmation> {
  const [bank, settings] = await Promise.all([
    payload.findGlobal({ slug: 'bank-details', depth: 0, overrideAccess: true, req }),
    readOrderSettings(payload, req),
  ])
  return {
    sentAt: now.toISOString(),
    reference,
    balanceDue: BALANCE_DUE,
    bank: bankDetailsOf(bank),
    cancellationTerms: settings.cancellationTerms,
  }
}

/** The order's stored fields for a confirmation. */
export const confirmationData = (c: OrderConfirmation): NonNullable<Quote['confirmation']> => ({
  sentAt: c.sentAt,
  reference: c.reference,
  balanceDue: c.balanceDue,
  accountName: c.bank?.accountName ?? null,
  sortCode: c.bank?.sortCode ?? null,
  accountNumber: c.bank?.accountNumber ?? null,
  cancellationTerms: c.cancellationTerms,
})

/** The confirmation an order was sent, as stored on it (null before acceptance). */
export function storedConfirmation(quote: Pick<Quote, 'confirmation'>): OrderConfirmation | null {
  const c = quote.confirmation
  if (!c?.sentAt) return null
  return {
    sentAt: c.sentAt,
    reference: c.reference ?? '',
    balanceDue: c.balanceDue ?? BALANCE_DUE,
    bank: bankDetailsOf(c),
    cancellationTerms: c.cancellationTerms ?? '',
  }
}
