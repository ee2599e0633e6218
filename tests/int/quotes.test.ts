import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { expireQuotes, QUOTE_EXPIRY_QUEUE, quoteExpirySummary } from '@/jobs/quoteExpiry'
import {
  hashOf,
  createQuoteFromAppointment,
  acceptQuote,
  askAboutQuote,
  quoteView,
  sendQuote,
  sentContentOf,
} from '@/lib/orders'
import type { Product, Quote } from '@/payload-types'
import { startMailCatcher } from '../support/mailCatcher'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { seededBlinds } from '../support/int/products'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { testData } from '../support/int/testData'

/**
 * Quotes from the visit to the customer's "yes": made from an appointment, priced from the grids, sent as a signed
 * link through a real SMTP server, accepted once and then frozen.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let faux: Product
let wooden: Product

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  ;({ faux, wooden } = await seededBlinds(payload))
})

afterAll(() => mail.close())

const linkIn = (text: string) => /\/quote\/([\w.-]+)/.exec(text)?.[1] ?? ''

/** The first message to `address` whose subject matches. */
const mailTo = (address: string, subject: RegExp) => mail.mailTo(address, subject, { pick: 'first' })

/** The grid cell for a size (cm bands rounded up) plus options, read from the product as saved. */
function gridPenceOf(product: Product, widthMm: number, dropMm: number, options: string[] = []) {
  const grid = product.priceGrid as { widths: number[]; drops: number[]; cells: number[][] }
  const w = grid.widths.findIndex((x) => x * 10 >= widthMm)
  const d = grid.drops.findIndex((x) => x * 10 >= dropMm)
  const extra = options.reduce((sum, code) => sum + (product.options ?? []).find((o) => o.code === code)!.price, 0)
  return grid.cells[d][w] + extra
}

async function appointment(email: string) {
  return payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: 'Quinn Quoted',
      customerPhone: '0121 496 0555',
      customerEmail: email,
      address: '8 Estimate Road, Moseley',
      postcode: 'B13 8AA',
      scheduledTime: 'morning',
      status: 'completed',
    }),
    overrideAccess: true,
    context: { skipNotifications: true },
  })
}

async function pricedQuote(email: string): Promise<Quote> {
  const visit = await appointment(email)
  const created = await createQuoteFromAppointment(payload, visit.id)
  if (!created.ok) throw new Error(created.error)
  return payload.update({
    collection: 'quotes',
    id: created.id,
    overrideAccess: true,
    data: {
      lines: [
        {
          room: 'Kitchen',
          widthMm: 900,
          dropMm: 1400,
          product: faux.id,
          finish: 'Cotton',
          options: ['tapes'],
          safetyDevice: 'cleat',
        },
        {
          room: 'Lounge',
          widthMm: 1200,
          dropMm: 1500,
          product: wooden.id,
          finish: 'Oxford',
          safetyDevice: 'tensioner',
          adjustmentPence: -1500,
          adjustmentReason: 'Second blind in the same room',
        },
      ],
    },
  })
}

