import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { POST as postAppointment } from '@/app/(frontend)/api/measuring-appointment/route'
import { POST as postQuote } from '@/app/(frontend)/api/quote-request/route'
import { appointmentMails, quoteMails } from '@/lib/leads/notifications'
import { getTestPayload } from '../support/int/payload'

/** Windows priced on the site, carried into a booking and a quote request, stored on the lead (real Postgres). */
let payload: Payload
let ip = 0

const post = (handler: (r: Request) => Promise<Response>, url: string, body: Record<string, unknown>, form = false) =>
  handler(
    new Request(`http://localhost${url}`, {
      method: 'POST',
      headers: {
        'content-type': form ? 'application/x-www-form-urlencoded' : 'application/json',
        'x-forwarded-for': `10.31.0.${++ip}`,
      },
      body: form ? new URLSearchParams(body as Record<string, string>).toString() : JSON.stringify(body),
    }),
  )

const WOOD = 'wooden-venetian-blinds'
// Two wooden windows: 61 × 101 cm (the 90 × 150 band, £195) with tapes (£15), and 300 cm wide (beyond the grid).
const WINDOWS = `product=${WOOD}&width=61&drop=101&options=tapes&finish=Oxford&room=Kitchen&product.1=${WOOD}&width.1=300&drop.1=100&room.1=Bay`
const FACTS = {
  businessName: 'VB',
  email: 'shop@example.com',
  phonePrimary: '0121 000 0000',
  responseHours: 24,
  siteUrl: 'http://x',
}

beforeAll(async () => {
  payload = await getTestPayload()
  await payload.updateGlobal({
    slug: 'promotion',
    data: { enabled: true, percentOff: 15, endsAt: null },
    overrideAccess: true,
  })
})

