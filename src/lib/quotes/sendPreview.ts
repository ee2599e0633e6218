import type { Payload, PayloadRequest } from 'payload'

import { quoteNumber } from './content'
import { offersNow, productsById } from './pricingInputs'
import { whyNotSendable } from './send'
import { readOrderSettings } from './settings'
import { quoteTotals } from './totals'

const DAY_MS = 86_400_000

/** What "Send to customer" would send now, for staff to check before they confirm. */
export interface SendPreview {
  number: string
  revision: number
  name: string
  to: string
  windows: number
  totalPence: number
  /** the valid-until the send would set: the customer's respond-by date */
  respondBy: string
}

export type SendPreviewResult = ({ ok: true } & SendPreview) | { ok: false; status: number; error: string }

/**
 * The saved quote as the send would price and date it (the offers it would freeze, Settings' valid days), without
 * sending or storing anything: the same refusals as the send, so a quote that cannot go out says why at once.
 */
export async function sendPreview(
  payload: Payload,
  id: number | string,
  req?: Partial<PayloadRequest>,
  now = new Date(),
): Promise<SendPreviewResult> {
  const quote = await payload
    .findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote) return { ok: false, status: 404, error: 'No such quote.' }
  const refused = whyNotSendable(quote)
  if (refused) return { ok: false, ...refused }
  const [products, settings] = await Promise.all([productsById(payload, req), readOrderSettings(payload, req)])
  const offers = (quote.offers as never) ?? (await offersNow(payload, now, false, req))
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
  return {
    ok: true,
    number: quoteNumber(quote.id),
    revision: quote.revision ?? 1,
    name: quote.customerName,
    to: quote.customerEmail ?? '',
    windows: lines.length,
    totalPence: totals.totalPence,
    respondBy: new Date(now.getTime() + settings.quoteValidDays * DAY_MS).toISOString(),
  }
}
