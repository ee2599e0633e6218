import { ukWallClock } from '@/lib/ukTime'

/** Today's date in the business's time zone (UK), as YYYY-MM-DD. */
export function todayInLondon(now: Date = new Date()): string {
  return ukWallClock(now.getTime()).toISOString().slice(0, 10)
}

/**
 * Why a preferred measuring date cannot be booked, or null when it can:
 * it must be a real YYYY-MM-DD date, not before today (UK time), not a Sunday (we are closed), within a year.
 */
export function preferredDateProblem(value: string, now: Date = new Date()): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return 'Please choose a date.'
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d)
    return 'Please choose a valid date.'
  const today = todayInLondon(now)
  if (value < today) return 'Please choose a date from today onwards.'
  if (date.getUTCDay() === 0) return 'We don’t visit on Sundays. Please choose another day.'
  const [ty, tm, td] = today.split('-').map(Number)
  const limit = new Date(Date.UTC(ty + 1, tm - 1, td))
  if (date > limit) return 'Please choose a date within the next year.'
  return null
}
