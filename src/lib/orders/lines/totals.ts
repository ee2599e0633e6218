import { estimateWindows, type Offers, type PricedProduct } from '@/lib/pricing/estimate'

/** One window of a quote as staff measured it (millimetres), before pricing. */
export interface QuoteLineInput {
  room?: string | null
  widthMm?: number | null
  dropMm?: number | null
  product?: string | null
  finish?: string | null
  options?: string[] | null
  adjustmentPence?: number | null
}

export interface QuoteTotals {
  /** pence per line: grid price plus options, null beyond the grid (priced by its adjustment) */
  linePence: (number | null)[]
  /** the priced lines at grid prices */
  listPence: number
  offerTitle: string | null
  offerSaving: number
  adjustmentsPence: number
  totalPence: number
  depositPence: number
}

/**
 * A quote's figures: each line's grid price from the owner's grids, the cheapest of the offers given (the flash sale
 * or the bundles, as the estimate takes them), then each line's adjustment, then the deposit. Lines not yet
 * measured count for nothing.
 */
export function quoteTotals(
  lines: QuoteLineInput[],
  products: PricedProduct[],
  offers: Offers,
  depositPercent: number,
): QuoteTotals {
  const measured = lines.map((l) => Boolean(l.product && l.widthMm && l.dropMm))
  const windows = lines
    .filter((_, i) => measured[i])
    .map((l) => ({
      product: String(l.product),
      width: Number(l.widthMm),
      drop: Number(l.dropMm),
      unit: 'mm' as const,
      options: l.options ?? [],
    }))
  const result = estimateWindows(windows, products, offers)
  const estimate = result.ok ? result.estimate : null
  let next = 0
  const linePence = lines.map((_, i) => (measured[i] ? (estimate?.windows[next++]?.pence ?? null) : null))
  const adjustmentsPence = lines.reduce((sum, l) => sum + Math.round(Number(l.adjustmentPence ?? 0)), 0)
  const offerPence = estimate?.pence ?? 0
  const totalPence = Math.max(0, offerPence + adjustmentsPence)
  return {
    linePence,
    listPence: estimate?.listPence ?? 0,
    offerTitle: estimate?.offer?.title ?? null,
    offerSaving: estimate?.offer?.saving ?? 0,
    adjustmentsPence,
    totalPence,
    depositPence: Math.round((totalPence * depositPercent) / 100),
  }
}
