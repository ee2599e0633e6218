import { describe, expect, it } from 'vitest'

import { receiptsFor, shareOf, type ReceiptPayment } from '@/lib/orders'
import { isoDay } from '@/lib/platform/ukDates'

const totals = { totalPence: 100_000, depositPence: 30_000 }
const pay = (id: string, amountPence: number, method = 'bank-transfer', paidOn = '2026-11-29T10:00:00.000Z') =>
  ({ id, amountPence, method, paidOn }) satisfies ReceiptPayment

describe('what each payment paid (issue 66)', () => {
  it('counts towards the deposit first: part of it, the rest of it, beyond it, then the balance', () => {
    const list = [pay('a', 10_000), pay('b', 25_000), pay('c', 5_000)]
    expect(shareOf(totals, list, 0)).toEqual({ kind: 'part-of-deposit', depositOwedPence: 20_000 })
    expect(shareOf(totals, list, 1)).toEqual({ kind: 'deposit-and-balance', balancePence: 5_000 })
    expect(shareOf(totals, list, 2)).toEqual({ kind: 'balance' })
    expect(shareOf(totals, [pay('a', 30_000)], 0)).toEqual({ kind: 'deposit' })
  })
})

describe('the receipts a save owes', () => {
  it('one for each payment added, a corrected one for each changed or removed, none for one saved again', () => {
    const before = [pay('a', 10_000), pay('b', 5_000, 'cash')]
    const after = [pay('a', 12_000), pay('c', 3_000, 'cheque')]
    const receipts = receiptsFor(totals, before, after, isoDay)
    expect(receipts.map((r) => r.event.kind)).toEqual(['corrected', 'received', 'removed'])
    expect(receipts[0].figures).toMatchObject({ paidPence: 15_000, outstandingPence: 85_000 })
    // The same day at another hour is the same payment.
    expect(
      receiptsFor(totals, before, [{ ...before[0], paidOn: '2026-11-29T18:00:00.000Z' }, before[1]], isoDay),
    ).toEqual([])
  })
})
