import { priceFromQuery } from '@/lib/pricing/estimateQuery'

/** A lead's window as stored (sizes in cm, estimate in pence, null beyond the grid). */
export interface LeadWindow {
  room: string | null
  product: string
  finish: string | null
  options: string | null
  width: number
  drop: number
  estimate: number | null
}

/**
 * The windows a lead brings from the estimate (its hidden `windows` field: the estimate form's query string),
 * priced again on the server from the grids and offers, so a lead never stores a price the browser made up.
 * A list that cannot be read or priced is dropped: never a reason to refuse a lead.
 */
export async function withPricedWindows<T extends { windows?: string }>(
  fields: T,
): Promise<Omit<T, 'windows'> & { windows?: LeadWindow[]; estimatedTotal?: number | null }> {
  const { windows, ...rest } = fields
  if (!windows) return rest
  const answer = await priceFromQuery(new URLSearchParams(windows)).catch(() => null)
  if (!answer || answer.status === 400) return rest
  const estimate = answer.status === 200 ? answer.body : answer.body.estimate
  return {
    ...rest,
    windows: estimate.windows.map((w) => ({
      room: w.room ?? null,
      product: w.productName,
      finish: w.finish ?? null,
      options: w.options.length ? w.options.map((o) => o.label).join(', ') : null,
      width: w.widthCm,
      drop: w.dropCm,
      estimate: w.pence,
    })),
    estimatedTotal: answer.status === 200 ? estimate.pence : null,
  }
}
