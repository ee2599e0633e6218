import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { createQuoteFromAppointment, acceptQuote, askAboutQuote, quoteView, markFitted, sendQuote } from '@/lib/orders'
import type { Quote } from '@/payload-types'
import { startMailCatcher } from '../support/mailCatcher'
import { callGraphql, callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload, userFor } from '../support/int/payload'
import { quoteAt, tokenOf } from '../support/int/quoteMoves'
import { testData } from '../support/int/testData'

/**
 * The order's life as one state machine (src/lib/orders/states/states.ts, enforced by `guardQuote`): every refused move
 * on every path, what was accepted staying as accepted, one "yes" under concurrency, links that can be withdrawn,
 * and questions that leave the order's history alone.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staff: string
let owner: string

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.231')
  owner = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.232')
})
afterAll(() => mail.close())

const read = (id: number) => payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })
const versionsOf = async (id: number) =>
  (await payload.findVersions({ collection: 'quotes', where: { parent: { equals: id } }, limit: 0, pagination: false }))
    .docs
const errorOf = (p: Promise<unknown>) =>
  p.then(
    () => 'saved',
    (e: Error) => e.message,
  )
const patch = (id: number, body: unknown, token: string) => callRest('PATCH', `/api/cms/quotes/${id}`, { body, token })
const messageOf = async (res: Response) =>
  ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message
/** GraphQL is off (docs/security.md): the path answers 404 whatever the mutation, so it moves nothing. */
const gql = async (query: string, token: string) => (await callGraphql({ body: { query }, token })).status

