import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(frontend)/api/products/route'
import { DEFAULT_PRODUCTS } from '@/content'
import type { Product } from '@/payload-types'
import { getTestPayload, userFor } from '../support/int/payload'

let payload: Payload
let faux: Product
const grid = {
  widths: [50, 100],
  drops: [80, 160],
  cells: [
    [6400, 7400],
    [8400, 9900],
  ],
}

beforeAll(async () => {
  payload = await getTestPayload()
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { equals: 'faux-wood-venetian-blinds' } },
    overrideAccess: true,
    depth: 0,
  })
  faux = docs[0]
})

afterAll(async () => {
  const seeded = DEFAULT_PRODUCTS.find((p) => p.slug === faux.slug)!
  await payload.update({
    collection: 'products',
    id: faux.id,
    data: { priceGrid: { ...seeded.priceGrid } },
    overrideAccess: true,
  })
})

type SaveError = { status?: number; data?: { errors?: { path: string; message: string }[] } }
const failure = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (e: unknown) => e as SaveError,
  )

describe('the price grid and money in pounds', () => {
  it('the seed gives each product a grid whose smallest cell is its starting price', async () => {
    const { docs } = await payload.find({ collection: 'products', overrideAccess: true, depth: 0 })
    for (const seeded of DEFAULT_PRODUCTS) {
      const doc = docs.find((d) => d.slug === seeded.slug)!
      const cells = (doc.priceGrid as typeof grid).cells.flat()
      expect(Math.min(...cells)).toBe(doc.startingPrice)
      expect(Math.max(...cells)).toBe(doc.highPrice)
    }
    expect(docs.find((d) => d.slug === 'faux-wood-venetian-blinds')!.startingPrice).toBe(7900)
    expect(docs.find((d) => d.slug === 'wooden-venetian-blinds')!.startingPrice).toBe(15300)
  })

  it("saving a grid sets the product's starting price and GET /api/products follows", async () => {
    const owner = await userFor(payload, 'owner')
    // A starting price sent beside the grid is ignored: it is always the grid's smallest cell.
    await payload.update({
      collection: 'products',
      id: faux.id,
      data: { priceGrid: grid, startingPrice: 100 },
      overrideAccess: false,
      user: owner,
    })
    const after = await payload.findByID({ collection: 'products', id: faux.id, overrideAccess: true })
    expect(after.startingPrice).toBe(6400)
    expect(after.highPrice).toBe(9900)
    const body = (await (await GET()).json()) as { name: string; startingPrice: number }[]
    expect(body.find((p) => p.name === faux.name)?.startingPrice).toBe(6400)
  })

  it('staff read the grid but cannot change it', async () => {
    const staff = await userFor(payload, 'staff')
    const read = await payload.findByID({ collection: 'products', id: faux.id, overrideAccess: false, user: staff })
    expect(read.priceGrid).toBeTruthy()
    const error = await failure(
      payload.update({
        collection: 'products',
        id: faux.id,
        data: { priceGrid: grid },
        overrideAccess: false,
        user: staff,
      }),
    )
    expect(error?.status).toBe(403)
  })

  it.each([
    [
      'a bundle',
      { bundles: [{ material: 'faux-wood', title: 'B', quantity: 3, pricePence: 239, maxWidth: 150, maxDrop: 180 }] },
      'bundles.0.pricePence',
      'You typed 2.39, which would show as £2.39. A bundle is priced from £5.00 to £5,000.00',
    ],
    [
      'the area offer',
      { areaOffer: { blindCount: 2, pricePence: 1_500_000, maxWidth: 120, maxDrop: 150 } },
      'areaOffer.pricePence',
      'You typed 15000, which would show as £15,000.00.',
    ],
  ])('refuses %s priced out of range, naming what was typed', async (_label, data, path, message) => {
    const error = await failure(payload.updateGlobal({ slug: 'promotion', data: data as never, overrideAccess: true }))
    expect(error?.status).toBe(400)
    expect(error?.data?.errors?.[0]).toMatchObject({ path })
    expect(error?.data?.errors?.[0]?.message).toContain(message)
  })

  it('refuses an option priced over £500 and keeps one of £0', async () => {
    const error = await failure(
      payload.update({
        collection: 'products',
        id: faux.id,
        data: { options: [{ code: 'electric', label: 'Electric', price: 60_000 }] },
        overrideAccess: true,
      }),
    )
    expect(error?.data?.errors?.[0]?.message).toContain('You typed 600, which would show as £600.00. An option')
    const saved = await payload.update({
      collection: 'products',
      id: faux.id,
      data: { options: [{ code: 'tapes', label: 'Decorative tapes', price: 0 }] },
      overrideAccess: true,
    })
    expect(saved.options?.[0]?.price).toBe(0)
  })
})