describe('quotes: made from an appointment and priced', () => {
  it('"Create quote" copies the customer and starts with one empty window when none were priced', async () => {
    const visit = await appointment('first.quote@example.com')
    const created = await createQuoteFromAppointment(payload, visit.id)
    expect(created.ok).toBe(true)
    const quote = await payload.findByID({ collection: 'quotes', id: (created as { id: number }).id, depth: 0 })
    expect(quote).toMatchObject({
      customerName: 'Quinn Quoted',
      customerEmail: 'first.quote@example.com',
      postcode: 'B13 8AA',
      status: 'draft',
      revision: 1,
    })
    expect(quote.appointment).toBe(visit.id)
    expect(quote.lines).toHaveLength(1)
    expect(quote.lines?.[0]).toMatchObject({ safetyDevice: 'cleat', gridPence: null })
  })

  it('"Create quote" carries the windows the customer priced on the site: sizes, product, finish and options', async () => {
    const tapes = faux.options?.[0]
    expect(tapes, 'the seeded faux wood product has an option').toBeTruthy()
    const visit = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', {
        customerName: 'Wendy Windows',
        customerPhone: '0121 496 0556',
        address: '9 Estimate Road, Moseley',
        postcode: 'B13 8AB',
        scheduledTime: 'morning',
        status: 'completed',
        windows: [
          { room: 'Kitchen', product: faux.name, finish: 'Cotton', options: tapes!.label, width: 90, drop: 140 },
          { room: 'Lounge', product: wooden.name, finish: 'Oxford', options: null, width: 120.5, drop: 150 },
        ],
      }),
      overrideAccess: true,
      context: { skipNotifications: true },
    })
    const created = await createQuoteFromAppointment(payload, visit.id)
    if (!created.ok) throw new Error(created.error)
    const quote = await payload.findByID({ collection: 'quotes', id: created.id, depth: 0 })
    expect(quote.lines).toHaveLength(2)
    expect(quote.lines?.[0]).toMatchObject({
      room: 'Kitchen',
      widthMm: 900,
      dropMm: 1400,
      product: faux.id,
      finish: 'Cotton',
      options: [tapes!.code],
    })
    expect(quote.lines?.[1]).toMatchObject({ room: 'Lounge', widthMm: 1205, dropMm: 1500, product: wooden.id })
    expect(quote.lines?.[0].gridPence).toBe(gridPenceOf(faux, 900, 1400, [tapes!.code]))
  })

  it('prices each window from the grid (read-only), with adjustments and the deposit from Settings', async () => {
    const quote = await pricedQuote('priced@example.com')
    const first = gridPenceOf(faux, 900, 1400, ['tapes'])
    const second = gridPenceOf(wooden, 1200, 1500)
    expect(quote.lines?.map((l) => l.gridPence)).toEqual([first, second])
    expect(quote.lines?.[0]?.safetyRule).toMatch(/BS EN 13120/)
    const totals = quote.totals!
    expect(totals.listPence).toBe(first + second)
    expect(totals.adjustmentsPence).toBe(-1500)
    expect(totals.totalPence).toBe(first + second - (totals.offerSaving ?? 0) - 1500)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(totals.depositPence).toBe(Math.round((totals.totalPence! * settings.orders.depositPercent) / 100))
    // A typed grid price is recomputed from the grid.
    const tampered = await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { lines: quote.lines!.map((l) => ({ ...l, gridPence: 1 })) },
    })
    expect(tampered.lines?.map((l) => l.gridPence)).toEqual([first, second])
  })

  it('an adjustment needs its reason', async () => {
    const quote = await pricedQuote('reason@example.com')
    await expect(
      payload.update({
        collection: 'quotes',
        id: quote.id,
        overrideAccess: true,
        data: { lines: [{ ...quote.lines![0], adjustmentPence: 500, adjustmentReason: '' }] },
      }),
    ).rejects.toThrow(/reason/i)
  })

  it('a discount line (a minus in pounds, stored in pence) lowers the total; one beyond the range is refused', async () => {
    const quote = await pricedQuote('discount@example.com')
    const before = quote.totals!.totalPence!
    const discounted = await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: {
        lines: quote.lines!.map((l, i) =>
          i === 0 ? { ...l, adjustmentPence: -2550, adjustmentReason: 'Repeat customer' } : l,
        ),
      },
    })
    expect(discounted.lines?.[0]?.adjustmentPence).toBe(-2550)
    expect(discounted.totals?.adjustmentsPence).toBe(-1500 - 2550)
    expect(discounted.totals?.totalPence).toBe(before - 2550)
    const refused = await payload
      .update({
        collection: 'quotes',
        id: quote.id,
        overrideAccess: true,
        data: { lines: [{ ...quote.lines![0], adjustmentPence: -600_000, adjustmentReason: 'Typed pence' }] },
      })
      .then(
        () => 'saved',
        (error: { data?: { errors?: { message: string }[] } }) => error.data?.errors?.[0]?.message,
      )
    expect(refused).toMatch(/You typed -6000, which would show as -£6,000\.00\. An adjustment is from -£5,000\.00/)
  })

  it('anonymous visitors cannot list or read quotes through the API; staff can', async () => {
    await pricedQuote('api@example.com')
    await expect(payload.find({ collection: 'quotes', overrideAccess: false })).rejects.toThrow()
    const staff = await userFor(payload, 'staff')
    const seen = await payload.find({ collection: 'quotes', overrideAccess: false, user: staff, limit: 1 })
    expect(seen.totalDocs).toBeGreaterThan(0)
  })
})

