import { getPricedProducts } from '@/lib/pricing/readPricedProducts'
import { emptyWindow, EstimateFormView } from './EstimateFormView'
import { EstimateIsland } from './EstimateIsland'
import type { EstimateProduct } from './types'

/**
 * The estimate as a static page shows it (server component): the form with one window, the page's product chosen,
 * complete without JavaScript, inside the island that answers in place once the visitor uses it.
 */
export async function LazyEstimate({
  idPrefix,
  product,
  material,
  offer,
}: {
  idPrefix: string
  /** the product chosen at first */
  product?: string
  /** else the first product of this material */
  material?: string
  /** "area": the area pages' offer applies */
  offer?: 'area'
}) {
  const priced = await getPricedProducts()
  const products: EstimateProduct[] = priced.map(({ slug, name, finishes, options }) => ({
    slug,
    name,
    finishes,
    options,
  }))
  const chosen = product ?? (priced.find((p) => p.type === material) ?? priced[0])?.slug
  const values = { unit: 'cm', offer, windows: [emptyWindow(chosen)] }
  return (
    <EstimateIsland idPrefix={idPrefix} products={products}>
      <EstimateFormView idPrefix={idPrefix} products={products} values={values} />
    </EstimateIsland>
  )
}
