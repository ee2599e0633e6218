import { getPricedProducts } from '@/lib/pricing/readPricedProducts'
import { EstimateView } from './EstimateView'

/**
 * The estimate as a static page shows it (server component): the form with one window, the page's product chosen,
 * complete without JavaScript, inside the island that answers in place once the visitor uses it.
 */
export async function LazyEstimate(props: {
  idPrefix: string
  /** the product chosen at first */
  product?: string
  /** else the first product of this material */
  material?: string
  /** "area": the area pages' offer applies */
  offer?: 'area'
}) {
  return <EstimateView {...props} priced={await getPricedProducts()} />
}
