import type { Payload, PayloadRequest } from 'payload'

import { PROMOTION_DEFAULTS } from '@/content'
import { withDefaults } from '@/content/settingsTypes'
import { isStoredOffers, type PricedProduct } from '@/lib/pricing/estimate'
import type { Product, Quote } from '@/payload-types'
import { asGrid } from '@/lib/pricing/grid'
import { offersFrom } from '@/lib/pricing/offers'
import { readOrderSettings } from './settings'
import { quoteTotals } from './totals'

/** Each product by its id, as the estimate prices it: the quote's lines name products by id. */
export async function productsById(
  payload: Payload,
  req?: Partial<PayloadRequest>,
): Promise<Map<string, QuotedProduct>> {
  const { docs } = await payload.find({ collection: 'products', depth: 0, limit: 100, req, overrideAccess: true })
  return new Map(docs.map((d) => [String(d.id), pricedProductOf(d)]))
}

/** A blind as a quote prices and records it: the estimate's product, its finishes and its slat width. */
export type QuotedProduct = PricedProduct & { finishes: string[]; slatWidthMm: number | null }

/** A stored product as the estimate prices it, named by its id (as a quote's lines and the measure form name it). */
export const pricedProductOf = (d: Product): QuotedProduct => ({
  slug: String(d.id),
  name: d.name,
  type: d.type,
  grid: asGrid(d.priceGrid),
  options: (d.options ?? []).map((o) => ({ code: o.code, label: o.label, pence: o.price })),
  finishes: (d.finishes ?? []).map((f) => f.name),
  slatWidthMm: d.slatWidthMm ?? null,
})

/** The owner's offers valid at `now` (the flash sale while it runs, the bundles; the area offer from area pages). */
export async function offersNow(payload: Payload, now: Date, fromAreaPage: boolean, req?: Partial<PayloadRequest>) {
  const doc = await payload.findGlobal({ slug: 'promotion', depth: 0, req })
  const promotion = { ...withDefaults(PROMOTION_DEFAULTS, doc), endsAt: doc.endsAt ?? null }
  return offersFrom(promotion, now, fromAreaPage)
}

/**
 * A quote's figures as they stand now: its lines priced from the owner's grids, with the offers it froze when first
 * sent (or those valid at `now`), and Settings' deposit. The save hook stores them; the send's confirmation shows them.
 */
export async function priceQuoteLines(
  payload: Payload,
  quote: Pick<Quote, 'lines' | 'offers'>,
  req?: Partial<PayloadRequest>,
  now = new Date(),
) {
  const [products, settings] = await Promise.all([productsById(payload, req), readOrderSettings(payload, req)])
  const offers = isStoredOffers(quote.offers) ? quote.offers : await offersNow(payload, now, false, req)
  const lines = quote.lines ?? []
  const totals = quoteTotals(
    lines.map((l) => ({
      ...l,
      product: typeof l.product === 'object' && l.product ? String(l.product.id) : l.product ? String(l.product) : null,
    })),
    [...products.values()],
    offers,
    settings.depositPercent,
  )
  return { lines, totals, settings, products }
}