describe('quotes: the reference the customer reads', () => {
  const IP = '192.0.2.232'

  /** The admin list's search, as the admin sends it: `like` on each of the collection's searchable fields. */
  const searchPath = (typed: string) => {
    const fields = payload.collections.quotes.config.admin.listSearchableFields ?? []
    const where = fields.map((f, i) => `where[or][${i}][${f}][like]=${encodeURIComponent(typed)}`).join('&')
    return `/api/cms/quotes?${where}&depth=0&limit=100&select[reference]=true`
  }

  it('is stored on create ("Q" and the id to five digits), in the quote and its version, and is the admin title', async () => {
    const quote = await pricedQuote('reference@example.com')
    expect(quote.reference).toBe(`Q${String(quote.id).padStart(5, '0')}`)
    const { rows } = await payload.db.pool.query(
      `select (select reference from quotes where id = $1) as stored,
        array(select distinct version_reference from _quotes_v where parent_id = $1) as versions`,
      [quote.id],
    )
    expect(rows[0]).toEqual({ stored: quote.reference, versions: [quote.reference] })
    expect(payload.collections.quotes.config.admin.useAsTitle).toBe('reference')
    expect(payload.collections.quotes.config.admin.defaultColumns?.[0]).toBe('reference')
  })

  it('cannot be typed or changed, through the API or by code with full access', async () => {
    const staff = await loginToken('staff', TEST_PASSWORDS.staff, IP)
    const made = await callRest('POST', '/api/cms/quotes', {
      token: staff,
      ip: IP,
      body: { customerName: 'Rhea Reference', reference: 'Q99999' },
    })
    expect(made.status).toBe(201)
    const { doc } = (await made.json()) as { doc: Quote }
    expect(doc.reference).toBe(`Q${String(doc.id).padStart(5, '0')}`)
    const patched = await callRest('PATCH', `/api/cms/quotes/${doc.id}`, {
      token: staff,
      ip: IP,
      body: { reference: 'Q99999', staffNotes: 'Called back' },
    })
    expect(patched.status).toBe(200)
    const updated = await payload.update({
      collection: 'quotes',
      id: doc.id,
      overrideAccess: true,
      data: { reference: 'Q88888' },
    })
    expect(updated.reference).toBe(doc.reference)
    const copy = await payload.create({
      collection: 'quotes',
      overrideAccess: true,
      data: testData('quotes', { customerName: 'Rhea Reference', reference: doc.reference }),
    })
    expect(copy.reference).toBe(`Q${String(copy.id).padStart(5, '0')}`)
  })

  it('the admin list search finds the order by its reference with or without the "Q" and the zeros', async () => {
    const quote = await pricedQuote('search@example.com')
    const reference = quote.reference!
    const staff = await loginToken('staff', TEST_PASSWORDS.staff, IP)
    const typed = [reference, reference.slice(1), String(quote.id)]
    // The ways the owner types it: "Q00146", "00146", "146".
    expect(typed).toEqual([
      `Q${String(quote.id).padStart(5, '0')}`,
      String(quote.id).padStart(5, '0'),
      String(quote.id),
    ])
    for (const text of typed) {
      const res = await callRest('GET', searchPath(text), { token: staff, ip: IP })
      expect(res.status, text).toBe(200)
      const { docs } = (await res.json()) as { docs: Pick<Quote, 'id' | 'reference'>[] }
      expect(
        docs.map((d) => d.reference),
        text,
      ).toContain(reference)
    }
    // Through the one field alone, as the brief's own query: where[or][0][reference][like]=…
    const alone = await callRest(
      'GET',
      `/api/cms/quotes?where[or][0][reference][like]=${String(quote.id)}&depth=0&limit=100`,
      { token: staff, ip: IP },
    )
    expect(((await alone.json()) as { docs: Quote[] }).docs.map((d) => d.id)).toContain(quote.id)
    // Another order's number does not find it.
    const other = await callRest('GET', searchPath(`Q${String(quote.id + 1).padStart(5, '0')}`), {
      token: staff,
      ip: IP,
    })
    expect(((await other.json()) as { docs: Quote[] }).docs.map((d) => d.id)).not.toContain(quote.id)
  })
})

