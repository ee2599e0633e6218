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

/** The windows priced on the site, one line each, and the estimated total (empty when the lead has none). */
export function windowsText(lead: Pick<MeasuringAppointment | QuoteRequest, 'windows' | 'estimatedTotal'>): string {
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
  const total = typeof lead.estimatedTotal === 'number' ? `\nEstimated total: ${formatPence(lead.estimatedTotal)}` : ''
  return `\n\nWindows priced on the site (an estimate, confirmed at the measuring visit):\n${rows.join('\n')}${total}`
}
