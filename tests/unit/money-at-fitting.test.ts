import { describe, expect, it } from 'vitest'

import { fittingPaymentSchema, seenPayments, moneyAtFitting, moreThanOwed } from '@/lib/orders'

/** What the fitter reads about the money at the fitting (issue 66), and the payment form's rule. */
describe('moneyAtFitting', () => {
  const totals = { totalPence: 100_000, depositPence: 30_000 }
  const paid = (...amounts: number[]) => amounts.map((amountPence) => ({ amountPence, paidOn: '2026-11-29' }))

  it('the deposit received: the balance to collect', () => {
    expect(moneyAtFitting(totals, paid(30_000))).toEqual({
      deposit: 'Deposit received £300.00',
      collect: 'Balance to collect £700.00',
      owedPence: 70_000,
      paidInFull: false,
    })
  })

  it('no deposit yet: everything is collected on the day, and the line says so', () => {
    expect(moneyAtFitting(totals, [])).toMatchObject({
      deposit: 'Deposit not yet received (£300.00)',
      collect: 'To collect £1,000.00: the deposit and the balance',
      owedPence: 100_000,
    })
    expect(moneyAtFitting(totals, paid(10_000)).deposit).toBe('Deposit not yet received: £100.00 of £300.00 paid')
  })

  it('paid in full; an order with no deposit asked', () => {
    expect(moneyAtFitting(totals, paid(30_000, 70_000))).toMatchObject({ collect: 'Paid in full', paidInFull: true })
    expect(moneyAtFitting({ totalPence: 50_000, depositPence: 0 }, []).deposit).toBe('No deposit asked')
  })

  it('more than is owed is refused with a sentence', () => {
    expect(moreThanOwed(70_000, 70_000)).toBeNull()
    expect(moreThanOwed(70_001, 70_000)).toBe(
      '£700.01 is more than the £700.00 still owed on this order. Check the amount.',
    )
    expect(moreThanOwed(1, 0)).toBe('Nothing is owed on this order: it is paid in full.')
  })
})

describe('the payment form at the fitting', () => {
  const form = { quote: '12', amount: '150.50', method: 'cash', seen: 'a1,b2' }

  it('pounds to pence, cash or cheque only, the payments the page showed', () => {
    expect(fittingPaymentSchema.parse(form)).toEqual({ quote: 12, amount: 15_050, method: 'cash', seen: 'a1,b2' })
    expect(fittingPaymentSchema.parse({ ...form, amount: 150, method: 'cheque' }).amount).toBe(15_000)
    const refused = (input: object) => fittingPaymentSchema.safeParse({ ...form, ...input }).error?.issues[0]?.message
    expect(refused({ amount: '' })).toBe('Type the amount in pounds, e.g. 150 or 150.50.')
    expect(refused({ amount: '0' })).toMatch(/^You typed 0, which would show as £0.00/)
    expect(refused({ amount: '-5' })).toMatch(/below £0.00/)
    expect(refused({ method: 'bank-transfer' })).toBe('Choose cash or cheque.')
    expect(refused({ quote: '1e9' })).toBe('Unknown order.')
    expect(seenPayments([{ id: 'a1' }, { id: 'b2' }])).toBe('a1,b2')
    expect(seenPayments(null)).toBe('')
  })
})
