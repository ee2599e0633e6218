import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { NextRequest } from 'next/server'

import { POST as postPayment } from '@/app/(frontend)/api/visits/payment/route'
import { recordFittingPayment } from '@/lib/orders'
import { readFitting } from '@/lib/visits/readFitting'
import { formatPence } from '@/lib/format/money'
import { readVisits } from '@/lib/visits/readVisits'
import type { Quote } from '@/payload-types'
import { loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload, userFor } from '../support/int/payload'
import { quoteAt } from '../support/int/quoteMoves'
import { postStaffForm } from '../support/int/staffForms'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * Money at the fitting (issue 66): the card and the sign-off page say whether the deposit arrived and what to collect;
 * a cash or cheque payment recorded on the phone goes through the order's own save (its rules, its lock, the
 * customer's receipt), never more than is owed, once under a double tap, by owner and staff only.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staffToken: string

const RECEIPT = /Payment received/
const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })
const receiptsTo = (address: string) => mail.inbox.filter((m) => m.to.includes(address) && RECEIPT.test(m.subject))
/** Waits for the `n`th receipt to `address`, then a little longer, so a second one sent by mistake is seen too. */
async function receipts(address: string, n: number) {
  const start = Date.now()
  while (receiptsTo(address).length < n && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 50))
  await new Promise((r) => setTimeout(r, 500))
  return receiptsTo(address)
}

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.61')
})
afterAll(() => mail.close())

/** An accepted order fitted in an hour, with its deposit paid by bank transfer (that payment's receipt waited for). */
async function orderAtFitting(name: string, { depositPaid = true } = {}): Promise<Quote> {
  const quote = await quoteAt(payload, 'accepted', { customerName: name })
  await payload.update({
    collection: 'quotes',
    id: quote.id,
    overrideAccess: true,
    data: {
      fittingDate: new Date(Date.now() + 3_600_000).toISOString(),
      ...(depositPaid
        ? {
            payments: [
              { amountPence: quote.totals!.depositPence!, paidOn: new Date().toISOString(), method: 'bank-transfer' },
            ],
          }
        : {}),
    },
  })
  if (depositPaid) await receipts(quote.customerEmail!, 1)
  return read(quote.id)
}

const seenOf = (quote: Quote) => (quote.payments ?? []).map((p) => p.id).join(',')

/** The JSON post the page's form sends. */
const postJson = (body: Record<string, unknown>, session = staffToken) =>
  postPayment(
    new NextRequest('http://localhost/api/visits/payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost', authorization: `JWT ${session}` },
      body: JSON.stringify(body),
    }),
  )

