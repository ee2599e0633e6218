import type { PricedProduct } from './estimate'
import { asGrid } from './grid'
import { cmsQuery } from '@/lib/cms/cache'
import { DEFAULT_PRODUCTS, PROMOTION_DEFAULTS } from '@/content'
import { clone, type PromotionSettings } from '@/content/settingsTypes'
import { getPayloadClient } from '@/lib/cms/payload'
import { readPromotion } from '@/lib/platform/readSettings'
import { TAGS } from '@/lib/cms/tags'

/** Every product's grid, options and finishes, as the estimate needs them (no pictures). */
export interface PricingProduct extends PricedProduct {
  finishes: string[]
}

/** The price grids, cached and tagged with the products: an /admin save expires them with the pages. */
async function readPricedProducts(): Promise<PricingProduct[]> {
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
}

const defaultPricedProducts = (): PricingProduct[] =>
  DEFAULT_PRODUCTS.map((p) => ({
    slug: p.slug,
    name: p.name,
    type: p.type,
    grid: p.priceGrid,
    options: p.options,
    finishes: p.finishes,
  }))

/** The forms' product lists (pages): tagged with the products, so a page refreshes in the background after a save. */
export const getPricedProducts = cmsQuery(
  'priced-products',
  readPricedProducts,
  () => [TAGS.products],
  defaultPricedProducts,
)

/**
 * What an estimate is computed from: the grids and the promotion, in one entry under the estimate's own tag, which a
 * product or promotion save drops at once (never served stale, on any server): a new price is the price.
 * Only dynamic answers read it (`/api/price`, `/price`, the lead endpoints), so no static page carries the tag.
 */
export const getEstimatePrices = cmsQuery(
  'estimate-prices',
  async (): Promise<{ products: PricingProduct[]; promotion: PromotionSettings }> => {
    const [products, promotion] = await Promise.all([
      readPricedProducts(),
      getPayloadClient().then((payload) => readPromotion(payload)),
    ])
    return { products, promotion }
  },
  () => [TAGS.estimate],
  () => ({ products: defaultPricedProducts(), promotion: clone(PROMOTION_DEFAULTS) }),
)