describe('quotes: the confirmation before "Send to customer"', () => {
  it('shows to whom and what the send would send (staff only), and sends nothing itself', async () => {
    const quote = await pricedQuote('preview@example.com')
    const path = `/api/cms/quotes/${quote.id}/send-preview`
    expect((await callRest('GET', path, { ip: '192.0.2.231' })).status).toBe(403)
    const staff = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.231')
    const before = Date.now()
    const answer = await callRest('GET', path, { token: staff, ip: '192.0.2.231' })
    expect(answer.status).toBe(200)
    const preview = await answer.json()
    expect(preview).toMatchObject({
      number: `Q${String(quote.id).padStart(5, '0')}`,
      revision: 1,
      name: 'Quinn Quoted',
      to: 'preview@example.com',
      windows: 2,
      totalPence: quote.totals!.totalPence,
    })
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const days = (Date.parse(preview.respondBy) - before) / 86_400_000
    expect(days).toBeGreaterThanOrEqual(settings.orders.quoteValidDays)
    expect(days).toBeLessThan(settings.orders.quoteValidDays + 0.01)

    const after = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0, overrideAccess: true })
    expect(after).toMatchObject({ status: 'draft', linkSerial: 0, sentAt: null })
    expect(mail.inbox.filter((m) => m.to.includes('preview@example.com'))).toHaveLength(0)

    // The send's own refusals come first: a quote without an e-mail address says so before any confirmation.
    await payload.update({ collection: 'quotes', id: quote.id, overrideAccess: true, data: { customerEmail: null } })
    const refused = await callRest('GET', path, { token: staff, ip: '192.0.2.231' })
    expect(refused.status).toBe(400)
    expect((await refused.json()).error).toBe("Add the customer's e-mail address first.")
  })
})

