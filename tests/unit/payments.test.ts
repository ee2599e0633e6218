import { describe, expect, it } from 'vitest'

import { bankChangeSummary, paymentFigures } from '@/lib/orders'
import { orderDate } from '@/lib/privacy/rules'
import { bankDetailsOf, checkBankField, lastFour } from '@/lib/validation/bankDetails'

describe('paymentFigures', () => {
  const totals = { totalPence: 100_000, depositPence: 30_000 }

  it('nothing paid: the deposit and the balance are both owed', () => {
    expect(paymentFigures(totals, [])).toEqual({
      paidPence: 0,
      depositOutstandingPence: 30_000,
      balanceOutstandingPence: 70_000,
      outstandingPence: 100_000,
      depositReceived: false,
      lastPaidOn: null,
    })
  })

  it('payments count towards the deposit first, then the balance', () => {
    const part = paymentFigures(totals, [{ amountPence: 20_000, paidOn: '2026-11-02T12:00:00.000Z' }])
    expect(part).toMatchObject({
      depositOutstandingPence: 10_000,
      balanceOutstandingPence: 70_000,
      depositReceived: false,
    })
    const more = paymentFigures(totals, [
      { amountPence: 20_000, paidOn: '2026-11-02T12:00:00.000Z' },
      { amountPence: 50_000, paidOn: '2026-11-20T12:00:00.000Z' },
    ])
    expect(more).toMatchObject({
      paidPence: 70_000,
      depositOutstandingPence: 0,
      balanceOutstandingPence: 30_000,
      outstandingPence: 30_000,
      depositReceived: true,
      lastPaidOn: '2026-11-20T12:00:00.000Z',
    })
  })

  it('paid in full owes nothing; a deposit of 0 counts as received', () => {
    expect(paymentFigures(totals, [{ amountPence: 100_000 }])).toMatchObject({
      outstandingPence: 0,
      balanceOutstandingPence: 0,
    })
    expect(paymentFigures({ totalPence: 5000, depositPence: 0 }, [])).toMatchObject({
      depositReceived: true,
      balanceOutstandingPence: 5000,
    })
  })

  it('ignores negative amounts and a deposit above the total', () => {
    expect(paymentFigures({ totalPence: 1000, depositPence: 5000 }, [{ amountPence: -500 }])).toMatchObject({
      paidPence: 0,
      depositOutstandingPence: 1000,
      balanceOutstandingPence: 0,
    })
  })
})

describe('bank details', () => {
  it('stores one form however typed', () => {
    expect(bankDetailsOf({ accountName: ' A Ltd ', sortCode: '12 34 56', accountNumber: '1234 5678' })).toEqual({
      accountName: 'A Ltd',
      sortCode: '12-34-56',
      accountNumber: '12345678',
    })
    expect(bankDetailsOf({ accountName: 'A Ltd', sortCode: '123456', accountNumber: '12345678' })?.sortCode).toBe(
      '12-34-56',
    )
  })

  it('refuses wrong shapes and half-filled details', () => {
    expect(checkBankField('sortCode', '12-34-5', { sortCode: '12-34-5' })).toMatch(/six digits/)
    expect(checkBankField('accountNumber', '1234567', {})).toMatch(/eight digits/)
    expect(checkBankField('accountNumber', '12345678a', {})).toMatch(/eight digits/)
    expect(checkBankField('accountName', 'A\u202EB', {})).toMatch(/text-direction/)
    expect(checkBankField('sortCode', '', { accountNumber: '12345678' })).toMatch(/all three/)
    expect(checkBankField('sortCode', '', {})).toBe(true)
    expect(bankDetailsOf({ accountName: 'A Ltd', sortCode: '12-34-56' })).toBeNull()
  })

  it('a change is summarised with the last four digits only', () => {
    const summary = bankChangeSummary(
      { accountName: 'A Ltd', sortCode: '12-34-56', accountNumber: '12345678' },
      { accountName: 'A Ltd', sortCode: '12-34-56', accountNumber: '87654321' },
    )
    expect(summary).toBe('account number …5678 → …4321')
    expect(bankChangeSummary({ accountNumber: '12345678' }, { accountNumber: '12345678' })).toBeNull()
    expect(lastFour(null)).toBe('(none)')
  })
})

describe('the accounts period of an order', () => {
  it('runs from the latest of acceptance, fitting and the last payment', () => {
    const order = {
      updatedAt: '2026-11-01T00:00:00.000Z',
      acceptance: { acceptedAt: '2020-01-10T00:00:00.000Z' },
      fittedAt: '2020-02-01T00:00:00.000Z',
      account: { lastPaidOn: '2020-06-30T12:00:00.000Z' },
    }
    expect(orderDate('quotes', order).toISOString()).toBe('2020-06-30T12:00:00.000Z')
    expect(orderDate('quotes', { ...order, account: null }).toISOString()).toBe('2020-02-01T00:00:00.000Z')
    expect(orderDate('quotes', { ...order, fittedAt: null, account: null }).toISOString()).toBe(
      '2020-01-10T00:00:00.000Z',
    )
    expect(orderDate('quotes', { updatedAt: order.updatedAt }).toISOString()).toBe(order.updatedAt)
  })
})
