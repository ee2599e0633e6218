import type { PricedOption } from '@/lib/pricing/estimate'

/** A product as the estimate form lists it (no grid: the browser never needs one). */
export interface EstimateProduct {
  slug: string
  name: string
  finishes: string[]
  options: PricedOption[]
}