describe('quotes: the customer link', () => {
  it('is e-mailed, names the revision, and a tampered or expired token gets no quote', async () => {
    const quote = await pricedQuote('link@example.com')
    const sent = await sendQuote(payload, quote.id)
    expect(sent).toMatchObject({ ok: true, revision: 1 })
    const mail = await mailTo('link@example.com', /Your quote Q\d+ \(revision 1\)/)
    const token = linkIn(mail.text)
    const view = await quoteView(payload, token)
    expect(view.state).toBe('open')
    if (view.state === 'open') expect(view.content.totalPence).toBe(quote.totals!.totalPence)
    // The customer reads the options by their labels, not their codes (the sent copy stores the labels).
    if (view.state === 'open') expect(view.content.lines[0].options).toEqual(['Decorative tapes'])
    expect(mail.text).not.toMatch(/Options: tapes/)

    const [id, rev, exp, sig] = token.split('.')
    expect((await quoteView(payload, `${Number(id) + 1}.${rev}.${exp}.${sig}`)).state).toBe('invalid')
    expect((await quoteView(payload, `${id}.${rev}.${Number(exp) + 86_400}.${sig}`)).state).toBe('invalid')
    expect(
      (await quoteView(payload, `${id}.${rev}.${exp}.${sig.slice(0, -1)}${sig.endsWith('A') ? 'B' : 'A'}`)).state,
    ).toBe('invalid')
    expect((await quoteView(payload, 'not-a-token')).state).toBe('invalid')
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const later = new Date(Date.now() + (settings.orders.quoteValidDays + 1) * 86_400_000)
    expect((await quoteView(payload, token, later)).state).toBe('expired')
  })

  it('a quote changed after sending is a new revision: the old link says so, and once the new one is sent it is withdrawn, never showing the new link', async () => {
    const quote = await pricedQuote('revised@example.com')
    await sendQuote(payload, quote.id)
    const oldToken = linkIn((await mailTo('revised@example.com', /\(revision 1\)/)).text)
    const changed = await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { lines: [quote.lines![0]] },
    })
    expect(changed.revision).toBe(2)
    expect(await quoteView(payload, oldToken)).toEqual({ state: 'superseded', revision: 1 })
    expect(
      await acceptQuote(payload, oldToken, { name: 'Quinn Quoted', terms: true, clientAddress: '192.0.2.7' }),
    ).toBe('changed')

    await sendQuote(payload, quote.id)
    const newToken = linkIn((await mailTo('revised@example.com', /\(revision 2\)/)).text)
    const old = await quoteView(payload, oldToken)
    expect(old).toEqual({ state: 'withdrawn' })
    expect(JSON.stringify(old)).not.toContain(newToken.split('.').at(-1)!)
    expect((await quoteView(payload, newToken)).state).toBe('open')
  })

  it('accepting records who, when, from where and a hash of exactly what was shown; the quote is then frozen', async () => {
    const quote = await pricedQuote('accept@example.com')
    await sendQuote(payload, quote.id)
    const token = linkIn((await mailTo('accept@example.com', /\(revision 1\)/)).text)
    expect(await acceptQuote(payload, token, { name: 'Quinn Quoted', terms: false, clientAddress: '192.0.2.9' })).toBe(
      'incomplete',
    )
    // The typed name is the legal record: no direction override, no control characters (typedText.ts).
    for (const name of ['Quinn \u202EdetouQ', 'Quinn\u200F Quoted', 'Quinn\nQuoted', 'Quinn\u0000Quoted'])
      expect(await acceptQuote(payload, token, { name, terms: true, clientAddress: '192.0.2.9' }), name).toBe(
        'characters',
      )
    expect(
      await acceptQuote(payload, token, { name: '  Quinn   Quoted ', terms: true, clientAddress: '192.0.2.9' }),
    ).toBe('accepted')

    const accepted = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect(accepted.status).toBe('accepted')
    expect(accepted.acceptance).toMatchObject({ name: 'Quinn Quoted', clientAddress: '192.0.2.9', revision: 1 })
    expect(accepted.acceptance?.hash).toBe(hashOf(sentContentOf(accepted)))
    expect(Date.now() - Date.parse(accepted.acceptance!.acceptedAt!)).toBeLessThan(60_000)
    const business = await mailTo('bookings@vb-birmingham.example', /Quote accepted: Q\d+/).catch(async () => {
      const settings = await payload.findGlobal({ slug: 'site-settings' })
      return mailTo(settings.email, /Quote accepted: Q\d+/)
    })
    expect(business.text).toContain('Quinn Quoted')

    await expect(
      payload.update({ collection: 'quotes', id: quote.id, overrideAccess: true, data: { lines: [quote.lines![0]] } }),
    ).rejects.toThrow(/frozen/)
    const staffNote = await payload.update({
      collection: 'quotes',
      id: quote.id,
      overrideAccess: true,
      data: { staffNotes: 'Deposit paid' },
    })
    expect(staffNote.revision).toBe(1)
    expect(await quoteView(payload, token)).toMatchObject({ state: 'accepted', acceptedName: 'Quinn Quoted' })
    expect(await acceptQuote(payload, token, { name: 'Someone Else', terms: true, clientAddress: '192.0.2.10' })).toBe(
      'unchanged',
    )
    await expect(sendQuote(payload, quote.id)).resolves.toMatchObject({ ok: false, status: 409 })
  })

  it('"Ask a question" is a record of its own (no version of the quote) and tells the business', async () => {
    const quote = await pricedQuote('question@example.com')
    await sendQuote(payload, quote.id)
    const token = linkIn((await mailTo('question@example.com', /\(revision 1\)/)).text)
    expect(await askAboutQuote(payload, token, 'Can you \u202Etif on a Saturday?')).toBe('characters')
    expect(await askAboutQuote(payload, token, 'Bell\u0007')).toBe('characters')
    expect(await askAboutQuote(payload, token, 'Can you fit on a Saturday?')).toBe('asked')
    const { docs: asked } = await payload.find({
      collection: 'quote-questions',
      where: { quote: { equals: quote.id } },
      overrideAccess: true,
    })
    expect(asked.map((q) => q.text)).toEqual(['Can you fit on a Saturday?'])
    // Shown back on the quote's page, with our answer once there is one.
    expect(await quoteView(payload, token)).toMatchObject({
      state: 'open',
      asked: [{ text: 'Can you fit on a Saturday?', answer: null }],
    })
    await payload.update({
      collection: 'quote-questions',
      id: asked[0].id,
      data: { answer: 'Yes, Saturday mornings.' },
      overrideAccess: true,
    })
    expect(await quoteView(payload, token)).toMatchObject({
      asked: [{ text: 'Can you fit on a Saturday?', answer: 'Yes, Saturday mornings.' }],
    })
    const saved = await payload.findByID({ collection: 'quotes', id: quote.id, depth: 0 })
    expect(saved.revision).toBe(1)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    const mail = await mailTo(settings.email, /Question about quote Q\d+/)
    expect(mail.text).toContain('Can you fit on a Saturday?')
    // The owner answers by replying to it.
    expect(mail.raw).toMatch(/^Reply-To: question@example\.com\r?$/im)
  })
})

