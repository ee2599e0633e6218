import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { runRetention } from '@/jobs/retention'
import { readGoLiveChecks } from '@/lib/leads/goLive'
import { poolOf } from '@/lib/platform/db'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { findPerson, parseContact, personCopyCsv, personCopyJson, picked } from '@/lib/privacy/person'
import { owedOrders, acceptQuote, quoteView, ORDER_DEFAULTS } from '@/lib/orders'
import { startMailCatcher } from '../support/mailCatcher'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload, userFor } from '../support/int/payload'
import { quoteAt, tokenOf } from '../support/int/quoteMoves'

/**
 * How the customer pays (issue 45): the bank details in Settings (owner only, validated, every change recorded and
 * e-mailed), the order confirmation on acceptance with the details of that moment kept on the order, and the
 * payments staff record with the figures worked out on the server.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staff: string
let owner: string

const FIRST = { accountName: 'Venetian Blinds Birmingham Ltd', sortCode: '12-34-56', accountNumber: '12345678' }
const SECOND = { accountName: 'Venetian Blinds Birmingham Ltd', sortCode: '65 43 21', accountNumber: '8765 4321' }

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.241')
  owner = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.242')
  await payload.updateGlobal({ slug: 'bank-details', data: FIRST, overrideAccess: true })
})
afterAll(() => mail.close())

const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => 'saved',
    (e: Error) => e.message,
  )
const messageOf = async (res: Response) =>
  ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message
const bank = () => payload.findGlobal({ slug: 'bank-details', depth: 0, overrideAccess: true })
const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })

describe('bank details in Settings', () => {
  it('only the owner reads and changes them: REST and the local API without override', async () => {
    expect((await callRest('GET', '/api/cms/globals/bank-details')).status).toBe(403)
    expect((await callRest('GET', '/api/cms/globals/bank-details', { token: staff })).status).toBe(403)
    const staffPatch = await callRest('POST', '/api/cms/globals/bank-details', {
      body: { accountNumber: '99999999' },
      token: staff,
    })
    expect(staffPatch.status).toBe(403)
    const staffUser = await userFor(payload, 'staff')
    expect(await errorOf(payload.findGlobal({ slug: 'bank-details', overrideAccess: false, user: staffUser }))).toMatch(
      /not allowed/i,
    )
    expect(
      await errorOf(
        payload.updateGlobal({
          slug: 'bank-details',
          data: { accountNumber: '99999999' },
          overrideAccess: false,
          user: staffUser,
        }),
      ),
    ).toMatch(/not allowed/i)
    expect((await bank()).accountNumber).toBe(FIRST.accountNumber)
    const ownerRead = await callRest('GET', '/api/cms/globals/bank-details', { token: owner })
    expect(ownerRead.status).toBe(200)
    expect((await ownerRead.json()).sortCode).toBe(FIRST.sortCode)
    // Nor do they travel with the public settings.
    const settings = await callRest('GET', '/api/cms/globals/site-settings')
    expect(JSON.stringify(await settings.json())).not.toContain(FIRST.accountNumber)
  })

  it('refuses a sort code or account number of the wrong shape, and half-filled details, on every path', async () => {
    for (const [body, message] of [
      [{ sortCode: '12-34-5' }, /six digits/],
      [{ accountNumber: '1234567' }, /eight digits/],
      [{ accountNumber: '1234567A' }, /eight digits/],
      [{ accountName: '', sortCode: '', accountNumber: '12345678' }, /all three/],
    ] as const) {
      const res = await callRest('POST', '/api/cms/globals/bank-details', { body, token: owner })
      expect(res.status).toBe(400)
      expect(JSON.stringify(await res.json())).toMatch(message)
    }
    expect(
      await errorOf(payload.updateGlobal({ slug: 'bank-details', data: { sortCode: '1234' }, overrideAccess: true })),
    ).toMatch(/sort code|six/i)
    expect(await bank()).toMatchObject(FIRST)
  })

  it('records a change (who, when, last four digits) and e-mails it to the owner', async () => {
    const before = (await bank()).changes?.length ?? 0
    const res = await callRest('POST', '/api/cms/globals/bank-details', { body: SECOND, token: owner })
    expect(res.status).toBe(200)
    const saved = await bank()
    // Stored in one form, however typed.
    expect(saved).toMatchObject({ sortCode: '65-43-21', accountNumber: '87654321' })
    expect(saved.changes).toHaveLength(before + 1)
    const change = saved.changes!.at(-1)!
    expect(change.changedBy).toMatch(/owner/i)
    expect(Date.now() - Date.parse(change.changedAt!)).toBeLessThan(60_000)
    expect(change.summary).toContain('account number …5678 → …4321')
    expect(change.summary).toContain('sort code 12-34-56 → 65-43-21')
    expect(change.summary).not.toContain('12345678')
    const ownerUser = await userFor(payload, 'owner')
    const message = await mail.mailTo(ownerUser!.email, /Bank details changed/)
    expect(message.text).toContain('…5678 → …4321')
    expect(message.text).not.toContain('87654321')
    // When, as the rest of the site says it (UK time, in words), never a machine's timestamp.
    expect(message.text).toMatch(/ on \w+day,? \d{1,2} \w+ \d{4} at \d{2}:\d{2} \(UK time\):/)
    expect(message.text).not.toMatch(/\d{4}-\d{2}-\d{2}T/)
    // The record cannot be written from outside, even by the owner.
    const forged = await callRest('POST', '/api/cms/globals/bank-details', {
      body: { changes: [] },
      token: owner,
    })
    expect(forged.status).toBe(200)
    expect((await bank()).changes).toHaveLength(before + 1)
    // A save that changes nothing records nothing.
    await callRest('POST', '/api/cms/globals/bank-details', { body: { accountName: SECOND.accountName }, token: owner })
    expect((await bank()).changes).toHaveLength(before + 1)
    await payload.updateGlobal({ slug: 'bank-details', data: FIRST, overrideAccess: true })
  })

  it('the go-live panel lists missing bank details and default cancellation terms', async () => {
    const checks = async () => Object.fromEntries((await readGoLiveChecks(payload)).map((c) => [c.key, c.count]))
    expect(await checks()).toMatchObject({ bankDetails: 0, cancellationTerms: 1 })
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'bank-details',
      data: { accountName: '', sortCode: '', accountNumber: '' },
      overrideAccess: true,
    })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { orders: { ...site.orders, cancellationTerms: 'Our own terms.' } },
      overrideAccess: true,
    })
    try {
      expect(await checks()).toMatchObject({ bankDetails: 1, cancellationTerms: 0 })
    } finally {
      await payload.updateGlobal({ slug: 'bank-details', data: FIRST, overrideAccess: true })
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { orders: site.orders },
        overrideAccess: true,
      })
    }
  })

  it('the cancellation terms have a default for made-to-measure goods', async () => {
    const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    expect(settings.orders?.cancellationTerms ?? ORDER_DEFAULTS.cancellationTerms).toMatch(/made to measure/)
  })
})

describe('the order confirmation on acceptance', () => {
  it('e-mails the windows, total, deposit, bank details with the quote number as reference, balance and terms, once', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Pay Penny' })
    const token = await tokenOf(payload, quote.id)
    const outcomes = await Promise.all(
      [0, 1, 2].map(() => acceptQuote(payload, token, { name: 'Pay Penny', terms: true, clientAddress: '192.0.2.9' })),
    )
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1)
    const order = await read(quote.id)
    const number = `Q${String(quote.id).padStart(5, '0')}`
    const message = await mail.mailTo('pay.penny@example.com', /Your order Q\d+ is confirmed/)
    await new Promise((r) => setTimeout(r, 300))
    expect(
      mail.inbox.filter((m) => m.to.includes('pay.penny@example.com') && /confirmed/.test(m.subject)),
    ).toHaveLength(1)
    expect(message.text).toContain('Kitchen')
    expect(message.text).toContain('900 × 1400 mm')
    const pounds = (p: number) => `£${(p / 100).toFixed(2)}`
    expect(message.text).toContain(`Total: ${pounds(order.totals!.totalPence!)}`)
    expect(message.text).toContain(`Deposit: ${pounds(order.totals!.depositPence!)}`)
    expect(message.text).toContain('Sort code: 12-34-56')
    expect(message.text).toContain('Account number: 12345678')
    expect(message.text).toContain(`Reference: ${number}`)
    expect(message.text).toContain('due on the day of fitting')
    expect(message.text).toContain('Cancellation terms')
    expect(order.confirmation).toMatchObject({ ...FIRST, reference: number })
  })

  it('Settings changed after acceptance: the order and its page still show the details it was sent with', async () => {
    const quote = await quoteAt(payload, 'accepted', { customerName: 'Kept Kim' })
    await payload.updateGlobal({ slug: 'bank-details', data: SECOND, overrideAccess: true })
    const site = await payload.findGlobal({ slug: 'site-settings', depth: 0, overrideAccess: true })
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { orders: { ...site.orders, cancellationTerms: 'New terms for new orders.' } },
      overrideAccess: true,
    })
    try {
      const view = await quoteView(payload, await tokenOf(payload, quote.id))
      expect(view.state).toBe('accepted')
      if (view.state !== 'accepted') return
      expect(view.confirmation?.bank).toMatchObject(FIRST)
      expect(view.confirmation?.cancellationTerms).not.toBe('New terms for new orders.')
      // Nobody can rewrite it afterwards, not even code with full access.
      expect(
        await errorOf(
          payload.update({
            collection: 'quotes',
            id: quote.id,
            overrideAccess: true,
            data: { confirmation: { accountNumber: '87654321' } },
          }),
        ),
      ).toMatch(/confirmation the customer was sent/)
      const res = await callRest('PATCH', `/api/cms/quotes/${quote.id}`, {
        body: { confirmation: { accountNumber: '87654321' } },
        token: owner,
      })
      expect(res.status).toBe(200)
      expect((await read(quote.id)).confirmation?.accountNumber).toBe(FIRST.accountNumber)
      // A new order gets the new details.
      const next = await quoteAt(payload, 'accepted', { customerName: 'Next Ned' })
      expect(next.confirmation).toMatchObject({ sortCode: '65-43-21', accountNumber: '87654321' })
      expect(next.confirmation?.cancellationTerms).toBe('New terms for new orders.')
    } finally {
      await payload.updateGlobal({ slug: 'bank-details', data: FIRST, overrideAccess: true })
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { orders: site.orders },
        overrideAccess: true,
      })
    }
  })
})

const today = () => new Date().toISOString()

describe('payments recorded by staff', () => {
  it('staff add payments to an accepted order; the figures are worked out on the server; prices cannot move', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Paying Pat' })
    const { totalPence, depositPence } = order.totals as { totalPence: number; depositPence: number }
    expect(order.account).toMatchObject({ paidPence: 0, depositReceived: false, outstandingPence: totalPence })
    const res = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: {
        payments: [{ amountPence: depositPence, paidOn: today(), method: 'bank-transfer' }],
        account: { paidPence: totalPence, depositReceived: true },
        totals: { totalPence: 1 },
        lines: [{ ...order.lines![0], adjustmentPence: -5000, adjustmentReason: 'sneaky' }],
      },
      token: staff,
    })
    // The content is frozen: the whole save is refused, payment included.
    expect(res.status).toBe(400)
    expect(await messageOf(res)).toMatch(/frozen/)
    const ok = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: {
        payments: [{ amountPence: depositPence, paidOn: today(), method: 'bank-transfer' }],
        account: { paidPence: totalPence, depositReceived: true },
        totals: { totalPence: 1 },
      },
      token: staff,
    })
    expect(ok.status).toBe(200)
    const after = await read(order.id)
    expect(after.totals).toEqual(order.totals)
    expect(after.payments).toHaveLength(1)
    expect(after.payments![0].recordedBy).toMatch(/staff/)
    // Saved again as the admin does (the list as shown, with a forged "recorded by"): the record stays as it was.
    const again = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: after.payments!.map((p) => ({ ...p, recordedBy: 'someone else' })) },
      token: owner,
    })
    expect(again.status).toBe(200)
    expect((await read(order.id)).payments![0].recordedBy).toBe(after.payments![0].recordedBy)
    expect(after.account).toMatchObject({
      paidPence: depositPence,
      depositReceived: true,
      depositOutstandingPence: 0,
      outstandingPence: totalPence - depositPence,
      balanceOutstandingPence: totalPence - depositPence,
    })
  })

  it('refuses payments on a quote that is not an order, in the future, or beyond the total', async () => {
    const sent = await quoteAt(payload, 'sent', { customerName: 'Early Eve' })
    const early = await callRest('PATCH', `/api/cms/quotes/${sent.id}`, {
      body: { payments: [{ amountPence: 1000, paidOn: today(), method: 'cash' }] },
      token: staff,
    })
    expect(await messageOf(early)).toMatch(/accepted or fitted order only/)
    const order = await quoteAt(payload, 'accepted', { customerName: 'Odd Otto' })
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString()
    const future = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: [{ amountPence: 1000, paidOn: tomorrow, method: 'cash' }] },
      token: staff,
    })
    expect(await messageOf(future)).toMatch(/future/)
    const tooMuch = await callRest('PATCH', `/api/cms/quotes/${order.id}`, {
      body: { payments: [{ amountPence: order.totals!.totalPence! + 1, paidOn: today(), method: 'cheque' }] },
      token: staff,
    })
    expect(await messageOf(tooMuch)).toMatch(/more than the order's total/)
    expect((await read(order.id)).payments ?? []).toHaveLength(0)
  })

  it('staff cannot change or remove a recorded payment; the owner can', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Fix Fay' })
    await payload.update({
      collection: 'quotes',
      id: order.id,
      overrideAccess: true,
      data: { payments: [{ amountPence: 5000, paidOn: today(), method: 'cash' }] },
    })
    const staffUser = await userFor(payload, 'staff')
    expect(
      await errorOf(
        payload.update({
          collection: 'quotes',
          id: order.id,
          overrideAccess: false,
          user: staffUser,
          data: { payments: [] },
        }),
      ),
    ).toMatch(/Only the owner can change or remove a payment/)
    const removed = await callRest('PATCH', `/api/cms/quotes/${order.id}`, { body: { payments: [] }, token: owner })
    expect(removed.status).toBe(200)
    expect((await read(order.id)).account?.paidPence).toBe(0)
  })

  it('two payments saved at once from the same page: one is recorded, the other is told to reload', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Race Rob' })
    const results = await Promise.all(
      [1000, 2000].map((amountPence) =>
        callRest('PATCH', `/api/cms/quotes/${order.id}`, {
          body: { payments: [{ amountPence, paidOn: today(), method: 'cash' }] },
          token: staff,
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([200, 409])
    const after = await read(order.id)
    expect(after.payments).toHaveLength(1)
    expect(after.account?.paidPence).toBe(after.payments![0].amountPence)
  })

  it('the dashboard lists the deposit until it is recorded, then the balance once fitted, until paid', async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Owing Olga' })
    const { totalPence, depositPence } = order.totals as { totalPence: number; depositPence: number }
    let owed = await owedOrders(payload)
    expect(owed.deposits.find((r) => r.id === order.id)?.owedPence).toBe(depositPence)
    await payload.update({
      collection: 'quotes',
      id: order.id,
      overrideAccess: true,
      data: { payments: [{ amountPence: depositPence, paidOn: today(), method: 'bank-transfer' }] },
    })
    owed = await owedOrders(payload)
    expect(owed.deposits.some((r) => r.id === order.id)).toBe(false)
    expect(owed.balances.some((r) => r.id === order.id)).toBe(false)
    await payload.update({ collection: 'quotes', id: order.id, overrideAccess: true, data: { status: 'fitted' } })
    owed = await owedOrders(payload)
    expect(owed.balances.find((r) => r.id === order.id)).toMatchObject({
      owedPence: totalPence - depositPence,
      overdue: false,
    })
  })
})

describe('payments and personal data', () => {
  it("a person's copy carries the order's payments", async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: 'Copy Cleo' })
    await payload.update({
      collection: 'quotes',
      id: order.id,
      overrideAccess: true,
      data: { payments: [{ amountPence: 2500, paidOn: today(), method: 'cash' }] },
    })
    const found = await findPerson(payload, parseContact('copy.cleo@example.com')!)
    const record = found.records.find((r) => r.collection === 'quotes' && r.id === order.id)
    expect((record?.doc.payments as { amountPence: number }[]).map((p) => p.amountPence)).toEqual([2500])
    // In the copy, in pounds (issue 68): £25.00 as the person reads it, 25 for a computer.
    const picks = picked(found, [record!.key])
    const copy = personCopyJson(payload, picks, 0, new Date())
    const [copied] = copy.records as Record<string, unknown>[]
    expect(copied.payments).toEqual([expect.objectContaining({ amount: 25, method: 'cash' })])
    expect(personCopyCsv(payload, picks)).toMatch(/Payments received 1 › Amount,£25\.00/)
  })

  it('the six-year accounts period runs from the last payment when it is the latest', async () => {
    const periods = (await readSiteSettings(payload)).retention
    const YEAR_MS = 365.25 * 86_400_000
    const ago = (years: number) => new Date(Date.now() - years * YEAR_MS).toISOString()
    const paidLate = await quoteAt(payload, 'fitted', { customerName: 'Late Lou' })
    const paidOnTime = await quoteAt(payload, 'fitted', { customerName: 'Early Ezra' })
    for (const [id, lastPaid] of [
      [paidLate.id, ago(periods.orderYears - 1)],
      [paidOnTime.id, ago(periods.orderYears + 0.5)],
    ] as const)
      await poolOf(payload).query(
        `update quotes set acceptance_accepted_at = $2, fitted_at = $3, account_last_paid_on = $4 where id = $1`,
        [id, ago(periods.orderYears + 1), ago(periods.orderYears + 0.9), lastPaid],
      )
    await runRetention(payload, periods, new Date())
    const state = async (id: number) =>
      (await poolOf(payload).query(`select privacy_state, customer_name from quotes where id = $1`, [id])).rows[0]
    expect(await state(paidLate.id)).toMatchObject({ customer_name: 'Late Lou' })
    expect((await state(paidLate.id)).privacy_state).not.toBe('anonymised')
    expect((await state(paidOnTime.id)).privacy_state).toBe('anonymised')
  })
})
