import type { CollectionAfterChangeHook, RequestContext } from 'payload'

import { receiptsFor, type Receipt, type ReceiptPayment } from '@/lib/payments/receipts'
import { businessFacts } from '@/lib/platform/businessFacts'
import { sendMails } from '@/lib/platform/sendMails'
import { isoDay } from '@/lib/platform/ukDates'
import { mayReceipt, paymentReceiptMail } from '@/lib/quotes/receiptMail'
import type { Quote } from '@/payload-types'

/**
 * `context` key: the receipts each quote's save owes, by quote id. A map, not a list: a bulk edit in the admin saves
 * several orders with one request (and one context).
 */
const RECEIPTS_CONTEXT = 'paymentReceipts'

type Owed = Record<string, Receipt[]>

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
  owed[String(id)] = receiptsFor(totals, before.map(asReceipt), after.map(asReceipt), isoDay)
  context[RECEIPTS_CONTEXT] = owed
}

/**
 * After the save that wrote them (whatever path: the admin, REST, the local API), the customer is sent a receipt
 * for each payment added and a corrected one for each changed or removed; never to an erased contact. The save that
 * lost a race was refused before this, so it sends nothing. Not awaited: a slow mail server never holds the save.
 */
export const sendPaymentReceipts: CollectionAfterChangeHook<Quote> = ({ doc, req, context }) => {
  const owed = context[RECEIPTS_CONTEXT] as Owed | undefined
  const receipts = owed?.[String(doc.id)]
  if (!owed || !receipts?.length) return doc
  delete owed[String(doc.id)]
  if (!mayReceipt(doc)) return doc
  const { payload } = req
  void (async () => {
    const facts = await businessFacts(payload)
    await sendMails(
      payload,
      receipts.map((r) => paymentReceiptMail(doc, r, facts)),
      `order ${doc.id} receipt`,
    )
  })().catch((err: unknown) => payload.logger.error({ err, msg: `receipt for order ${doc.id} failed` }))
  return doc
}
