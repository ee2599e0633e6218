import { ukWallClock } from '@/lib/platform/ukTime'

/** Today's date in the business's time zone (UK), as YYYY-MM-DD. */
export function todayInLondon(now: Date = new Date()): string {
  return ukWallClock(now.getTime()).toISOString().slice(0, 10)
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/
// An ISO 8601 date-time: date, 'T', hh:mm with optional seconds and fraction, optional offset (Z or ±hh:mm).
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * A visit date as YYYY-MM-DD. A date-time with an offset is read as the UK calendar day at that instant; one
 * without an offset is UK wall-clock time already, so its own date is kept. Anything else is returned unchanged
 * (and refused by `preferredDateProblem`).
 */
export function normaliseVisitDate(value: string): string {
  const trimmed = value.trim()
  if (DATE_ONLY.test(trimmed)) return trimmed
  const match = DATE_TIME.exec(trimmed)
  if (!match) return trimmed
  if (!match[2]) return match[1]
  const instant = Date.parse(trimmed)
  return Number.isNaN(instant) ? trimmed : todayInLondon(new Date(instant))
}

/**
 * Why a preferred measuring date cannot be booked, or null when it can:
 * it must be a real YYYY-MM-DD date, not before today (UK time), not a Sunday (we are closed), within a year.
 */
export function preferredDateProblem(value: string, now: Date = new Date()): string | null {
  if (!DATE_ONLY.test(value)) return 'Please choose a date.'
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
