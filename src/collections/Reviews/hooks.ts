import type { CollectionBeforeChangeHook, TextFieldSingleValidation } from 'payload'

import { getArea } from '@/lib/areas'
import { fieldOf } from '@/lib/platform/narrow'
import { relationId } from '@/lib/platform/relationId'
import { areaChoicesOf } from '@/lib/quotes/orderArea'
import { reviewLabel } from '@/lib/reviews/reviewLink'

/**
 * The owner may set or correct a review's area, but only to the order's landing area page or an area of its postcode
 * district: the same choice "Create local job" offers. The message names the choices.
 */
export const validateReviewArea: TextFieldSingleValidation = async (value, { data, req, previousValue }) => {
  if (!value || value === previousValue) return true
  const quoteId = relationId(fieldOf(data, 'quote'))
  if (!quoteId) return true
  const quote = await req.payload
    .findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote) return true
  const choices = await areaChoicesOf(req.payload, quote)
  if (choices.some((a) => a.slug === value)) return true
  return choices.length
    ? `Choose one of the order’s areas: ${choices.map((a) => `${a.slug} (${a.name})`).join(', ')}.`
    : 'The order’s postcode is in no area we cover.'
}

/** A changed area changes how the review is labelled on the site ("… fitted March 2026 in Kings Heath"). */
export const relabelOnAreaChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !('area' in data) || data.area === originalDoc?.area) return data
  const areaName = (data.area && getArea(String(data.area))?.name) || null
  return { ...data, areaName, label: reviewLabel(originalDoc?.fittedAt, areaName) }
}
