import type { PricingProduct } from '@/lib/pricing/readPricedProducts'
import { emptyWindow, EstimateFormView } from './EstimateFormView'
import { EstimateIsland } from './EstimateIsland'
import type { EstimateProduct } from './types'

/**
 * LazyEstimate's markup from the products already read: no I/O, so a test can render a page with its estimate as
 * served (tests/support/area-pages.ts).
 */
export function EstimateView({
  idPrefix,
  priced,
  product,
  material,
  offer,
}: {
  idPrefix: string
  priced: readonly Pick<PricingProduct, 'slug' | 'name' | 'type' | 'finishes' | 'options'>[]
  product?: string
  material?: string
  offer?: 'area'
}) {
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
