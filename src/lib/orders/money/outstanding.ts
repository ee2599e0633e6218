import type { Payload } from 'payload'

import { oneLine } from '@/lib/platform/logSafe'

const DAY_MS = 86_400_000
/** A balance still owed this many days after the fitting is overdue (the digest lists it; reminders go weekly). */
export const BALANCE_OVERDUE_DAYS = 7

export interface OwedOrder {
  id: number
  /** the order's number as the customer reads it ("Q00146") */
  reference: string
  name: string
  phone: string
  /** pence still owed: the deposit (accepted orders) or everything left (fitted orders) */
  owedPence: number
  /** acceptance (deposits) or fitting (balances) */
  since: string
  overdue: boolean
}

/**
 * What customers still owe, for the dashboard and the morning digest: accepted orders whose deposit has not
 * arrived, and fitted orders with a balance left (overdue a week after the fitting). From the figures the server
 * stores on each order (`account`), so nothing is worked out twice.
 */
export async function owedOrders(payload: Payload, now = new Date()) {
  const find = (where: Parameters<Payload['find']>[0]['where']) =>
    payload.find({
      collection: 'quotes',
      where,
      depth: 0,
      limit: 200,
      pagination: false,
      overrideAccess: true,
      sort: 'updatedAt',
    })
  const [deposits, balances] = await Promise.all([
    find({ and: [{ status: { equals: 'accepted' } }, { 'account.depositReceived': { not_equals: true } }] }),
    find({ and: [{ status: { equals: 'fitted' } }, { 'account.outstandingPence': { greater_than: 0 } }] }),
  ])
  const overdueBefore = now.getTime() - BALANCE_OVERDUE_DAYS * DAY_MS
  const row = (q: (typeof deposits.docs)[number], owedPence: number, since: string, overdue: boolean): OwedOrder => ({
    id: q.id,
    reference: q.reference ?? '',
    name: oneLine(q.customerName),
    phone: oneLine(q.customerPhone ?? ''),
    owedPence,
    since,
    overdue,
  })
  const depositRows = deposits.docs
    .filter((q) => (q.account?.depositOutstandingPence ?? q.totals?.depositPence ?? 0) > 0)
    .map((q) =>
      row(
        q,
        q.account?.depositOutstandingPence ?? q.totals?.depositPence ?? 0,
        q.acceptance?.acceptedAt ?? q.updatedAt,
        false,
      ),
    )
  const balanceRows = balances.docs.map((q) => {
    const fitted = q.fittedAt ?? q.updatedAt
    return row(q, q.account?.outstandingPence ?? 0, fitted, Date.parse(fitted) < overdueBefore)
  })
  const sum = (rows: OwedOrder[]) => rows.reduce((s, r) => s + r.owedPence, 0)
  return {
    deposits: depositRows,
    balances: balanceRows,
    depositsPence: sum(depositRows),
    balancesPence: sum(balanceRows),
  }
}
