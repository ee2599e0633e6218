import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { offersNow, productsById } from '@/lib/quotes/pricingInputs'
import { contentFields, hashOf } from '@/lib/quotes/content'
import { SAFETY_RULE } from '@/lib/quotes/options'
import { readOrderSettings } from '@/lib/quotes/settings'
import { quoteTotals } from '@/lib/quotes/totals'
import type { Quote } from '@/payload-types'

const FROZEN = ['accepted', 'fitted']

/**
 * Prices a quote on every save: each line's grid price (read-only), the offers (those valid on the day it was first
 * sent, frozen then; the current ones before), the adjustments and the deposit from Settings. An accepted quote's
 * content is frozen; a sent quote whose content changes becomes the next revision, so the link sent for the older
 * one says it was replaced.
 */
export const priceQuote: CollectionBeforeChangeHook<Quote> = async ({ data, originalDoc, req }) => {
  const merged = { ...(originalDoc ?? {}), ...data } as Quote
  const hash = hashOf(contentFields(merged))
  if (
    originalDoc &&
    FROZEN.includes(originalDoc.status) &&
    originalDoc.contentHash &&
    hash !== originalDoc.contentHash
  ) {
    throw new APIError(
      'This quote was accepted and is frozen: its windows, prices and customer details can no longer change.',
      400,
      null,
      true,
    )
  }
  const [products, settings] = await Promise.all([productsById(req.payload, req), readOrderSettings(req.payload, req)])
  const offers = (merged.offers as never) ?? (await offersNow(req.payload, new Date(), false, req))
  const lines = merged.lines ?? []
  const totals = quoteTotals(
    lines.map((l) => ({
      ...l,
      product: typeof l.product === 'object' && l.product ? String(l.product.id) : l.product ? String(l.product) : null,
    })),
    [...products.values()],
    offers,
    settings.depositPercent,
  )
  const revision =
    originalDoc?.sentRevision && originalDoc.sentRevision === originalDoc.revision && hash !== originalDoc.contentHash
      ? (originalDoc.revision ?? 1) + 1
      : (merged.revision ?? 1)
  return {
    ...data,
    lines: lines.map((l, i) => ({ ...l, gridPence: totals.linePence[i], safetyRule: SAFETY_RULE })),
    totals: {
      listPence: totals.listPence,
      offerTitle: totals.offerTitle,
      offerSaving: totals.offerSaving,
      adjustmentsPence: totals.adjustmentsPence,
      totalPence: totals.totalPence,
      depositPence: totals.depositPence,
    },
    revision,
    contentHash: hash,
  }
}