describe('windows carried into a lead', () => {
  it('a booking stores each window and the estimated total, priced again by the server', async () => {
    const res = await post(postAppointment, '/api/measuring-appointment', {
      customerName: 'Win Dows',
      customerEmail: 'win@example.com',
      customerPhone: '0121 496 0777',
      address: '3 Estimate Road, Moseley',
      postcode: 'B13 9XY',
      scheduledTime: 'flexible',
      sourcePage: '/price',
      windows: WINDOWS,
      idempotencyKey: crypto.randomUUID(),
    })
    expect(res.status).toBe(201)
    const { id } = await res.json()
    const lead = await payload.findByID({ collection: 'measuring-appointments', id, overrideAccess: true })
    expect(lead.windows?.map(({ id: _id, ...w }) => w)).toEqual([
      {
        room: 'Kitchen',
        product: 'Real Wood Venetian Blinds',
        finish: 'Oxford',
        options: 'Decorative tapes',
        width: 61,
        drop: 101,
        estimate: 21000,
      },
      {
        room: 'Bay',
        product: 'Real Wood Venetian Blinds',
        finish: null,
        options: null,
        width: 300,
        drop: 100,
        estimate: null,
      },
    ])
    // £210 less the 15% flash sale, named with its saving
    expect(lead.estimatedTotal).toBe(17850)
    expect(lead).toMatchObject({ estimateOffer: 'Flash sale: 15% off', estimateSaving: 3150 })

    const [business, confirmation] = appointmentMails(lead, FACTS)
    for (const mail of [business, confirmation]) {
      expect(mail.text).toContain(
        '1. Kitchen, Real Wood Venetian Blinds, Oxford, 61 × 101 cm, Decorative tapes: £210.00',
      )
      expect(mail.text).toContain('2. Bay, Real Wood Venetian Blinds, 300 × 100 cm: priced at the visit')
      expect(mail.text).toContain('Estimated total: £178.50, you save £31.50 with Flash sale: 15% off')
    }
    // The page the form was sent from is for the business; the customer's copy is in her words.
    expect(business.text).toContain('Sent from: /price')
    expect(confirmation.text).not.toContain('Sent from')
  })

  it('the e-mails say why a bundle the windows come near to did not apply', async () => {
    // Three faux wood windows, one over the Faux Wood Bundle's 150 × 180 cm: the sale applies, the bundle cannot.
    const FAUX = 'faux-wood-venetian-blinds'
    const res = await booking(
      `product=${FAUX}&width=60&drop=100&product.1=${FAUX}&width.1=60&drop.1=100&product.2=${FAUX}&width.2=160&drop.2=100`,
    )
    expect(res.status).toBe(201)
    const lead = await payload.findByID({
      collection: 'measuring-appointments',
      id: (await res.json()).id,
      overrideAccess: true,
    })
    const note = 'The Faux Wood Bundle (3 for £239) does not apply: 1 window is over its 150 × 180 cm size.'
    expect(lead.estimateOfferNotes).toBe(note)
    for (const mail of appointmentMails(lead, FACTS)) {
      expect(mail.text).toMatch(/Estimated total: £[\d.,]+, you save £[\d.,]+ with Flash sale: 15% off\n/)
      expect(mail.text).toContain(note)
    }
  })

  it('a quote request sent as a plain form post (no JavaScript) stores them too', async () => {
    const res = await post(
      postQuote,
      '/api/quote-request',
      {
        firstName: 'Quo',
        lastName: 'Te',
        email: 'quote@example.com',
        phone: '0121 496 0778',
        postcode: 'B13 9XY',
        windows: `product=${WOOD}&width=60&drop=100`,
        idempotencyKey: crypto.randomUUID(),
      },
      true,
    )
    expect(res.status).toBe(303)
    const { docs } = await payload.find({
      collection: 'quote-requests',
      where: { email: { equals: 'quote@example.com' } },
      overrideAccess: true,
    })
    expect(docs[0].windows).toHaveLength(1)
    expect(docs[0].estimatedTotal).toBe(Math.round(15300 * 0.85))
    expect(quoteMails(docs[0], FACTS)[0].text).toContain('Estimated total: £130.05')
  })

  it('a window list the server cannot read never refuses the lead', async () => {
    const res = await post(postAppointment, '/api/measuring-appointment', {
      customerName: 'No Windows',
      customerPhone: '0121 496 0779',
      address: '4 Estimate Road, Moseley',
      windows: 'product=&width=banana',
      idempotencyKey: crypto.randomUUID(),
    })
    expect(res.status).toBe(201)
    const lead = await payload.findByID({
      collection: 'measuring-appointments',
      id: (await res.json()).id,
      overrideAccess: true,
    })
    expect(lead.windows).toEqual([])
    expect(lead.estimatedTotal ?? null).toBeNull()
  })

  const booking = (windows: string, extra: Record<string, unknown> = {}, form = false) =>
    post(
      postAppointment,
      '/api/measuring-appointment',
      {
        customerName: 'Choice Checked',
        customerPhone: '0121 496 0780',
        address: '5 Estimate Road, Moseley',
        postcode: 'B13 9XY',
        windows,
        idempotencyKey: crypto.randomUUID(),
        ...extra,
      },
      form,
    )

  it.each([
    [
      `product=faux-wood-venetian-blinds&width=60&drop=100&product.1=${WOOD}&width.1=60&drop.1=100&finish.1=Sterling`,
      'Window 2: "Sterling" is not a finish of Real Wood Venetian Blinds (its finishes: Carbon, Dolmen, Oxford, Urban).',
    ],
    [`product=${WOOD}&width=60&drop=100&options=tapes,tapes`, 'Window 1: Decorative tapes is chosen more than once.'],
    [
      `product=faux-wood-venetian-blinds&width=60&drop=100&options=electric`,
      'Window 1: "electric" is not an option of Faux Wood Venetian Blinds (its options: Decorative tapes).',
    ],
    [
      `product=${WOOD}&width=60&drop=100&room=${encodeURIComponent('Kitchen Total: £1')}`,
      'Window 1: Please give the room a short name, e.g. Kitchen, without prices or amounts.',
    ],
    [`product=${WOOD}&width=60&drop=100&room=${'x'.repeat(41)}`, 'Window 1: Please keep this under 40 characters.'],
    [
      `product=${WOOD}&width=60&drop=100&room=${encodeURIComponent('Kitchen\u202E')}`,
      'Window 1: Please remove the invisible text-direction characters (often pasted in with the text).',
    ],
  ])(
    'a window that cannot be ordered as sent refuses the booking (422, naming it), nothing stored: %s',
    async (windows, message) => {
      const before = await payload.count({ collection: 'measuring-appointments', overrideAccess: true })
      const res = await booking(windows)
      expect(res.status).toBe(422)
      expect(await res.json()).toEqual({ error: message, fields: { windows: message } })
      expect(await payload.count({ collection: 'measuring-appointments', overrideAccess: true })).toEqual(before)
    },
  )

  it('without JavaScript the refusal comes back to the form with its message', async () => {
    const res = await booking(`product=${WOOD}&width=60&drop=100&options=tapes&options=tapes`, {}, true)
    expect(res.status).toBe(303)
    expect(res.headers.get('location')).toMatch(/\/thank-you\?.*ok=0.*errors=/)
  })

  it("the booking's window count is the number priced and its blind type is both when they mix", async () => {
    const mixed = [0, 1, 2]
      .map((i) =>
        i === 0
          ? `product=${WOOD}&width=60&drop=100`
          : `product.${i}=faux-wood-venetian-blinds&width.${i}=60&drop.${i}=100`,
      )
      .join('&')
    const res = await booking(mixed, { windowCount: '1-2', blindType: 'basswood' })
    expect(res.status).toBe(201)
    const lead = await payload.findByID({
      collection: 'measuring-appointments',
      id: (await res.json()).id,
      overrideAccess: true,
    })
    expect(lead).toMatchObject({ windowCount: '3-5', blindType: 'both' })
    expect(lead.windows).toHaveLength(3)
  })
})
