import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import * as rest from '@/app/(payload)/api/cms/[...slug]/route'
import { poolOf } from '@/lib/platform/db'
import { readSiteSettings } from '@/lib/platform/readSettings'
import type { Quote } from '@/payload-types'
import { startMailCatcher } from '../support/mailCatcher'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { quoteAt } from '../support/int/quoteMoves'

/**
 * Every payment acknowledged (issue 66): a receipt for each payment on every path that records one, once when two
 * saves race, a corrected one when the owner changes or removes a payment, never to an erased contact.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staff: string
let owner: string

const IP = '192.0.2.151'
const RECEIPT = /Payment received|Corrected receipt/
const BANK = { accountName: 'Receipts Blinds Ltd', sortCode: '10-20-30', accountNumber: '11223344' }

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staff = await loginToken('staff', TEST_PASSWORDS.staff, IP)
  owner = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.152')
  await payload.updateGlobal({ slug: 'bank-details', data: BANK, overrideAccess: true })
})
afterAll(() => mail.close())

const today = () => new Date().toISOString()
const pounds = (p: number) => `£${(p / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`
const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })
const emailOf = (order: Quote) => order.customerEmail!
const receiptsTo = (address: string) => mail.inbox.filter((m) => m.to.includes(address) && RECEIPT.test(m.subject))
/** Waits for the `n`th receipt to `address`, then a little longer, so a second one sent by mistake is seen too. */
async function receipts(address: string, n: number) {
  const start = Date.now()
  while (receiptsTo(address).length < n && Date.now() - start < 10_000) await new Promise((r) => setTimeout(r, 50))
  await new Promise((r) => setTimeout(r, 400))
  return receiptsTo(address)
}

/** The save the admin's form makes: a multipart body whose `_payload` is the document as edited. */
function adminSave(id: number, doc: Partial<Quote>, token: string) {
  const form = new FormData()
  form.set('_payload', JSON.stringify(doc))
  const url = new URL(`/api/cms/quotes/${id}?depth=0&fallback-locale=null`, 'http://localhost:3000')
  return rest.PATCH(
    new Request(url, {
      method: 'PATCH',
      body: form,
      headers: { authorization: `JWT ${token}`, 'x-forwarded-for': IP },
    }),
    { params: Promise.resolve({ slug: ['quotes', String(id)] }) },
  )
}

