/** The most follow-ups a quote gets, and the latest day one may fall on (a quote is valid for weeks, not months). */
export const MAX_FOLLOW_UPS = 5
export const MAX_FOLLOW_UP_DAY = 90

/**
 * Settings' "Follow up a sent quote after (days)": whole days after sending, e.g. "2, 5, 10", rising, each at most
 * MAX_FOLLOW_UP_DAY; empty means no follow-ups. Returns the message the owner reads, or the days.
 */
export function parseFollowUpDays(text: string): { ok: true; days: number[] } | { ok: false; message: string } {
  const parts = text
    .split(/[,;\s]+/)
    .map((p) => p.trim())
    .filter(Boolean)
  if (parts.some((p) => !/^\d{1,3}$/.test(p)))
    return {
      ok: false,
      message: 'Write whole days separated by commas, e.g. 2, 5, 10 (or leave it empty: no follow-ups).',
    }
  const days = parts.map(Number)
  if (days.some((d) => d < 1 || d > MAX_FOLLOW_UP_DAY))
    return { ok: false, message: `Each day is between 1 and ${MAX_FOLLOW_UP_DAY}.` }
  if (days.some((d, i) => i > 0 && d <= days[i - 1]))
    return { ok: false, message: 'The days must rise, e.g. 2, 5, 10 (each day once).' }
  if (days.length > MAX_FOLLOW_UPS) return { ok: false, message: `At most ${MAX_FOLLOW_UPS} follow-ups.` }
  return { ok: true, days }
}

/** The days stored in Settings, as the worker uses them (a value that no longer reads means none). */
export const readFollowUpDays = (text: string): number[] => {
  const read = parseFollowUpDays(text)
  return read.ok ? read.days : []
}
