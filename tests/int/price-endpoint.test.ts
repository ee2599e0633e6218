import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(frontend)/api/price/route'
import { getTestPayload } from '../support/int/payload'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
  // The seeded flash sale (15% off, rolling weekly) runs: every single-window answer below is 15% off.
  await payload.updateGlobal({
    slug: 'promotion',
    data: { enabled: true, percentOff: 15, endsAt: null },
    overrideAccess: true,
  })
})

const price = async (query: string) => {
  const res = await GET(new Request(`http://localhost/api/price?${query}`))
  return { status: res.status, body: await res.json(), cache: res.headers.get('cache-control') }
}

const FAUX = 'product=faux-wood-venetian-blinds'
const WOOD = 'wooden-venetian-blinds'

describe('GET /api/price', () => {
  it('prices one window from the seeded grid, rounded up to its band, with the flash sale', async () => {
    // 61 × 101 cm rounds up to the 90 × 150 band: £104.00, 15% off = £88.40
    const { status, body, cache } = await price(`${FAUX}&width=61&drop=101`)
    expect(status).toBe(200)
    expect(body).toMatchObject({
      pence: 8840,
      listPence: 10400,
      offer: { kind: 'promotion', saving: 1560 },
      windows: [{ band: { width: 90, drop: 150 }, pence: 10400, text: '£104.00' }],
    })
    expect(body.text).toBe(
      'Estimated total £88.40, confirmed at your free measuring visit. Flash sale: 15% off: you save £15.60.',
    )
    expect(cache).toMatch(/public, max-age=\d+/)
  })

  it('adds options per blind, and takes mm and inches', async () => {
    const cm = await price(`product=${WOOD}&width=60&drop=100&options=tapes,electric`)
    expect(cm.body.listPence).toBe(15300 + 1500 + 14500)
    const mm = await price(`product=${WOOD}&width=600&drop=1000&unit=mm`)
    expect(mm.body.listPence).toBe(15300)
    // 40 in = 101.6 cm: the 120 × 150 band
    const inches = await price(`product=${WOOD}&width=40&drop=40&unit=in`)
    expect(inches.body.windows[0].band).toEqual({ width: 120, drop: 150 })
  })

  it('a size beyond the grid answers 422: priced at the visit, no number', async () => {
    const { status, body } = await price(`${FAUX}&width=300&drop=100`)
    expect(status).toBe(422)
    expect(body.error).toBe('That size is beyond our price list: we will price it at your free measuring visit.')
    expect(body.estimate.windows[0]).toMatchObject({ pence: null, text: 'Priced at your free measuring visit' })
  })

  it.each([
    [`${FAUX}&width=&drop=100`, { width: 'Enter the width.' }],
    [`${FAUX}&width=abc&drop=100`, { width: 'Enter the width as a number, e.g. 120.' }],
    [`product=&width=60&drop=100`, { product: 'Choose a blind.' }],
    [`product=no-such-blind&width=60&drop=100`, { product: 'Choose one of our blinds.' }],
    [`${FAUX}&width=60&drop=100&unit=ft`, { unit: 'Choose a unit: cm, mm, inches.' }],
  ])('bad input answers 400 with field messages: %s', async (query, fields) => {
    const { status, body } = await price(query)
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'Please check the sizes you entered.', fields })
  })

  it.each([
    [
      `${FAUX}&width=60&drop=100&options=electric`,
      { options: '"electric" is not an option of Faux Wood Venetian Blinds (its options: Decorative tapes).' },
    ],
    [
      `${FAUX}&width=60&drop=100&options=tapes&options=tapes`,
      { options: 'Decorative tapes is chosen more than once.' },
    ],
    [`${FAUX}&width=60&drop=100&options=tapes,tapes,tapes`, { options: 'Decorative tapes is chosen more than once.' }],
    [
      `${FAUX}&width=60&drop=100&finish=Sterling&product.1=${WOOD}&width.1=60&drop.1=100&finish.1=Sterling`,
      {
        'finish.1':
          '"Sterling" is not a finish of Real Wood Venetian Blinds (its finishes: Carbon, Dolmen, Oxford, Urban).',
      },
    ],
  ])(
    'a finish or option the blind does not have, or an option twice, is refused by name: %s',
    async (query, fields) => {
      const { status, body } = await price(query)
      expect(status).toBe(400)
      expect(body).toEqual({ error: Object.values(fields)[0], fields })
    },
  )

  it('a finish of the blind is taken in any case and stored as the product spells it', async () => {
    const { status, body } = await price(`${FAUX}&width=60&drop=100&finish=sterling`)
    expect(status).toBe(200)
    expect(body.windows[0].finish).toBe('Sterling')
  })

  it('an answer is kept by shared caches a minute at most, by browsers not at all', async () => {
    const { cache } = await price(`${FAUX}&width=61&drop=101`)
    expect(cache).toBe('public, max-age=0, s-maxage=60')
  })

  it('several windows: the bundle is used when it is cheaper than the sale, and named', async () => {
    const three = [0, 1, 2]
      .map((i) =>
        i === 0 ? `${FAUX}&width=150&drop=150` : `product.${i}=faux-wood-venetian-blinds&width.${i}=150&drop.${i}=150`,
      )
      .join('&')
    const { status, body } = await price(three)
    expect(status).toBe(200)
    // 3 × £134 = £402; 15% off = £341.70; the bundle: £239
    expect(body).toMatchObject({ listPence: 40200, pence: 23900, offer: { kind: 'bundle', saving: 16300 } })
    expect(body.offer.title).toBe('Faux Wood Bundle (3 for £239)')
  })

  it("the area pages' offer applies only to an estimate from an area page", async () => {
    const two = `product=${WOOD}&width=60&drop=100&product.1=${WOOD}&width.1=60&drop.1=100`
    expect((await price(two)).body.offer.kind).toBe('promotion')
    const area = await price(`${two}&offer=area`)
    expect(area.body).toMatchObject({ pence: 15000, offer: { kind: 'bundle', title: 'Area offer (2 for £150)' } })
  })

  it('follows an /admin change of the grid', async () => {
    const { docs } = await payload.find({
      collection: 'products',
      where: { slug: { equals: WOOD } },
      overrideAccess: true,
      depth: 0,
    })
    const product = docs[0]
    const before = product.priceGrid as { widths: number[]; drops: number[]; cells: number[][] }
    try {
      await payload.update({
        collection: 'products',
        id: product.id,
        data: { priceGrid: { ...before, cells: before.cells.map((r) => r.map((c) => c + 1000)) } },
        overrideAccess: true,
      })
      expect((await price(`product=${WOOD}&width=60&drop=100`)).body.listPence).toBe(16300)
    } finally {
      await payload.update({
        collection: 'products',
        id: product.id,
        data: { priceGrid: before },
        overrideAccess: true,
      })
    }
  })
})
