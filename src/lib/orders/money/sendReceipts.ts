import type { CollectionAfterChangeHook, RequestContext } from 'payload'

import { receiptsFor, type Receipt, type ReceiptPayment, type RefundReceipt } from './receipts'
import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { isoDay } from '@/lib/platform/ukDates'
import { mayReceipt, paymentReceiptMail, refundReceiptMail } from './receiptMail'
import type { Quote } from '@/payload-types'

/**
 * `context` key: the receipts each quote's save owes, by quote id. A map, not a list: a bulk edit in the admin saves
 * several orders with one request (and one context).
 */
const RECEIPTS_CONTEXT = 'paymentReceipts'

type Owed = Record<string, { receipts: Receipt[]; refund?: RefundReceipt }>

type Payment = NonNullable<Quote['payments']>[number]
const asReceipt = (p: Payment): ReceiptPayment => ({
  id: p.id ?? null,
  amountPence: p.amountPence,
  paidOn: p.paidOn,
  method: p.method,
})

/** Called by `keepPayments` once a change to the payments has passed every check, inside the save's lock. */
export function owePaymentReceipts(
  context: RequestContext,
  id: number | string,
  totals: Quote['totals'],
  before: readonly Payment[],
  after: readonly Payment[],
) {
  const owed = (context[RECEIPTS_CONTEXT] as Owed | undefined) ?? {}
  owed[String(id)] = {
    ...owed[String(id)],
    receipts: receiptsFor(totals, before.map(asReceipt), after.map(asReceipt), isoDay),
  }
  context[RECEIPTS_CONTEXT] = owed
}

/** Called by `keepRefund` once the refund recorded with a cancellation has passed its checks. */
export function oweRefundReceipt(context: RequestContext, id: number | string, refund: RefundReceipt) {
  const owed = (context[RECEIPTS_CONTEXT] as Owed | undefined) ?? {}
  owed[String(id)] = { receipts: owed[String(id)]?.receipts ?? [], refund }
  context[RECEIPTS_CONTEXT] = owed
}

/**
 * After the save that wrote them (whatever path: the admin, REST, the local API), the customer is sent a receipt
 * for each payment added, a corrected one for each changed or removed, and the refund's receipt when the order was
 * cancelled with money paid; never to an erased contact. The save that
 * lost a race was refused before this, so it sends nothing. Not awaited: a slow mail server never holds the save.
 */
export const sendPaymentReceipts: CollectionAfterChangeHook<Quote> = ({ doc, req, context }) => {
  const owed = context[RECEIPTS_CONTEXT] as Owed | undefined
  const due = owed?.[String(doc.id)]
  if (!owed || !due) return doc
  delete owed[String(doc.id)]
  if (!mayReceipt(doc) || (!due.receipts.length && !due.refund)) return doc
  const { payload } = req
  void (async () => {
    const facts = await businessFacts(payload)
    const mails = due.receipts.map((r) => paymentReceiptMail(doc, r, facts))
    if (due.refund) mails.push(refundReceiptMail(doc, due.refund, facts))
    await sendMails(payload, mails, `order ${doc.id} receipt`)
  })().catch((err: unknown) => payload.logger.error({ err, msg: `receipt for order ${doc.id} failed` }))
  return doc
}
