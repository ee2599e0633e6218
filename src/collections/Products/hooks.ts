import type { CollectionBeforeValidateHook } from 'payload'

import { asGrid, gridRange } from '@/lib/pricing/grid'

/**
 * "Starting from" and the top of the price range are the price grid's smallest and largest cells, set on every
 * save that carries a grid, so the site's prices (cards, JSON-LD, GET /api/products) can never drift from it.
 */
export const pricesFromGrid: CollectionBeforeValidateHook = ({ data }) => {
  const grid = asGrid(data?.priceGrid)
  const range = grid && gridRange(grid)
  if (!data || !range) return data
  return { ...data, startingPrice: range.low, highPrice: range.high }
}
