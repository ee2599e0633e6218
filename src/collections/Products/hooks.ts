import type { CollectionBeforeChangeHook, CollectionBeforeValidateHook } from 'payload'

import { asGrid, gridRange, type PriceGrid } from '@/lib/pricing/grid'

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

/** The same bands and prices (Postgres keeps JSON keys in its own order): re-sending a grid unchanged is no edit. */
const sameGrid = (a: unknown, b: unknown) => {
  const ga = asGrid(a)
  const gb = asGrid(b)
  if (!ga || !gb) return ga === gb
  const key = (g: PriceGrid) => JSON.stringify([g.widths, g.drops, g.cells])
  return key(ga) === key(gb)
}

/**
 * Marks when a signed-in user last changed the price grid, so the go-live panel can list the products still on the
 * seeded demo grid. Only a person's save counts: the seed (and any script) works without a user and never sets it,
 * and a value sent with the data is ignored.
 */
export const markGridEdited: CollectionBeforeChangeHook = ({ data, originalDoc, req, operation }) => {
  const before = originalDoc?.gridEditedAt ?? null
  const changed = 'priceGrid' in data && (operation === 'create' || !sameGrid(data.priceGrid, originalDoc?.priceGrid))
  return { ...data, gridEditedAt: req.user && changed ? new Date().toISOString() : before }
}
