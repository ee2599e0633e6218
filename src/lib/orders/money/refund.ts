import type { CollectionBeforeChangeHook } from 'payload'

import { formatPence } from '@/lib/format/money'
import { PAYMENT_METHODS } from './figures'
import { isoDay } from '@/lib/platform/ukDates'
import type { Quote } from '@/payload-types'
import { refuse } from '../states/guards'
import { oweRefundReceipt } from './sendReceipts'

type Refund = NonNullable<Quote['refund']>

const EMPTY: Refund = { amountPence: null, method: null, refundedOn: null, recordedBy: null }

/**
 * An order cancelled with money paid records what was given back, on every path (the owner's admin, REST, the local
 * API): with the cancellation itself (so no cancelled order is left holding the customer's money unrecorded), an
 * amount from £0.01 up to what was paid, how, and a day from the acceptance to today; who recorded it is the
 * server's to say. Once recorded it is part of the order's record and never changes; nothing else records one.
 */
export const keepRefund: CollectionBeforeChangeHook<Quote> = ({ data, originalDoc, operation, req, context }) => {
  if (operation !== 'update' || !originalDoc) return { ...data, refund: EMPTY }
  const before: Refund = originalDoc.refund ?? EMPTY
  const asked = data.refund ?? {}
  const amount = asked.amountPence === undefined ? (before.amountPence ?? null) : asked.amountPence
  const to = data.status ?? originalDoc.status
  const cancelling = originalDoc.status === 'accepted' && to === 'cancelled'
  if (!cancelling) {
    if ((amount ?? null) !== (before.amountPence ?? null))
      throw refuse(
        before.amountPence
          ? 'The refund recorded with the cancellation is part of the order’s record: it cannot change.'
          : 'A refund is recorded as the owner cancels an order with money paid, in the same save.',
      )
    return data.refund === undefined ? data : { ...data, refund: before }
  }
  const paid = originalDoc.account?.paidPence ?? 0
  if (paid === 0) {
    if (amount) throw refuse('Nothing was paid on this order: there is nothing to refund.')
    return { ...data, refund: EMPTY }
  }
  if (!amount)
    throw refuse(
      `${formatPence(paid)} was paid on this order: record the refund (the amount and how) as you cancel it.`,
    )
  if (!Number.isInteger(amount) || amount <= 0 || amount > paid)
    throw refuse(`A refund is an amount from £0.01 up to the ${formatPence(paid)} paid.`)
  const method = asked.method ?? before.method ?? 'bank-transfer'
  if (!PAYMENT_METHODS.some((m) => m.value === method)) throw refuse('Say how the refund was made.')
  const refundedOn = asked.refundedOn ?? new Date().toISOString()
  if (isoDay(refundedOn) > isoDay(new Date().toISOString())) throw refuse('A refund cannot be dated in the future.')
  const acceptedAt = originalDoc.acceptance?.acceptedAt
  if (acceptedAt && isoDay(refundedOn) < isoDay(acceptedAt))
    throw refuse(`A refund cannot be dated before the order was accepted (${isoDay(acceptedAt)}).`)
  const refund: Refund = { amountPence: amount, method, refundedOn, recordedBy: req.user?.email ?? 'server' }
  oweRefundReceipt(context, originalDoc.id, { amountPence: amount, method, refundedOn, paidPence: paid })
  return { ...data, refund }
}