describe('money at the fitting', () => {
  it('the card and the page show the deposit received and the balance; cash recorded: stored, receipted once, owed less', async () => {
    const quote = await orderAtFitting('Cash Cassie')
    const { totalPence, depositPence } = quote.totals as { totalPence: number; depositPence: number }
    const balance = totalPence - depositPence
    const staff = await userFor(payload, 'staff')
    const card = (await readVisits(payload, staff))!.flatMap((d) => d.visits).find((v) => v.id === quote.id)
    expect(card?.money).toMatchObject({
      deposit: `Deposit received ${formatPence(depositPence)}`,
      collect: `Balance to collect ${formatPence(balance)}`,
    })
    expect((await readFitting(payload, staff, quote.id))?.money.collect).toBe(
      `Balance to collect ${formatPence(balance)}`,
    )

    // The page's plain form post (no JavaScript): £50.00 of the balance, in cash.
    const res = await postStaffForm(
      postPayment,
      '/api/visits/payment',
      { quote: String(quote.id), amount: '50', method: 'cash', seen: seenOf(quote) },
      staffToken,
    )
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/visits/fitting/${quote.id}?paid=recorded#money`)
    const after = await read(quote.id)
    expect(after.payments?.map((p) => [p.amountPence, p.method, p.recordedBy])).toEqual([
      [depositPence, 'bank-transfer', 'server'],
      [5000, 'cash', staff.email],
    ])
    expect(after.account).toMatchObject({ paidPence: depositPence + 5000, outstandingPence: balance - 5000 })
    const view = await readFitting(payload, staff, quote.id)
    expect(view?.money.collect).toBe(`Balance to collect ${formatPence(balance - 5000)}`)
    expect(view?.paymentsSeen).toBe(seenOf(after))

    const sent = await receipts(quote.customerEmail!, 2)
    expect(sent).toHaveLength(2)
    expect(sent[1].text).toContain(`we have received ${formatPence(5000)} by cash on `)
    expect(sent[1].text).toContain('This is towards the balance.')

    // The rest by cheque, as JSON: paid in full, and the page says so.
    const rest = await postJson({
      quote: quote.id,
      amount: (balance - 5000) / 100,
      method: 'cheque',
      seen: seenOf(after),
    })
    expect(rest.status).toBe(200)
    expect(await rest.json()).toMatchObject({ ok: true, code: 'recorded', owedPence: 0, receipt: true })
    expect((await readFitting(payload, staff, quote.id))?.money).toMatchObject({
      collect: 'Paid in full',
      paidInFull: true,
    })
    const all = await receipts(quote.customerEmail!, 3)
    expect(all).toHaveLength(3)
    expect(all[2].text).toContain('Your order is paid in full')
  })

  it('a deposit not yet received: the card says so, and what to collect is the deposit and the balance', async () => {
    const quote = await orderAtFitting('Unpaid Una', { depositPaid: false })
    const { totalPence, depositPence } = quote.totals as { totalPence: number; depositPence: number }
    const view = await readFitting(payload, await userFor(payload, 'staff'), quote.id)
    expect(view?.money).toMatchObject({
      deposit: `Deposit not yet received (${formatPence(depositPence)})`,
      collect: `To collect ${formatPence(totalPence)}: the deposit and the balance`,
      owedPence: totalPence,
    })
  })

  it('more than is owed is refused with a sentence: nothing stored, no receipt', async () => {
    const quote = await orderAtFitting('Over Olive')
    const owed = quote.account!.outstandingPence!
    const res = await postJson({ quote: quote.id, amount: (owed + 1) / 100, method: 'cash', seen: seenOf(quote) })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      ok: false,
      code: 'too-much',
      error: `${formatPence(owed + 1)} is more than the ${formatPence(owed)} still owed on this order. Check the amount.`,
    })
    // Not an amount at all, or a bank transfer (recorded in /admin when it arrives): refused too.
    const odd = await postJson({ quote: quote.id, amount: 'fifty', method: 'cash', seen: seenOf(quote) })
    expect(odd.status).toBe(400)
    expect(await odd.json()).toMatchObject({
      code: 'invalid',
      error: expect.stringContaining('is not a price in pounds'),
    })
    expect(
      (await postJson({ quote: quote.id, amount: '5', method: 'bank-transfer', seen: seenOf(quote) })).status,
    ).toBe(400)
    expect((await read(quote.id)).payments).toHaveLength(1)
    await new Promise((r) => setTimeout(r, 600))
    expect(receiptsTo(quote.customerEmail!)).toHaveLength(1)
  })

  it('signed out, from another site or without a role: refused; an order not accepted takes no payment here', async () => {
    const quote = await orderAtFitting('Guarded Gail')
    const form = { quote: String(quote.id), amount: '10', method: 'cash', seen: seenOf(quote) }
    expect((await postStaffForm(postPayment, '/api/visits/payment', form)).status).toBe(401)
    expect(
      (await postStaffForm(postPayment, '/api/visits/payment', form, staffToken, 'https://evil.example')).status,
    ).toBe(403)
    // A users record with no role (as a customer would be): not staff.
    expect(await recordFittingPayment(payload, { id: 999, role: null, collection: 'users' }, form)).toMatchObject({
      ok: false,
      status: 403,
    })
    expect((await read(quote.id)).payments).toHaveLength(1)

    const fitted = await quoteAt(payload, 'fitted', { customerName: 'Fitted Fay' })
    const late = await postJson({ quote: fitted.id, amount: '10', method: 'cash', seen: '' })
    expect(late.status).toBe(409)
    expect(await late.json()).toMatchObject({ code: 'not-accepted' })
    const draft = await quoteAt(payload, 'draft', { customerName: 'Draft Dora' })
    expect((await postJson({ quote: draft.id, amount: '10', method: 'cash', seen: '' })).status).toBe(404)
    expect((await read(fitted.id)).payments ?? []).toHaveLength(0)
    await new Promise((r) => setTimeout(r, 500)) // a receipt sent by mistake would have arrived by now
    expect(receiptsTo(fitted.customerEmail!)).toHaveLength(0)
  })

  it('a double tap records the payment once: the second answers 409 and sends no receipt', async () => {
    const quote = await orderAtFitting('Double Dilys')
    const body = { quote: quote.id, amount: '20', method: 'cash', seen: seenOf(quote) }
    const answers = await Promise.all([postJson(body), postJson(body)])
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409])
    const refused = await answers.find((a) => a.status === 409)!.json()
    expect(refused).toMatchObject({ code: 'changed', error: expect.stringContaining('nothing was recorded now') })
    const after = await read(quote.id)
    expect(after.payments?.map((p) => p.amountPence)).toEqual([quote.totals!.depositPence, 2000])
    expect(await receipts(quote.customerEmail!, 3)).toHaveLength(2)
  })
})
