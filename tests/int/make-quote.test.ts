import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postMakeQuote } from '@/app/(frontend)/api/visits/make-quote/route'
import { DEFAULT_PRODUCTS } from '@/content/products'
import { makeQuoteFromVisit } from '@/lib/visits/makeQuote'
import { readVisits } from '@/lib/visits/readVisits'
import { loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { postStaffForm } from '../support/int/staffForms'
import { getTestPayload } from '../support/int/payload'
import { startMailCatcher } from '../support/mailCatcher'
import { testData } from '../support/int/testData'

/**
 * "Make the quote" on a measuring visit (issue 52): the windows measured on the phone become the visit's quote,
 * priced by the same rules as "Create quote" in /admin, and sent to the customer; a double tap sends nothing twice,
 * a re-measure revises the same quote; only staff can make one, through every path.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let staffToken: string
let products: { id: number; slug: string; options?: { code: string }[] | null; finishes?: { name: string }[] | null }[]
const staff = { role: 'staff' as const, collection: 'users' }

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.247')
  products = (
    await payload.find({
      collection: 'products',
      where: { slug: { in: DEFAULT_PRODUCTS.map((p) => p.slug) } },
      depth: 0,
      limit: 10,
      overrideAccess: true,
    })
  ).docs
})
afterAll(() => mail.close())

let serial = 0
async function measuredVisit(name: string, email: string | null, windows: { widthMm: number; dropMm: number }[]) {
  const appointment = await payload.create({
    collection: 'measuring-appointments',
    overrideAccess: true,
    depth: 0,
    data: testData('measuring-appointments', {
      customerName: name,
      customerPhone: '0121 496 0888',
      ...(email ? { customerEmail: email } : {}),
      address: '8 Measure Road, Harborne',
      postcode: 'B17 9AA',
      scheduledDate: new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z',
      scheduledTime: 'morning',
      status: 'confirmed',
    }),
  })
  const product = products[0]
  for (const [i, w] of windows.entries())
    await payload.create({
      collection: 'measured-windows',
      overrideAccess: true,
      data: testData('measured-windows', {
        clientId: `make-quote-${Date.now()}-${++serial}`,
        appointment: appointment.id,
        position: i + 1,
        room: `Room ${i + 1}`,
        ...w,
        fit: 'recess',
        fixing: 'top',
        safetyDevice: 'breakaway',
        product: product.id,
        finish: product.finishes?.[0]?.name ?? null,
        options: [],
      }),
    })
  return appointment.id
}

const quotesOf = async (appointment: number) =>
  (
    await payload.find({
      collection: 'quotes',
      where: { appointment: { equals: appointment } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs

const post = (body: Record<string, string>, session?: string, origin?: string) =>
  postStaffForm(postMakeQuote, '/api/visits/make-quote', body, session, origin)

describe('Make the quote', () => {
  it('turns the measured windows into a priced quote and sends it to the customer', async () => {
    const id = await measuredVisit('Made Mina', 'made.mina@example.com', [
      { widthMm: 905, dropMm: 1402 },
      { widthMm: 1210, dropMm: 1500 },
    ])
    const res = await post({ appointment: String(id) }, staffToken, 'http://localhost')
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toBe(`/visits?sent=quote-sent#measuring-${id}`)
    const [quote] = await quotesOf(id)
    expect(quote.status).toBe('sent')
    // The window as measured, the child-safety device chosen at the visit included.
    expect(quote.lines?.map((l) => [l.room, l.widthMm, l.dropMm, l.fit, l.fixing, l.safetyDevice])).toEqual([
      ['Room 1', 905, 1402, 'recess', 'top', 'breakaway'],
      ['Room 2', 1210, 1500, 'recess', 'top', 'breakaway'],
    ])
    // Priced on save by the quote's own rules, the same as "Create quote".
    expect(quote.lines?.every((l) => typeof l.gridPence === 'number' && l.gridPence > 0)).toBe(true)
    expect(quote.totals?.totalPence).toBeGreaterThan(0)
    await mail.mailTo('made.mina@example.com', /quote/i)
    // The visit stays on the fitter's list, quoted now: "Show the customer" is there, "On my way" no longer.
    const days = await readVisits(payload, staff)
    const card = days?.flatMap((d) => d.visits).find((v) => v.kind === 'measuring' && v.id === id)
    expect(card).toMatchObject({ toVisit: false, measuredWindows: 2, openQuotes: [{ id: quote.id }] })
  })

  it('a double tap makes one quote and sends it once; a re-measure revises that quote', async () => {
    const id = await measuredVisit('Double Dan', 'double.dan@example.com', [{ widthMm: 800, dropMm: 1200 }])
    const outcomes = await Promise.all([makeQuoteFromVisit(payload, staff, id), makeQuoteFromVisit(payload, staff, id)])
    expect(outcomes.map((o) => o.ok && o.code).sort()).toEqual(['quote-sent', 'quote-unchanged'])
    const quotes = await quotesOf(id)
    expect(quotes).toHaveLength(1)
    const first = quotes[0]

    const [window] = (
      await payload.find({
        collection: 'measured-windows',
        where: { appointment: { equals: id } },
        overrideAccess: true,
      })
    ).docs
    await payload.update({
      collection: 'measured-windows',
      id: window.id,
      data: { widthMm: 850 },
      overrideAccess: true,
    })
    const again = await makeQuoteFromVisit(payload, staff, id)
    expect(again).toMatchObject({ ok: true, code: 'quote-sent', quoteId: first.id })
    const [revised] = await quotesOf(id)
    expect(revised.lines?.[0].widthMm).toBe(850)
    expect(revised.sentRevision).toBeGreaterThan(first.sentRevision ?? 0)
  })

  it('nothing measured, no such visit, or no e-mail: says so', async () => {
    const empty = await measuredVisit('Empty Ed', 'empty.ed@example.com', [])
    expect(await makeQuoteFromVisit(payload, staff, empty)).toMatchObject({ ok: false, code: 'nothing-measured' })
    expect(await makeQuoteFromVisit(payload, staff, 99_999_999)).toMatchObject({ ok: false, code: 'not-found' })
    const noEmail = await measuredVisit('No Mail Nell', null, [{ widthMm: 700, dropMm: 1000 }])
    expect(await makeQuoteFromVisit(payload, staff, noEmail)).toMatchObject({ ok: true, code: 'quote-no-email' })
    expect((await quotesOf(noEmail))[0].status).toBe('draft')
  })

  it('only staff, only from the site itself', async () => {
    const id = await measuredVisit('Guarded Gail', 'guarded.gail@example.com', [{ widthMm: 700, dropMm: 1000 }])
    expect((await post({ appointment: String(id) })).status).toBe(401)
    expect((await post({ appointment: String(id) }, staffToken, 'https://evil.example')).status).toBe(403)
    expect(await makeQuoteFromVisit(payload, null, id)).toMatchObject({ ok: false, status: 403 })
    expect(await quotesOf(id)).toHaveLength(0)
  })
})