describe('quotes: automatic expiry', () => {
  it('is a daily task on the jobs worker', () => {
    const task = payload.config.jobs.tasks?.find((t) => t.slug === 'quoteExpiry')
    expect(task?.schedule).toEqual([{ cron: '0 15 0 * * *', queue: QUOTE_EXPIRY_QUEUE }])
  })

  it('a quote still sent after its valid-until becomes expired (once), its link says so, the visit is lost', async () => {
    // Sent on clocks in the past, so the run below (on its own clock) touches no other file's quotes.
    const lapsed = await pricedQuote('lapsed@example.com')
    await sendQuote(payload, lapsed.id, undefined, new Date('2020-01-01T10:00:00Z'))
    const current = await pricedQuote('current@example.com')
    await sendQuote(payload, current.id, undefined, new Date('2020-01-10T10:00:00Z'))
    const draft = await pricedQuote('draft@example.com')
    const token = linkIn((await mailTo('lapsed@example.com', /\(revision 1\)/)).text)
    const settings = await payload.findGlobal({ slug: 'site-settings' })
    expect(settings.orders?.quoteValidDays ?? 30, 'valid-until falls between the two sends').toBe(30)

    const clock = new Date('2020-02-01T00:15:00Z')
    const counts = await expireQuotes(payload, clock)
    expect(counts).toEqual({ expired: 1 })
    expect(quoteExpirySummary(counts)).toBe('quote expiry: 1 sent quote past valid-until marked expired')
    const status = async (id: number) => (await payload.findByID({ collection: 'quotes', id, depth: 0 })).status
    expect(await status(lapsed.id)).toBe('expired')
    expect(await status(current.id)).toBe('sent')
    expect(await status(draft.id)).toBe('draft')
    expect((await payload.findByID({ collection: 'quotes', id: lapsed.id, depth: 0 })).revision).toBe(1)
    const visitId = typeof lapsed.appointment === 'object' ? lapsed.appointment!.id : lapsed.appointment!
    const visit = await payload.findByID({ collection: 'measuring-appointments', id: visitId, depth: 0 })
    expect(visit.status).toBe('lost')

    // Before the link itself runs out, it shows the quote as expired, with no way to accept it...
    expect(await quoteView(payload, token, new Date('2020-01-20T12:00:00Z'))).toMatchObject({
      state: 'closed',
      status: 'expired',
    })
    expect(
      await acceptQuote(payload, token, { name: 'Late Larry', terms: true, clientAddress: '192.0.2.11' }, clock),
    ).toBe('expired')
    // ...and after, the expired page.
    expect(await quoteView(payload, token)).toEqual({ state: 'expired' })

    expect(await expireQuotes(payload, clock)).toEqual({ expired: 0 })
  })
})