describe('moves refused, on every path', () => {
  it('nothing creates a quote but as a draft: local API, REST, GraphQL', async () => {
    expect(
      await errorOf(
        payload.create({
          collection: 'quotes',
          overrideAccess: true,
          data: testData('quotes', { customerName: 'Made Accepted', status: 'accepted' }),
        }),
      ),
    ).toMatch(/starts as a draft/)
    const rest = await callRest('POST', '/api/cms/quotes', {
      body: { customerName: 'Made Fitted', status: 'fitted' },
      token: staff,
    })
    expect(rest.status).toBe(400)
    expect(await messageOf(rest)).toMatch(/A quote starts as a draft; it becomes fitted only through its own steps/)
    const graph = await gql(
      `mutation { createQuote(data: { customerName: "G Fitted", status: fitted }) { id } }`,
      owner,
    )
    expect(graph).toBe(404)
    // The names this test tried (another file's fitted order, "Fitted Fay", may share the database).
    const tried = ['Made Accepted', 'Made Fitted', 'G Fitted']
    const { totalDocs } = await payload.count({ collection: 'quotes', where: { customerName: { in: tried } } })
    expect(totalDocs).toBe(0)
  })

  it("only the customer's link accepts: staff and owner are refused through the local API, REST and GraphQL", async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Sent Sam' })
    const staffUser = await userFor(payload, 'staff')
    expect(
      await errorOf(
        payload.update({
          collection: 'quotes',
          id: quote.id,
          overrideAccess: false,
          user: staffUser,
          data: { status: 'accepted' },
        }),
      ),
    ).toMatch(/Only the customer's own link can make a sent quote accepted/)
    expect(
      await errorOf(
        payload.update({ collection: 'quotes', id: quote.id, overrideAccess: true, data: { status: 'fitted' } }),
      ),
    ).toMatch(/A sent quote cannot become fitted/)
    for (const token of [staff, owner]) {
      const res = await patch(quote.id, { status: 'accepted' }, token)
      expect(res.status).toBe(400)
      expect(await messageOf(res)).toMatch(/Only the customer's own link/)
    }
    const graph = await gql(`mutation { updateQuote(id: ${quote.id}, data: { status: accepted }) { id } }`, owner)
    expect(graph).toBe(404)
    expect((await read(quote.id)).status).toBe('sent')
  })

  it('an accepted order never goes back (by save or version restore); only the owner cancels it, with a reason; its visit is then lost', async () => {
    const visit = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', {
        customerName: 'Cancel Cara',
        customerPhone: '0121 496 0601',
        customerEmail: 'cancel.cara@example.com',
        address: '3 Undo Road',
        postcode: 'B13 8AA',
        scheduledTime: 'morning',
        status: 'completed',
      }),
      overrideAccess: true,
      context: { skipNotifications: true },
    })
    const quote = await quoteAt(payload, 'accepted', { customerName: 'Cancel Cara', appointment: visit.id })
    for (const status of ['draft', 'sent', 'declined']) {
      const res = await patch(quote.id, { status }, staff)
      expect(res.status).toBe(400)
      expect(await messageOf(res)).toMatch(new RegExp(`This order is accepted: it cannot go back to ${status}`))
    }
    expect(
      await errorOf(
        payload.update({ collection: 'quotes', id: quote.id, overrideAccess: true, data: { status: 'draft' } }),
      ),
    ).toMatch(/cannot go back to draft/)

    // Restoring its draft version, through the local API and REST.
    const draftVersion = (await versionsOf(quote.id)).find((v) => v.version.status === 'draft')!
    expect(draftVersion).toBeTruthy()
    expect(await errorOf(payload.restoreVersion({ collection: 'quotes', id: draftVersion.id }))).toMatch(
      /cannot go back to draft/,
    )
    const restored = await callRest('POST', `/api/cms/quotes/versions/${draftVersion.id}`, { token: owner })
    expect(restored.status).toBe(400)
    expect(await messageOf(restored)).toMatch(/cannot go back to draft/)
    const graphRestore = await gql(`mutation { restoreVersionQuote(id: ${draftVersion.id}) { id } }`, owner)
    expect(graphRestore).toBe(404)
    expect((await read(quote.id)).status).toBe('accepted')

    // Cancelling: staff refused, the owner without a reason refused, then with one.
    const byStaff = await patch(quote.id, { status: 'cancelled', cancellationReason: 'Changed mind' }, staff)
    expect(byStaff.status).toBe(400)
    expect(await messageOf(byStaff)).toMatch(/Only the owner can make a accepted quote cancelled|Only the owner/)
    const noReason = await patch(quote.id, { status: 'cancelled' }, owner)
    expect(noReason.status).toBe(400)
    expect(await messageOf(noReason)).toBe('Give the reason the order is cancelled.')
    const cancelled = await patch(quote.id, { status: 'cancelled', cancellationReason: 'Moving house' }, owner)
    expect(cancelled.status).toBe(200)
    const after = await read(quote.id)
    expect(after).toMatchObject({ status: 'cancelled', cancellationReason: 'Moving house' })
    expect(after.cancelledAt).toBeTruthy()
    const lead = await payload.findByID({ collection: 'measuring-appointments', id: visit.id, depth: 0 })
    expect(lead.status).toBe('lost')
    expect((await patch(quote.id, { status: 'accepted' }, owner)).status).toBe(400)
  })

  it('a fitted order cannot be restored to accepted, and fitting dates are checked', async () => {
    const quote = await quoteAt(payload, 'accepted', { customerName: 'Date Dora' })
    for (const [day, reason] of [
      ['1900-01-01T09:00:00.000Z', /cannot be before the order was accepted/],
      [new Date(Date.now() + 3 * 365 * 86_400_000).toISOString(), /more than a year away/],
    ] as const) {
      const res = await patch(quote.id, { fittingDate: day }, staff)
      expect(res.status).toBe(400)
      expect(await messageOf(res)).toMatch(reason)
    }
    const draft = await quoteAt(payload, 'draft', { customerName: 'Draft Dan' })
    expect((await patch(draft.id, { fittingDate: new Date().toISOString() }, staff)).status).toBe(400)
    expect(await markFitted(payload, quote.id, '1999-05-01')).toMatchObject({
      ok: false,
      status: 400,
      error: expect.stringMatching(/before the order was accepted/),
    })
    expect(await markFitted(payload, quote.id, null)).toMatchObject({ ok: true })
    const accepted = (await versionsOf(quote.id)).find((v) => v.version.status === 'accepted')!
    const res = await callRest('POST', `/api/cms/quotes/versions/${accepted.id}`, { token: owner })
    expect(res.status).toBe(400)
    expect(await messageOf(res)).toMatch(/This order is fitted: it cannot go back to accepted/)
    expect((await read(quote.id)).status).toBe('fitted')
  })
})

