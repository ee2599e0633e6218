import type { MeasuringAppointment, QuoteRequest } from '@/payload-types'
import { oneLine } from '@/lib/platform/logSafe'
import { formatPence } from './money'

interface StoredWindow {
  room?: string | null
  product?: string | null
  finish?: string | null
  options?: string | null
  width?: number | null
  drop?: number | null
  estimate?: number | null
}

type LeadEstimate = Pick<
  MeasuringAppointment | QuoteRequest,
  'windows' | 'estimatedTotal' | 'estimateOffer' | 'estimateSaving' | 'estimateOfferNotes'
>

/**
 * The windows priced on the site, one line each, and the estimated total with the offer that made it and its saving,
 * and why an offer the visitor might expect did not apply (empty when the lead has no windows).
 */
export function windowsText(lead: LeadEstimate): string {
  const windows = Array.isArray(lead.windows) ? (lead.windows as StoredWindow[]) : []
  if (!windows.length) return ''
  const rows = windows.map((w, i) => {
    const what = [w.room ? oneLine(w.room) : null, oneLine(w.product ?? ''), w.finish ? oneLine(w.finish) : null]
      .filter(Boolean)
      .join(', ')
    const options = w.options ? `, ${oneLine(w.options)}` : ''
    const price = typeof w.estimate === 'number' ? formatPence(w.estimate) : 'priced at the visit'
    return `${i + 1}. ${what}, ${w.width} × ${w.drop} cm${options}: ${price}`
  })
  const total = typeof lead.estimatedTotal === 'number' ? `\n${totalText(lead, lead.estimatedTotal)}` : ''
  const notes = (lead.estimateOfferNotes ?? '')
    .split('\n')
    .filter((note) => note.trim())
    .map((note) => `\n${oneLine(note)}`)
    .join('')
  return `\n\nWindows priced on the site (an estimate, confirmed at the measuring visit):\n${rows.join('\n')}${total}${notes}`
}

/**
 * "Estimated total: £178.50, you save £31.50 with Flash sale: 15% off": the offer named beside the total it made,
 * outside brackets, as offer titles carry their own ("Area offer (2 for £150)").
 */
function totalText(lead: LeadEstimate, total: number): string {
  const offer =
    lead.estimateOffer && typeof lead.estimateSaving === 'number' && lead.estimateSaving > 0
      ? `, you save ${formatPence(lead.estimateSaving)} with ${oneLine(lead.estimateOffer)}`
      : ''
  return `Estimated total: ${formatPence(total)}${offer}`
}
