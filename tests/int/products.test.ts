import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { GET } from '@/app/(frontend)/api/products/route'
import { getTestPayload } from './helpers'

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
    ['a negative price', -1, /negative/i],
    ['a fraction of a penny', 12.5, /whole pence/i],
  ])('rejects %s', async (_label, startingPrice, message) => {
    const product = await base()
    const error = await payload
      .update({ collection: 'products', id: product.id, data: { startingPrice }, overrideAccess: true })
      .then(
        () => null,
        (e: unknown) => e as { status?: number; data?: { errors?: { path: string; message: string }[] } },
      )
    expect(error?.status).toBe(400)
    expect(error?.data?.errors?.[0]?.path).toBe('startingPrice')
    expect(error?.data?.errors?.[0]?.message).toMatch(message)
    const after = await payload.findByID({ collection: 'products', id: product.id, overrideAccess: true })
    expect(after.startingPrice).toBe(product.startingPrice)
  })

  it('requires a description and at least one finish', async () => {
    await expect(
      payload.create({
        collection: 'products',
        data: {
          name: 'X',
          slug: 'x-invalid',
          type: 'wooden',
          startingPrice: 100,
          features: [{ text: 'a' }],
          finishes: [],
        } as never,
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
