import type { BlindType } from '@/content/leadOptions'
import { getEstimatePrices } from '@/lib/pricing/readPricedProducts'
import { priceFromQuery } from '@/lib/pricing/estimateQuery'
import { windowCountBand } from './windowCount'

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

/** What a lead stores of the estimate it brought: the windows, the total, the offer used and its saving. */
export interface PricedWindows {
  windows?: LeadWindow[]
  estimatedTotal?: number | null
  estimateOffer?: string | null
  estimateSaving?: number | null
  estimateOfferNotes?: string | null
}

/** Windows that cannot be ordered as sent (a finish or option the blind does not have, an option twice, a room
 * that is not a short label): the lead is refused with this message, which names what does not belong. */
export class WindowsRefused extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'WindowsRefused'
  }
}

/**
 * The windows a lead brings from the estimate (its hidden `windows` field: the estimate form's query string),
 * priced again on the server from the grids and offers, so a lead never stores a price the browser made up.
 * Windows that cannot be ordered as sent throw WindowsRefused (the route answers 422 naming it); a list the
 * server cannot read or price just now is dropped (never a reason to lose a lead). A booking's window count and blind type
 * (a quote request's product type) follow the windows priced.
 */
export async function withPricedWindows<T extends { windows?: string }>(
  fields: T,
  kind: 'appointment' | 'quote' = 'appointment',
): Promise<Omit<T, 'windows'> & PricedWindows> {
  const { windows, ...rest } = fields
  if (!windows) return rest
  const answer = await priceFromQuery(new URLSearchParams(windows)).catch(() => null)
  if (!answer) return rest
  if (answer.status === 400) {
    const fieldsSent = answer.body.fields
    const named = Object.entries(fieldsSent).find(([key]) => /^(finish|options|room)(\.\d+)?$/.test(key))
    // A list that cannot be read at all (no blind, no size) is dropped as before: the lead still counts.
    if (!named) return rest
    throw new WindowsRefused(`${windowLabel(named[0])}: ${named[1]}`)
  }
  const estimate = answer.status === 200 ? answer.body : answer.body.estimate
  const { products } = await getEstimatePrices()
  const materials = new Set(estimate.windows.map((w) => products.find((p) => p.slug === w.product)?.type))
  const material = materials.size === 1 ? [...materials][0] : materials.size > 1 ? 'both' : undefined
  return {
    ...rest,
    // What the windows say, over what the form guessed: how many were priced, and "both" when they mix blinds.
    ...(kind === 'appointment'
      ? {
          windowCount: windowCountBand(estimate.windows.length),
          ...(material ? { blindType: BLIND_TYPE_OF[material] ?? 'both' } : {}),
        }
      : material
        ? { productType: material }
        : {}),
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
    // The money explains itself wherever the lead is read: the offer the total used, its saving, and why others did not apply.
    estimateOffer: estimate.offer?.title ?? null,
    estimateSaving: estimate.offer?.saving ?? null,
    estimateOfferNotes: estimate.offerNotes.length ? estimate.offerNotes.join('\n') : null,
  }
}

const BLIND_TYPE_OF: Record<string, BlindType> = { wooden: 'basswood', 'faux-wood': 'faux-wood', both: 'both' }

/** `finish.2` → "Window 3" (the estimate's own words for its windows). */
function windowLabel(field: string): string {
  const index = Number(field.split('.')[1] ?? 0)
  return `Window ${index + 1}`
}
