/** The days a row of opening hours can list, in week order (also the site settings' select options). */
export const DAYS_OF_WEEK = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number]

export interface OpeningHoursRow {
  days: string[]
  opens: string
  closes: string
}

const SHORT: Record<DayOfWeek, string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
}

/** "09:00" → "9am", "17:30" → "5:30pm" */
export function formatTime(hhmm: string): string {
  const [h, m] = hhmm.split(':').map(Number)
  const suffix = h >= 12 ? 'pm' : 'am'
  const hour = h % 12 === 0 ? 12 : h % 12
  return m ? `${hour}:${String(m).padStart(2, '0')}${suffix}` : `${hour}${suffix}`
}

/** ['monday',…,'friday'] → "Mon-Fri"; non-contiguous days are listed. */
export function formatDays(days: string[]): string {
  const idx = days
    .map((d) => DAYS_OF_WEEK.indexOf(d as DayOfWeek))
    .filter((i) => i >= 0)
    .sort((a, b) => a - b)
  if (idx.length === 0) return ''
  const contiguous = idx.every((v, i) => i === 0 || v === idx[i - 1] + 1)
  if (contiguous && idx.length > 2) return `${SHORT[DAYS_OF_WEEK[idx[0]]]}-${SHORT[DAYS_OF_WEEK[idx[idx.length - 1]]]}`
  return idx.map((i) => SHORT[DAYS_OF_WEEK[i]]).join(', ')
}

/** Lines such as "Mon-Fri 9am-5pm", "Sat 10am-4pm", "Sun Closed" for display. */
export function openingHoursLines(rows: OpeningHoursRow[]): { days: string; hours: string }[] {
  const lines = rows.map((r) => ({ days: formatDays(r.days), hours: `${formatTime(r.opens)}-${formatTime(r.closes)}` }))
  const open = new Set(rows.flatMap((r) => r.days))
  const closed = DAYS_OF_WEEK.filter((d) => !open.has(d))
  if (closed.length) lines.push({ days: formatDays(closed), hours: 'Closed' })
  return lines
}

/** schema.org OpeningHoursSpecification entries (days as https://schema.org/Monday, …). */
export function openingHoursSpecification(rows: OpeningHoursRow[]) {
  return rows.map((r) => ({
    '@type': 'OpeningHoursSpecification' as const,
    dayOfWeek: r.days.map((d) => ({ '@id': `https://schema.org/${d[0].toUpperCase()}${d.slice(1)}` })),
    opens: r.opens,
    closes: r.closes,
  }))
}
