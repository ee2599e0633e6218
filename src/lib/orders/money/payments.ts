import { sql } from '@payloadcms/db-postgres'
import type { CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { paymentFigures } from './figures'
import { formatPence } from '@/lib/format/money'
import { postgresOf } from '@/lib/platform/db'
import { isOwnerUser } from '@/lib/platform/roles'
import { isoDay } from '@/lib/platform/ukDates'
import { QUOTE_MOVE_CONTEXT } from '../states/states'
import type { Quote } from '@/payload-types'
import { QUOTE_CHANGED, refuse } from '../states/guards'
import { owePaymentReceipts } from './sendReceipts'

type Payment = NonNullable<Quote['payments']>[number]

const ukDay = isoDay
const sameRow = (a: Payment, b: Payment) =>
  a.amountPence === b.amountPence && ukDay(a.paidOn) === ukDay(b.paidOn) && a.method === b.method

/**
 * Inside the write's transaction (the row is locked by `guardQuote`): the payments committed now, as the save's own
 * list reads them, so a change made meanwhile (another payment, or the same one corrected) is seen.
 */
async function storedPayments(req: PayloadRequest, id: number | string): Promise<Payment[] | null> {
  const transactionID = await req.transactionID
  const session = transactionID ? postgresOf(req.payload).sessions[transactionID] : undefined
  if (!session) return null
  const { rows } = await session.db.execute(
    sql`select id, amount_pence, paid_on, method::text as method from quotes_payments where _parent_id = ${Number(id)} order by _order`,
  )
  return rows.map((r) => {
    const row = r as { id: unknown; amount_pence: unknown; paid_on: unknown; method: unknown }
    const paidOn = row.paid_on instanceof Date ? row.paid_on.toISOString() : String(row.paid_on)
    return {
      id: String(row.id),
      amountPence: Number(row.amount_pence),
      paidOn,
      method: row.method as Payment['method'],
    }
  })
}

const who = (req: PayloadRequest) => {
  return req.user?.email ?? 'server'
}

/**
 * Payments on an order, on every write: recorded on an accepted or fitted order only (its priced content stays
 * frozen: `priceQuote` still refuses any change to it), each one a positive amount on a day from the acceptance to
 * today, never more than is still owed. Staff add payments; only the owner changes or removes one already recorded.
 * Two staff adding payments at once cannot both win over the same list (the second is told to reload), so each
 * payment is receipted by the one save that wrote it. The figures (paid, deposit and balance owed) are worked out
 * here, never typed.
 */
export const keepPayments: CollectionBeforeChangeHook<Quote> = async ({
  data,
  originalDoc,
  operation,
  req,
  context,
}) => {
  const before = (operation === 'update' ? originalDoc?.payments : null) ?? []
  const after = data.payments === undefined ? before : (data.payments ?? [])
  const status = data.status ?? originalDoc?.status ?? 'draft'
  const changed =
    after.length !== before.length ||
    after.some((p, i) => !before[i] || p.id !== before[i].id || !sameRow(p, before[i]))
  const totals = data.totals ?? originalDoc?.totals
  if (changed) {
    if (status !== 'accepted' && status !== 'fitted')
      throw refuse('Payments are recorded on an accepted or fitted order only.')
    if (context?.[QUOTE_MOVE_CONTEXT] === 'link') throw refuse('An acceptance records no payments.')
    const byId = new Map(after.filter((p) => p.id).map((p) => [p.id, p]))
    const owner = isOwnerUser(req.user)
    const kept = before.every((p) => byId.has(p.id) && sameRow(byId.get(p.id)!, p))
    if (!kept && !owner) throw refuse('Only the owner can change or remove a payment already recorded.')
    if (originalDoc) {
      const stored = await storedPayments(req, originalDoc.id)
      if (
        stored &&
        (stored.length !== before.length ||
          stored.some((p, i) => p.id !== String(before[i].id) || !sameRow(p, before[i])))
      )
        throw refuse(QUOTE_CHANGED, 409)
    }
    const beforeIds = new Set(before.map((p) => p.id))
    const acceptedDay = originalDoc?.acceptance?.acceptedAt ? ukDay(originalDoc.acceptance.acceptedAt) : null
    const today = ukDay(new Date().toISOString())
    for (const p of after) {
      if (beforeIds.has(p.id)) continue
      if (!Number.isInteger(p.amountPence) || p.amountPence <= 0) throw refuse('A payment is an amount above £0.00.')
      if (!p.paidOn) throw refuse('Give the day the payment was made.')
      if (ukDay(p.paidOn) > today) throw refuse('A payment cannot be dated in the future.')
      if (acceptedDay && ukDay(p.paidOn) < acceptedDay)
        throw refuse(`A payment cannot be dated before the order was accepted (${acceptedDay}).`)
      p.recordedBy = who(req)
    }
    const total = totals?.totalPence ?? 0
    const paid = after.reduce((s, p) => s + p.amountPence, 0)
    if (paid > total)
      throw refuse(
        `That is more than the order's total: ${formatPence(paid)} paid against ${formatPence(total)}. Check the amount.`,
      )
    // Checked and about to be written: each payment added, changed or removed is receipted once this save is made.
    if (originalDoc) owePaymentReceipts(context, originalDoc.id, totals, before, after)
  }
  if (status !== 'accepted' && status !== 'fitted' && !after.length) return data
  // Who recorded a payment is the server's to say: a save from the admin (which cannot write it) keeps it as it was.
  const recordedBy = new Map(before.map((p) => [p.id, p.recordedBy]))
  for (const p of after) if (recordedBy.has(p.id)) p.recordedBy = recordedBy.get(p.id)
  const f = paymentFigures(totals, after)
  return {
    ...data,
    ...(data.payments !== undefined || changed ? { payments: after } : {}),
    account: {
      paidPence: f.paidPence,
      depositOutstandingPence: f.depositOutstandingPence,
      balanceOutstandingPence: f.balanceOutstandingPence,
      outstandingPence: f.outstandingPence,
      depositReceived: f.depositReceived,
      lastPaidOn: f.lastPaidOn,
    },
  }
}
