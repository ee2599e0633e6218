import { getEstimatePrices } from './readPricedProducts'
import { estimateFieldErrors, estimateQuerySchema, readEstimateQuery, type EstimateQuery } from './priceSchema'
import { estimateWindows, type Estimate } from './estimate'
import { offersFrom } from './offers'

export const PRICE_MESSAGES = {
  invalid: 'Please check the sizes you entered.',
  beyond: 'That size is beyond our price list: we will price it at your free measuring visit.',
} as const

export type PriceAnswer =
  | { status: 200; body: Estimate & { unit: EstimateQuery['unit'] }; query: EstimateQuery }
  | { status: 422; body: { error: string; estimate: Estimate }; query: EstimateQuery }
  | { status: 400; body: { error: string; fields: Record<string, string> }; query: null }

/**
 * An estimate for the windows in a query string (`GET /api/price` and the `/price` page): 200 with the estimate,
 * 422 when no window can be priced from the grids (beyond them: priced at the visit), 400 with field messages.
 */
export async function priceFromQuery(params: URLSearchParams, now: Date = new Date()): Promise<PriceAnswer> {
  const parsed = estimateQuerySchema.safeParse(readEstimateQuery(params))
  if (!parsed.success) {
    return {
      status: 400,
      body: { error: PRICE_MESSAGES.invalid, fields: estimateFieldErrors(parsed.error) },
      query: null,
    }
  }
  const query = parsed.data
  const { products, promotion } = await getEstimatePrices()
  const windows = query.windows.map((w) => ({ ...w, unit: query.unit }))
  const result = estimateWindows(windows, products, offersFrom(promotion, now, query.offer === 'area'))
  if (!result.ok) {
    // A finish or option the blind does not have (or an option twice) is named in the answer itself.
    const choice = Object.entries(result.errors).find(([key]) => /\.(finish|options)$/.test(key))?.[1]
    const fields = renameErrors(result.errors)
    return { status: 400, body: { error: choice ?? PRICE_MESSAGES.invalid, fields }, query: null }
  }
  const { estimate } = result
  if (estimate.unpriced === estimate.windows.length) {
    return { status: 422, body: { error: PRICE_MESSAGES.beyond, estimate }, query }
  }
  return { status: 200, body: { ...estimate, unit: query.unit }, query }
}

/** `windows.1.options` → `options.1`: the form's own field names. */
function renameErrors(errors: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(errors).map(([key, message]) => {
      const [, index, field] = key.split('.')
      return [Number(index) === 0 ? field : `${field}.${index}`, message]
    }),
  )
}