describe('what was accepted stays as accepted', () => {
  it('a settings change and later saves (notes, fitting date, fitted) never re-price the order', async () => {
    const quote = await quoteAt(payload, 'accepted', { customerName: 'Frozen Fran' })
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const before = settings.orders.depositPercent
    const accepted = await read(quote.id)
    expect(accepted.totals?.depositPence).toBe(Math.round((accepted.totals!.totalPence! * before) / 100))
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { orders: { ...settings.orders, depositPercent: 50 } },
      overrideAccess: true,
    })
    try {
      await patch(quote.id, { staffNotes: 'Gate code 4321' }, staff)
      await patch(quote.id, { fittingDate: new Date(Date.now() + 7 * 86_400_000).toISOString() }, staff)
      const restoreSame = (await versionsOf(quote.id)).find((v) => v.version.status === 'accepted')!
      await payload.restoreVersion({ collection: 'quotes', id: restoreSame.id })
      const later = await read(quote.id)
      expect(later.totals).toEqual(accepted.totals)
      expect(later.lines?.map((l) => l.gridPence)).toEqual(accepted.lines?.map((l) => l.gridPence))
      expect(later.revision).toBe(1)
      expect(later.status).toBe('accepted')
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { orders: { ...settings.orders, depositPercent: before } },
        overrideAccess: true,
      })
    }
  })

  it('the figures accepted are those sent, even when Settings changed between sending and the "yes"', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Between Ben' })
    const sent = await read(quote.id)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const before = settings.orders.depositPercent
    await payload.updateGlobal({
      slug: 'site-settings',
      data: { orders: { ...settings.orders, depositPercent: 50 } },
      overrideAccess: true,
    })
    try {
      await patch(quote.id, { staffNotes: 'Called, happy' }, staff)
      const token = await tokenOf(payload, quote.id)
      expect(await acceptQuote(payload, token, { name: 'Between Ben', terms: true, clientAddress: '192.0.2.9' })).toBe(
        'accepted',
      )
      expect((await read(quote.id)).totals?.depositPence).toBe(sent.totals?.depositPence)
    } finally {
      await payload.updateGlobal({
        slug: 'site-settings',
        data: { orders: { ...settings.orders, depositPercent: before } },
        overrideAccess: true,
      })
    }
  })
})

describe('one "yes"', () => {
  it('10 simultaneous accepts: exactly one acceptance, one e-mail to the business and one to the customer', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Race Rita', customerEmail: 'race.rita@example.com' })
    const token = await tokenOf(payload, quote.id)
    const started = Date.now()
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        acceptQuote(payload, token, { name: `Racer ${i}`, terms: true, clientAddress: `192.0.2.${i + 1}` }),
      ),
    )
    const ms = Date.now() - started
    await new Promise((r) => setTimeout(r, 1000))
    const number = `Q${String(quote.id).padStart(5, '0')}`
    const business = mail.inbox.filter((m) => /^Quote accepted/.test(m.subject) && m.subject.includes(number))
    const customer = mail.inbox.filter((m) => m.to.includes('race.rita@example.com') && /is confirmed/.test(m.subject))
    const saved = await read(quote.id)
    const winner = outcomes.indexOf('accepted')
    console.log(
      `10-way accept: ${JSON.stringify(Object.fromEntries(['accepted', 'unchanged'].map((o) => [o, outcomes.filter((x) => x === o).length])))}, ` +
        `business e-mails ${business.length}, customer e-mails ${customer.length}, ${ms} ms`,
    )
    expect(outcomes.filter((o) => o === 'accepted')).toHaveLength(1)
    expect(outcomes.filter((o) => o !== 'accepted').every((o) => o === 'unchanged')).toBe(true)
    expect(business).toHaveLength(1)
    expect(customer).toHaveLength(1)
    expect(saved.acceptance?.name).toBe(`Racer ${winner}`)
    expect((await versionsOf(quote.id)).filter((v) => v.version.status === 'accepted')).toHaveLength(1)
  })

  it('an accept racing a staff revision: either the acceptance of revision 1 stands and the change is refused, or the revision stands and nothing is accepted', async () => {
    for (let round = 0; round < 3; round++) {
      const quote = await quoteAt(payload, 'sent', { customerName: `Racing Rory ${round}` })
      const token = await tokenOf(payload, quote.id)
      const lines = quote.lines!.map((l) => ({ ...l, adjustmentPence: 40_000, adjustmentReason: 'Upgrade' }))
      const [accepted, revised] = await Promise.all([
        acceptQuote(payload, token, { name: 'Racing Rory', terms: true, clientAddress: '192.0.2.50' }),
        patch(quote.id, { lines }, staff),
      ])
      const saved = await read(quote.id)
      if (accepted === 'accepted') {
        expect(revised.status).toBeGreaterThanOrEqual(400)
        expect(saved).toMatchObject({ status: 'accepted', revision: 1 })
        expect(saved.totals?.totalPence).toBe(quote.totals?.totalPence)
      } else {
        expect(accepted).toBe('changed')
        expect(revised.status).toBe(200)
        expect(saved).toMatchObject({ status: 'sent', revision: 2 })
        expect(saved.acceptance?.acceptedAt ?? null).toBeNull()
      }
    }
    // Revision first: the accept of the older revision records nothing and says why.
    const quote = await quoteAt(payload, 'sent', { customerName: 'Late Larry' })
    const token = await tokenOf(payload, quote.id)
    await patch(quote.id, { lines: [{ ...quote.lines![0], adjustmentPence: 1000, adjustmentReason: 'Extra' }] }, staff)
    expect(await acceptQuote(payload, token, { name: 'Late Larry', terms: true, clientAddress: '192.0.2.51' })).toBe(
      'changed',
    )
    expect(await read(quote.id)).toMatchObject({ status: 'sent', revision: 2 })
  })
})