describe('a receipt for each payment', () => {
  it("the admin's save of the deposit: the amount, how, what is still owed and, in the terms' words, what happens next", async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Rita Receipt' })
    const { totalPence, depositPence } = order.totals as { totalPence: number; depositPence: number }
    const res = await adminSave(
      order.id,
      { ...order, payments: [{ amountPence: depositPence, paidOn: today(), method: 'bank-transfer' }] },
      staff,
    )
    expect(res.status).toBe(200)
    const [receipt, ...more] = await receipts(emailOf(order), 1)
    expect(more).toHaveLength(0)
    expect(receipt.subject).toBe(
      `Payment received for order ${order.reference} – ${(await readSiteSettings(payload)).businessName}`,
    )
    expect(receipt.text).toContain(`we have received ${pounds(depositPence)} by bank transfer on `)
    expect(receipt.text).toContain(`This completes your deposit of ${pounds(depositPence)}.`)
    expect(receipt.text).toContain(
      `Still to pay in all: ${pounds(totalPence - depositPence)} (the balance, due on the day of fitting).`,
    )
    // What happens next is said in the words of the terms the customer accepted (stored with the order).
    expect(receipt.text).toContain('What happens next, under the terms you accepted with your order:')
    expect(receipt.text).toContain(order.confirmation!.cancellationTerms!)
    expect(receipt.text).toContain(`account number ${BANK.accountNumber}, reference ${order.reference}`)
    expect(receipt.text).not.toContain('paid in full')
  })

  it('REST and the local API: part of the deposit is receipted as part of it; the last payment says paid in full', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Petra Part' })
    const { totalPence, depositPence } = order.totals as { totalPence: number; depositPence: number }
    const part = Math.floor(depositPence / 3)
    const viaRest = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: [{ amountPence: part, paidOn: today(), method: 'cash' }] },
      token: staff,
      ip: IP,
    })
    expect(viaRest.status).toBe(200)
    const [first] = await receipts(emailOf(order), 1)
    expect(first.text).toContain(`we have received ${pounds(part)} by cash on `)
    expect(first.text).toContain(
      `This is part of your deposit of ${pounds(depositPence)}: ${pounds(depositPence - part)} of the deposit is still to pay.`,
    )
    expect(first.text).toContain(`Deposit still to pay: ${pounds(depositPence - part)}.`)
    expect(first.text).not.toContain('What happens next')

    const paidSoFar = (await read(order.id)).payments!
    const rest = depositPence - part + 500
    await payload.update({
      collection: 'quotes',
      id: order.id,
      overrideAccess: true,
      data: { payments: [...paidSoFar, { amountPence: rest, paidOn: today(), method: 'bank-transfer' }] },
    })
    const second = (await receipts(emailOf(order), 2))[1]
    expect(second.text).toContain(
      `This completes your deposit of ${pounds(depositPence)} and pays ${pounds(500)} towards the balance.`,
    )
    expect(second.text).toContain('What happens next, under the terms you accepted')

    const last = totalPence - depositPence - 500
    await payload.update({
      collection: 'quotes',
      id: order.id,
      overrideAccess: true,
      data: {
        payments: [...(await read(order.id)).payments!, { amountPence: last, paidOn: today(), method: 'cheque' }],
      },
    })
    const all = await receipts(emailOf(order), 3)
    expect(all).toHaveLength(3)
    expect(all[2].text).toContain(`we have received ${pounds(last)} by cheque on `)
    expect(all[2].text).toContain('This is towards the balance.')
    expect(all[2].text).toContain(`Your order is paid in full: ${pounds(totalPence)} received.`)
    expect(all[2].text).not.toContain('Still to pay')
    expect(all[2].text).not.toContain('To pay by bank transfer')
  })

  it('two saves racing: one payment is recorded and receipted once, the other save is refused and sends nothing', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Rory Race' })
    const results = await Promise.all(
      [1000, 2000].map((amountPence) =>
        callRest('PATCH', `/api/cms/quotes/${order.id}`, {
          body: { payments: [{ amountPence, paidOn: today(), method: 'cash' }] },
          token: staff,
          ip: IP,
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const recorded = (await read(order.id)).payments!
    expect(recorded).toHaveLength(1)
    const sent = await receipts(emailOf(order), 1)
    await new Promise((r) => setTimeout(r, 600))
    expect(receiptsTo(emailOf(order))).toHaveLength(1)
    expect(sent[0].text).toContain(`we have received ${pounds(recorded[0].amountPence)} by cash`)
  })

  it('the owner corrects a payment, then removes one: a corrected receipt each; a save that changes nothing, none', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Cora Correct' })
    await payload.update({
      collection: 'quotes',
      id: order.id,
      overrideAccess: true,
      data: {
        payments: [
          { amountPence: 3000, paidOn: today(), method: 'cash' },
          { amountPence: 1000, paidOn: today(), method: 'cash' },
        ],
      },
    })
    expect(await receipts(emailOf(order), 2)).toHaveLength(2)
    const [a, b] = (await read(order.id)).payments!
    // The same list saved again (as the admin does with every save): no receipt.
    const again = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: [a, b], staffNotes: 'Checked the bank' },
      token: staff,
      ip: IP,
    })
    expect(again.status).toBe(200)
    await new Promise((r) => setTimeout(r, 800))
    expect(receiptsTo(emailOf(order))).toHaveLength(2)

    const corrected = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: [{ ...a, amountPence: 3500, method: 'cheque' }, b] },
      token: owner,
      ip: IP,
    })
    expect(corrected.status).toBe(200)
    const third = (await receipts(emailOf(order), 3))[2]
    expect(third.subject).toMatch(/^Corrected receipt for order Q\d{5} – /)
    expect(third.text).toContain(`It now reads ${pounds(3500)} by cheque on `)
    expect(third.text).toContain(`(it read ${pounds(3000)} by cash on `)
    expect(third.text).toContain('This e-mail replaces the receipt we sent for it.')
    expect(third.text).toContain(`Paid so far: ${pounds(4500)} of `)

    const removed = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: [{ ...a, amountPence: 3500, method: 'cheque' }] },
      token: owner,
      ip: IP,
    })
    expect(removed.status).toBe(200)
    const all = await receipts(emailOf(order), 4)
    expect(all).toHaveLength(4)
    expect(all[3].subject).toMatch(/^Corrected receipt/)
    expect(all[3].text).toContain(`We have removed a payment of ${pounds(1000)} by cash on `)
    expect(all[3].text).toContain(`Paid so far: ${pounds(3500)} of `)
  })

  it('never to an erased contact: the payment is recorded, no receipt is sent', async () => {
    // An order still taking payments holds an erasure back (issue 67): this one's contact was erased by hand, as it
    // was before erasures waited (kept for the accounts, no e-mail address).
    const order = await quoteAt(payload, 'accepted', { customerName: 'Erin Erased' })
    const address = emailOf(order)
    await poolOf(payload).query(`UPDATE quotes SET customer_email = NULL, privacy_state = 'accounts' WHERE id = $1`, [
      order.id,
    ])
    const erased = await read(order.id)
    expect(erased.customerEmail ?? null).toBeNull()
    const res = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: [{ amountPence: 2500, paidOn: today(), method: 'cash' }] },
      token: staff,
      ip: IP,
    })
    expect(res.status).toBe(200)
    expect((await read(order.id)).account?.paidPence).toBe(2500)
    await new Promise((r) => setTimeout(r, 800))
    expect(receiptsTo(address)).toHaveLength(0)
  })
})

