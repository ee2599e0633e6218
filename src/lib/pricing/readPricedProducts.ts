import type { PricedProduct } from './estimate'
import { asGrid } from './grid'
import { cmsQuery } from '@/lib/cms/cache'
import { DEFAULT_PRODUCTS } from '@/content'
import { getPayloadClient } from '@/lib/cms/payload'
import { TAGS } from '@/lib/cms/tags'

/** Every product's grid, options and finishes, as the estimate needs them (no pictures). */
export interface PricingProduct extends PricedProduct {
  finishes: string[]
}

/** The price grids, cached and tagged with the products: an /admin save expires them with the pages. */
export const getPricedProducts = cmsQuery(
  'priced-products',
  async (): Promise<PricingProduct[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'products', depth: 0, limit: 100, sort: 'sortOrder' })
    return docs.map((d) => ({
      slug: d.slug,
      name: d.name,
      type: d.type,
      grid: asGrid(d.priceGrid),
      options: (d.options ?? []).map((o) => ({ code: o.code, label: o.label, pence: o.price })),
      finishes: (d.finishes ?? []).map((f) => f.name),
    }))
  },
  () => [TAGS.products],
  () =>
    DEFAULT_PRODUCTS.map((p) => ({
      slug: p.slug,
      name: p.name,
      type: p.type,
      grid: p.priceGrid,
      options: p.options,
      finishes: p.finishes,
    })),
)