describe('links that can be withdrawn', () => {
  it('sending again to a corrected address retires the earlier link: its page shows no quote, no accept and no new link', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Typo Tim', customerEmail: 'tim@exampel.com' })
    const wrong = await tokenOf(payload, quote.id)
    await patch(quote.id, { customerEmail: 'tim@example.com' }, staff)
    expect(await sendQuote(payload, quote.id)).toMatchObject({ ok: true, to: 'tim@example.com' })
    const right = await tokenOf(payload, quote.id)
    expect(right).not.toBe(wrong)
    expect(await quoteView(payload, wrong)).toEqual({ state: 'withdrawn' })
    expect(await acceptQuote(payload, wrong, { name: 'Not Tim', terms: true, clientAddress: '192.0.2.60' })).toBe(
      'withdrawn',
    )
    expect(await askAboutQuote(payload, wrong, 'Is this mine?')).toBe('withdrawn')
    expect((await quoteView(payload, right)).state).toBe('open')
    expect((await read(quote.id)).status).toBe('sent')
  })
})

describe('questions', () => {
  it('live apart from the order: 30 questions write no version; staff answer in /admin and the answer is e-mailed once', async () => {
    const quote = await quoteAt(payload, 'accepted', {
      customerName: 'Curious Cleo',
      customerEmail: 'cleo@example.com',
    })
    const token = await tokenOf(payload, quote.id)
    const before = (await versionsOf(quote.id)).length
    for (let i = 0; i < 30; i++) expect(await askAboutQuote(payload, token, `Question ${i}?`)).toBe('asked')
    expect((await versionsOf(quote.id)).length).toBe(before)
    const { docs } = await payload.find({
      collection: 'quote-questions',
      where: { quote: { equals: quote.id } },
      sort: 'askedAt',
      limit: 1,
      overrideAccess: true,
    })
    const res = await callRest('PATCH', `/api/cms/quote-questions/${docs[0].id}`, {
      body: { answer: 'Yes, on Saturdays too.' },
      token: staff,
    })
    expect(res.status).toBe(200)
    const answered = await mail.mailTo('cleo@example.com', /Your question about quote/)
    expect(answered.text).toContain('Yes, on Saturdays too.')
    const again = await callRest('PATCH', `/api/cms/quote-questions/${docs[0].id}`, {
      body: { answer: 'Actually no.' },
      token: staff,
    })
    expect(again.status).toBe(400)
    expect(await messageOf(again)).toMatch(/already e-mailed/)
    expect(
      (await callRest('POST', '/api/cms/quote-questions', { body: { quote: quote.id, text: 'x' }, token: staff }))
        .status,
    ).toBe(403)
  })

  it('typed text with text-direction or control characters is refused', async () => {
    const quote = await quoteAt(payload, 'sent', { customerName: 'Bidi Bea' })
    const token = await tokenOf(payload, quote.id)
    expect(
      await acceptQuote(payload, token, { name: 'Bea \u202Egnp.exe', terms: true, clientAddress: '192.0.2.70' }),
    ).toBe('characters')
    expect(await askAboutQuote(payload, token, 'Hello\u0007 there')).toBe('characters')
    expect(await askAboutQuote(payload, token, 'Two\nlines are fine')).toBe('asked')
    expect((await read(quote.id)).status).toBe('sent')
  })
})

describe('from the visit', () => {
  it("the appointment's staff notes (a gate code) reach the quote made from it", async () => {
    const visit = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', {
        customerName: 'Gate Gina',
        customerPhone: '0121 496 0602',
        address: '4 Gate Road',
        postcode: 'B13 8AA',
        scheduledTime: 'morning',
        status: 'completed',
        addNote: 'Side gate code 2468',
      }),
      overrideAccess: true,
      context: { skipNotifications: true },
    })
    const created = await createQuoteFromAppointment(payload, visit.id)
    if (!created.ok) throw new Error(created.error)
    expect((await read(created.id)).staffNotes).toContain('Side gate code 2468')
  })
})

export type { Quote }
