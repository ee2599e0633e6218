import type { CollectionBeforeChangeHook, TextFieldSingleValidation } from 'payload'

import { getArea } from '@/lib/areas'
import { fieldOf } from '@/lib/platform/narrow'
import { relationId } from '@/lib/platform/relationId'
import { reviewAreaChoices, reviewAreaProblem } from '@/lib/reviews/reviewArea'
import { reviewLabel } from '@/lib/reviews/reviewLink'

/**
 * The owner may set or correct a review's area, but only to the order's landing area page or an area of its postcode
 * district: the same choice "Create local job" offers (the admin lists them: ReviewAreaField). Publishing needs one
 * whenever the order has any. A field rule, so it holds for the admin, REST and the local API alike.
 */
export const validateReviewArea: TextFieldSingleValidation = async (value, { data, req, previousValue }) => {
  // A save that leaves the area out keeps the stored one.
  const area = value === undefined ? previousValue : value
  const published = fieldOf(data, 'status') === 'published'
  const changed = Boolean(area) && area !== previousValue
  // Nothing to look up for an unchanged area, or an empty one on a review that is not published.
  if (area ? !changed : !published) return true
  const choices = await reviewAreaChoices(req.payload, relationId(fieldOf(data, 'quote')), req)
  if (!choices) return true
  return reviewAreaProblem({ area: typeof area === 'string' ? area : null, published, changed, choices }) ?? true
}

/** A changed area changes how the review is labelled on the site ("… fitted March 2026 in Kings Heath"). */
export const relabelOnAreaChange: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !('area' in data) || data.area === originalDoc?.area) return data
  const areaName = (data.area && getArea(String(data.area))?.name) || null
  return { ...data, areaName, label: reviewLabel(originalDoc?.fittedAt, areaName) }
}
