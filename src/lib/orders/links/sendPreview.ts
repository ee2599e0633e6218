import type { Payload, PayloadRequest } from 'payload'

import { quoteNumber } from '../lines/content'
import { priceQuoteLines } from '../lines/pricingInputs'
import { loadSendableQuote } from './send'

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
  const loaded = await loadSendableQuote(payload, id, req)
  if (!loaded.ok) return loaded
  const { quote, to } = loaded
  const { lines, totals, settings } = await priceQuoteLines(payload, quote, req, now)
  return {
    ok: true,
    number: quoteNumber(quote.id),
    revision: quote.revision ?? 1,
    name: quote.customerName,
    to,
    windows: lines.length,
    totalPence: totals.totalPence,
    respondBy: new Date(now.getTime() + settings.quoteValidDays * DAY_MS).toISOString(),
  }
}
