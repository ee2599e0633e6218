import type { Payload } from 'payload'

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
