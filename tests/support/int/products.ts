import type { Payload } from 'payload'

import type { Product } from '@/payload-types'

import { DEFAULT_PRODUCTS } from '@/content/products'

/**
 * The id of a blind the seed made (first in the seed's order): other files add test products of their own, with
 * other options, finishes and grids, which a test that needs an ordinary blind must not pick up.
 */
export async function seededProductId(payload: Payload): Promise<number> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { in: DEFAULT_PRODUCTS.map((p) => p.slug) } },
    sort: 'sortOrder',
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  if (!docs[0]) throw new Error('no seeded product: the integration database is seeded by global-setup')
  return docs[0].id
}

/** The two blinds the seed made, by slug: other files add products of their own (a faux wood one with no options). */
export async function seededBlinds(payload: Payload): Promise<{ faux: Product; wooden: Product }> {
  const { docs } = await payload.find({
    collection: 'products',
    where: { slug: { in: DEFAULT_PRODUCTS.map((p) => p.slug) } },
    depth: 0,
    overrideAccess: true,
  })
  const faux = docs.find((p) => p.type === 'faux-wood')
  const wooden = docs.find((p) => p.type === 'wooden')
  if (!faux || !wooden) throw new Error('no seeded blinds: the integration database is seeded by global-setup')
  return { faux, wooden }
}
