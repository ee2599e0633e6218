import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(frontend)/api/products/route'
import { getTestPayload } from '../support/int/payload'
import { testData } from '../support/int/testData'

let payload: Payload

beforeAll(async () => {
  payload = await getTestPayload()
})

describe('products', () => {
  const base = async () => {
    const { docs } = await payload.find({ collection: 'products', limit: 1, overrideAccess: true, depth: 0 })
    return docs[0]
  }

  it.each([
    ['a price typed as pence (84 meaning £84)', 84, 'You typed 0.84, which would show as £0.84.'],
    ['a fraction of a penny', 12.5, 'Enter a price in pounds'],
    ['a price over £2,000', 250_000, 'You typed 2500, which would show as £2,500.00.'],
  ])('refuses a grid cell of %s, naming what was typed', async (_label, cell, message) => {
    const product = await base()
    const grid = product.priceGrid as { widths: number[]; drops: number[]; cells: number[][] }
    const priceGrid = { ...grid, cells: grid.cells.map((row, d) => (d === 0 ? [cell, ...row.slice(1)] : row)) }
    const error = await payload
      .update({ collection: 'products', id: product.id, data: { priceGrid }, overrideAccess: true })
      .then(
        () => null,
        (e: unknown) => e as { status?: number; data?: { errors?: { path: string; message: string }[] } },
      )
    expect(error?.status).toBe(400)
    expect(error?.data?.errors?.[0]?.path).toBe('priceGrid')
    expect(error?.data?.errors?.[0]?.message).toContain(message)
    const after = await payload.findByID({ collection: 'products', id: product.id, overrideAccess: true })
    expect(after.startingPrice).toBe(product.startingPrice)
  })

  it('requires a description and at least one finish', async () => {
    await expect(
      payload.create({
        collection: 'products',
        data: testData('products', {
          name: 'X',
          slug: 'x-invalid',
          type: 'wooden',
          startingPrice: 100,
          priceGrid: { widths: [100], drops: [100], cells: [[5000]] },
          features: [{ text: 'a' }],
          finishes: [],
        }),
        overrideAccess: true,
      }),
    ).rejects.toThrow()
  })

  it('GET /api/products answers its public array shape', async () => {
    const res = await GET()
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(Array.isArray(body)).toBe(true)
    expect(body.length).toBeGreaterThanOrEqual(2)
    for (const p of body) {
      expect(Object.keys(p).sort()).toEqual(
        ['description', 'features', 'finishes', 'id', 'imageUrl', 'name', 'startingPrice', 'type'].sort(),
      )
      expect(Number.isInteger(p.startingPrice)).toBe(true)
      expect(p.finishes.every((f: unknown) => typeof f === 'string')).toBe(true)
      expect(p.imageUrl).toMatch(/^\/api\/cms\/media\/file\/.+\.(webp|png)$/)
    }
    const wooden = body.find((p: { type: string }) => p.type === 'wooden')
    expect(wooden.finishes).toEqual(['Carbon', 'Dolmen', 'Oxford', 'Urban'])
  })
})
