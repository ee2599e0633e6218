import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postMakeQuote } from '@/app/(frontend)/api/visits/make-quote/route'
import { PUT as putWindow } from '@/app/(frontend)/api/visits/windows/[clientId]/route'
import { poolOf } from '@/lib/platform/db'
import { hashOf, type QuoteContent, acceptQuote, sentContentOf } from '@/lib/orders'
import { DIRECTION_MESSAGE } from '@/lib/validation/typedText'
import { makeQuoteFromVisit } from '@/lib/visits/makeQuote'
import { ROOM_MONEY_MESSAGE } from '@/lib/windows/window'
import type { Product, Quote } from '@/payload-types'
import { loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { seededBlinds } from '../support/int/products'
import { tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'
import { testData } from '../support/int/testData'

/**
 * One window, one rule (issue 63): the window measured on the phone, the quote's line "Make the quote" turns it into
 * and the accepted copy are one definition. Field by field: every window the phone saves makes a quote; each window
 * the quote would refuse the phone refuses first (400) with the same words; and what the maker and the homeowner
 * need (fit, fixing, the child-safety device chosen at the visit, the blind's slat width) reaches the quote and stays
 * in the accepted copy.
 */
let payload: Payload
let staffToken: string
let faux: Product
let wooden: Product
const staff = { role: 'staff' as const, collection: 'users' }
const tag = `OW${Date.now().toString(36)}`

beforeAll(async () => {
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.163')
  ;({ faux, wooden } = await seededBlinds(payload))
})

/** An open measuring visit; without an e-mail its quote is made as a draft and nothing is sent. */
async function visit(email: string | null = null) {
  const doc = await payload.create({
    collection: 'measuring-appointments',
    overrideAccess: true,
    depth: 0,
    data: testData('measuring-appointments', {
      customerName: `${tag} Customer`,
      customerPhone: '0121 496 0661',
      ...(email ? { customerEmail: email } : {}),
      address: `6 ${tag} Road, Kings Heath`,
      postcode: 'B14 7AA',
      scheduledDate: new Date().toISOString().slice(0, 10) + 'T00:00:00.000Z',
      scheduledTime: 'morning',
      status: 'confirmed',
    }),
    context: { skipNotifications: true },
  })
  return doc.id
}

/** A window as the phone's form fills it in (the seeded faux wood blind, one of its finishes and options). */
const windowOf = (extra: Record<string, unknown> = {}) => ({
  room: 'Kitchen',
  widthMm: 900,
  dropMm: 1200,
  fit: 'recess' as const,
  fixing: 'top' as const,
  controlSide: 'left' as const,
  product: faux.id,
  finish: 'Cotton',
  options: ['tapes'],
  safetyDevice: 'cleat' as const,
  ...extra,
})

/** The phone's save: PUT /api/visits/windows/<clientId>, as WindowForm's queue sends it. */
async function phoneSave(appointment: number, position: number, window: Record<string, unknown>, clientId?: string) {
  const id = clientId ?? crypto.randomUUID()
  const res = await putWindow(
    new NextRequest(`http://localhost/api/visits/windows/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', host: 'localhost', authorization: `JWT ${staffToken}` },
      body: JSON.stringify({ ...window, appointment, position }),
    }),
    { params: Promise.resolve({ clientId: id }) },
  )
  return { status: res.status, body: (await res.json()) as { code?: string; message?: string }, clientId: id }
}

const quoteOf = async (appointment: number): Promise<Quote> =>
  (
    await payload.find({
      collection: 'quotes',
      where: { appointment: { equals: appointment } },
      depth: 0,
      overrideAccess: true,
    })
  ).docs[0]

/** The message a refused save carries for its field (the error's own message only names the field). */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = (await save.then(
    () => null,
    (e: unknown) => e,
  )) as { data?: { errors?: { message: string }[] }; message?: string } | null
  return error ? (error.data?.errors?.[0]?.message ?? error.message ?? '') : 'saved'
}

/** Each field of the window with values the phone takes: every one of them must make a quote. */
const ACCEPTED: Record<string, unknown[]> = {
  room: ['', 'Kitchen', 'Bay, left (3 panes)', 'Bedroom 2', "Amy's room", 'x'.repeat(40)],
  widthMm: [100, 601, 2400],
  dropMm: [100, 1001, 2500],
  fit: ['recess', 'exact'],
  fixing: ['top', 'face'],
  controlSide: ['left', 'right'],
  safetyDevice: ['cleat', 'tensioner', 'breakaway', 'wand', 'cordless'],
  finish: ['', 'Sterling', 'Charcoal'],
  options: [[], ['tapes']],
}

describe('every window the phone saves makes a quote', () => {
  it.each(Object.entries(ACCEPTED))(
    '%s: each value saved on the phone is a line of the quote',
    async (field, values) => {
      const appointment = await visit()
      for (const [i, value] of values.entries()) {
        const saved = await phoneSave(appointment, i + 1, windowOf({ [field]: value }))
        expect(saved.status, JSON.stringify(value)).toBe(201)
      }
      const made = await makeQuoteFromVisit(payload, staff, appointment)
      expect(made).toMatchObject({ ok: true, code: 'quote-no-email' })
      const quote = await quoteOf(appointment)
      // An empty text may come back as '' or null: the same nothing.
      const nothingAsNull = (value: unknown) => (value === '' ? null : value)
      const stored = (line: NonNullable<Quote['lines']>[number]) => nothingAsNull(line[field as keyof typeof line])
      expect(quote.lines?.map(stored)).toEqual(values.map(nothingAsNull))
    },
  )

  it('the other blind too, with its own finish and option', async () => {
    const appointment = await visit()
    const saved = await phoneSave(
      appointment,
      1,
      windowOf({ product: wooden.id, finish: 'Oxford', options: ['tapes'] }),
    )
    expect(saved.status).toBe(201)
    expect(await makeQuoteFromVisit(payload, staff, appointment)).toMatchObject({ ok: true })
    expect((await quoteOf(appointment)).lines?.[0]).toMatchObject({ product: wooden.id, finish: 'Oxford' })
  })
})

/** Windows the quote would refuse, each with the words the quote's line says after "Window 1: ". */
const REFUSED: [string, Record<string, unknown>, () => string][] = [
  ['a room with an amount', { room: 'Bay (total 3 panes)' }, () => ROOM_MONEY_MESSAGE],
  ['a room with a price', { room: 'Lounge £40' }, () => ROOM_MONEY_MESSAGE],
  ['a room with markup', { room: 'Kitchen <b>' }, () => 'Please remove the < and > characters.'],
  ['a room too long for the quote', { room: 'x'.repeat(41) }, () => 'Please keep this under 40 characters.'],
  ['a room with a text-direction character', { room: 'Kitchen\u202E' }, () => DIRECTION_MESSAGE],
  ['an option chosen twice', { options: ['tapes', 'tapes'] }, () => 'Decorative tapes is chosen more than once.'],
  [
    'an option the blind does not have',
    { options: ['electric'] },
    () => '"electric" is not an option of Faux Wood Venetian Blinds (its options: Decorative tapes).',
  ],
  [
    "another blind's finish",
    { finish: 'Oxford' },
    () => `"Oxford" is not a finish of Faux Wood Venetian Blinds (its finishes: ${finishesOf(faux)}).`,
  ],
  ['a width too narrow', { widthMm: 99 }, () => 'The width is at least 100 mm.'],
  ['a drop too long', { dropMm: 5001 }, () => 'The drop is at most 5000 mm.'],
  ['a width in part millimetres', { widthMm: 900.5 }, () => 'Enter the width in whole millimetres.'],
]
const finishesOf = (product: Product) => (product.finishes ?? []).map((f) => f.name).join(', ')

describe('each window the quote would refuse, the phone refuses first with the same words', () => {
  it.each(REFUSED)('%s', async (_what, extra, message) => {
    const window = windowOf(extra)
    // The quote's line: what "Make the quote" and the admin's quote editor would save.
    const line = await refusal(
      payload.create({
        collection: 'quotes',
        overrideAccess: true,
        data: testData('quotes', { status: 'draft', customerName: `${tag} Line`, lines: [window] }),
      }),
    )
    expect(line).toBe(`Window 1: ${message()}`)
    // The phone: 400 with the reason, nothing stored.
    const appointment = await visit()
    const saved = await phoneSave(appointment, 1, window)
    expect(saved.status).toBe(400)
    expect(saved.body).toMatchObject({ code: 'invalid', message: message() })
    // The collection itself (/admin, REST, the local API) says the same.
    expect(
      await refusal(
        payload.create({
          collection: 'measured-windows',
          overrideAccess: true,
          data: testData('measured-windows', { ...window, clientId: crypto.randomUUID(), appointment, position: 1 }),
        }),
      ),
    ).toBe(message())
    expect(
      (await poolOf(payload).query('select id from measured_windows where appointment_id = $1', [appointment])).rows,
    ).toEqual([])
  })

  it('a window without its child-safety device is refused at the phone: it is chosen per window', async () => {
    const appointment = await visit()
    const { safetyDevice: _none, ...window } = windowOf()
    const saved = await phoneSave(appointment, 1, window)
    expect(saved.status).toBe(400)
    expect(saved.body.message).toBe('Choose the child-safety device.')
  })
})

describe('"Make the quote" answers a window it cannot quote with the reason, never a 500', () => {
  it('a window stored under the earlier rule: 400 with the reason, and the phone says the same on a re-save', async () => {
    const appointment = await visit()
    const first = await phoneSave(appointment, 1, windowOf({ room: 'Lounge' }))
    const second = await phoneSave(appointment, 2, windowOf({ room: 'Bay' }))
    expect([first.status, second.status]).toEqual([201, 201])
    // What the phone's rule let through before (60 characters, amounts, an option twice), put back in SQL.
    const pool = poolOf(payload)
    await pool.query(`update measured_windows set room = 'Bay (total 3 panes)' where client_id = $1`, [second.clientId])
    expect(await makeQuoteFromVisit(payload, staff, appointment)).toEqual({
      ok: false,
      status: 400,
      code: 'window-refused',
      error: `Window 2: ${ROOM_MONEY_MESSAGE}`,
    })
    const res = await postMakeQuote(
      new NextRequest('http://localhost/api/visits/make-quote', {
        method: 'POST',
        headers: { 'content-type': 'application/json', host: 'localhost', authorization: `JWT ${staffToken}` },
        body: JSON.stringify({ appointment }),
      }),
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      ok: false,
      code: 'window-refused',
      error: `Window 2: ${ROOM_MONEY_MESSAGE}`,
    })
    const resaved = await phoneSave(appointment, 2, windowOf({ room: 'Bay (total 3 panes)' }), second.clientId)
    expect(resaved).toMatchObject({ status: 400, body: { message: ROOM_MONEY_MESSAGE } })

    await pool.query(`update measured_windows set room = 'Bay' where client_id = $1`, [second.clientId])
    const [{ id }] = (await pool.query('select id from measured_windows where client_id = $1', [first.clientId])).rows
    await pool.query(
      `insert into measured_windows_texts ("order", parent_id, path, text) values (2, $1, 'options', 'tapes')`,
      [id],
    )
    expect(await makeQuoteFromVisit(payload, staff, appointment)).toMatchObject({
      status: 400,
      code: 'window-refused',
      error: 'Window 1: Decorative tapes is chosen more than once.',
    })
    await pool.query(`delete from measured_windows_texts where parent_id = $1 and "order" = 2`, [id])
    expect(await makeQuoteFromVisit(payload, staff, appointment)).toMatchObject({ ok: true, code: 'quote-no-email' })
    expect(
      await payload.count({ collection: 'quotes', where: { appointment: { equals: appointment } } }),
    ).toMatchObject({ totalDocs: 1 })
  })
})

describe('fit, fixing, the device and the slat width reach the quote and the accepted copy', () => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  beforeAll(async () => {
    mail = await startMailCatcher(inject('smtpPort'))
  })
  afterAll(() => mail.close())

  it('from the phone to the line, the sent copy and the accepted order, kept as accepted', async () => {
    const email = `${tag.toLowerCase()}.accepted@example.com`
    const appointment = await visit(email)
    await phoneSave(
      appointment,
      1,
      windowOf({ fit: 'exact', fixing: 'face', controlSide: 'right', safetyDevice: 'wand' }),
    )
    await phoneSave(
      appointment,
      2,
      windowOf({ room: 'Bay', product: wooden.id, finish: 'Oxford', safetyDevice: 'cordless' }),
    )
    const made = await makeQuoteFromVisit(payload, staff, appointment)
    expect(made).toMatchObject({ ok: true, code: 'quote-sent' })
    const quoteId = (made as { quoteId: number }).quoteId

    // Both seeded blinds have 50 mm slats (src/content/products.ts).
    expect([faux.slatWidthMm, wooden.slatWidthMm]).toEqual([50, 50])
    const lines = (await payload.findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true })).lines
    expect(lines?.map((l) => [l.fit, l.fixing, l.controlSide, l.safetyDevice, l.slatWidthMm])).toEqual([
      ['exact', 'face', 'right', 'wand', 50],
      ['recess', 'top', 'left', 'cordless', 50],
    ])
    const expectCopy = (content: QuoteContent | null) =>
      expect(content?.lines.map((l) => [l.fit, l.fixing, l.controlSide, l.safetyDevice, l.slatWidthMm])).toEqual([
        ['Exact fit', 'Face fix', 'Right', 'Wand control (no loose cords)', 50],
        ['Recess', 'Top fix', 'Left', 'Cordless (no cords)', 50],
      ])
    const sent = await payload.findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true })
    expectCopy(sentContentOf(sent))

    const token = await tokenOf(payload, quoteId)
    expect(
      await acceptQuote(payload, token, { name: `${tag} Accepter`, terms: true, clientAddress: '192.0.2.164' }),
    ).toBe('accepted')
    // The blind's slat width changes later: the order keeps what was accepted.
    await payload.db.updateOne({ collection: 'products', id: faux.id, data: { slatWidthMm: 35 } })
    try {
      await payload.update({
        collection: 'quotes',
        id: quoteId,
        overrideAccess: true,
        data: { staffNotes: 'Fitting on a Tuesday' },
      })
      const accepted = await payload.findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true })
      expect(accepted.status).toBe('accepted')
      expect(accepted.lines?.map((l) => [l.fit, l.fixing, l.safetyDevice, l.slatWidthMm])).toEqual([
        ['exact', 'face', 'wand', 50],
        ['recess', 'top', 'cordless', 50],
      ])
      expectCopy(sentContentOf(accepted))
      expect(accepted.acceptance?.hash).toBe(hashOf(sentContentOf(accepted)))
    } finally {
      await payload.db.updateOne({ collection: 'products', id: faux.id, data: { slatWidthMm: 50 } })
    }
  })

  it('a re-measure that changes only the fit, the fixing or the device revises the sent quote', async () => {
    const email = `${tag.toLowerCase()}.remeasure@example.com`
    const appointment = await visit(email)
    const { clientId } = await phoneSave(appointment, 1, windowOf())
    const first = await makeQuoteFromVisit(payload, staff, appointment)
    expect(first).toMatchObject({ ok: true, code: 'quote-sent' })
    for (const change of [{ fit: 'exact' }, { fixing: 'face' }, { safetyDevice: 'tensioner' }]) {
      expect((await phoneSave(appointment, 1, windowOf(change), clientId)).status).toBe(200)
      expect(await makeQuoteFromVisit(payload, staff, appointment), JSON.stringify(change)).toMatchObject({
        ok: true,
        code: 'quote-sent',
      })
    }
    const quote = await quoteOf(appointment)
    expect(quote.lines?.[0]).toMatchObject({ fit: 'recess', fixing: 'top', safetyDevice: 'tensioner' })
    expect(quote.sentRevision).toBe(4)
  })
})