describe('the refund of a cancelled order', () => {
  const REFUND = /Refund for your cancelled order/

  it('is recorded with the cancellation when money was paid, and the customer gets its receipt', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Rufus Refund' })
    const depositPence = order.totals!.depositPence!
    await payload.update({
      collection: 'quotes',
      id: order.id,
      overrideAccess: true,
      data: { payments: [{ amountPence: depositPence, paidOn: today(), method: 'bank-transfer' }] },
    })
    const cancel = (body: Record<string, unknown>) =>
      callRest('PATCH', `/api/cms/quotes/${order.id}`, {
        body: { status: 'cancelled', cancellationReason: 'Moving house', ...body },
        token: owner,
        ip: IP,
      })
    const none = await cancel({})
    expect(none.status).toBe(400)
    expect(JSON.stringify(await none.json())).toContain(
      `${pounds(depositPence)} was paid on this order: record the refund`,
    )
    const tooMuch = await cancel({ refund: { amountPence: depositPence + 1, method: 'bank-transfer' } })
    expect(tooMuch.status).toBe(400)
    expect((await read(order.id)).status).toBe('accepted')

    const kept = 1000
    const done = await cancel({ refund: { amountPence: depositPence - kept, method: 'bank-transfer' } })
    expect(done.status).toBe(200)
    const cancelled = await read(order.id)
    expect(cancelled.status).toBe('cancelled')
    expect(cancelled.refund).toMatchObject({ amountPence: depositPence - kept, method: 'bank-transfer' })
    expect(cancelled.refund?.recordedBy).toMatch(/owner/)
    expect(cancelled.refund?.refundedOn).toBeTruthy()
    const receipt = await mail.mailTo(emailOf(order), REFUND)
    expect(receipt.subject).toContain(order.reference!)
    expect(receipt.text).toContain(
      `Your order ${order.reference} is cancelled. We have refunded ${pounds(depositPence - kept)} of the ${pounds(depositPence)} you paid, by bank transfer on `,
    )
    expect(receipt.text).toContain(`The other ${pounds(kept)} is kept, under the terms you accepted with your order:`)
    expect(receipt.text).toContain(order.confirmation!.cancellationTerms!)

    // Part of the order's record from then on, even for code with full access.
    await expect(
      payload.update({
        collection: 'quotes',
        id: order.id,
        overrideAccess: true,
        data: { refund: { amountPence: depositPence } },
      }),
    ).rejects.toThrow(/part of the order’s record/)
    await new Promise((r) => setTimeout(r, 400))
    expect(mail.inbox.filter((m) => m.to.includes(emailOf(order)) && REFUND.test(m.subject))).toHaveLength(1)
  })

  it('an order cancelled with nothing paid records no refund and sends no receipt; a refund is recorded nowhere else', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Nell Nothing' })
    const early = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { refund: { amountPence: 500, method: 'cash' } },
      token: owner,
      ip: IP,
    })
    expect(early.status).toBe(400)
    const refused = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { status: 'cancelled', cancellationReason: 'Changed mind', refund: { amountPence: 500, method: 'cash' } },
      token: owner,
      ip: IP,
    })
    expect(JSON.stringify(await refused.json())).toContain('Nothing was paid on this order')
    const res = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { status: 'cancelled', cancellationReason: 'Changed mind' },
      token: owner,
      ip: IP,
    })
    expect(res.status).toBe(200)
    expect((await read(order.id)).refund?.amountPence ?? null).toBeNull()
    await new Promise((r) => setTimeout(r, 600))
    expect(mail.inbox.filter((m) => m.to.includes(emailOf(order)) && REFUND.test(m.subject))).toHaveLength(0)
  })
})
