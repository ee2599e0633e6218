import { calendarDayLabel } from '@/lib/platform/ukDates'
import { ukOffsetMs } from '@/lib/platform/ukTime'
import { isOneOf } from '@/lib/platform/narrow'
import { todayInLondon } from '@/lib/validation/dates'
import { type AvailabilityRules, SLOT_WINDOWS, type SlotWindow, WEEKDAYS } from './availability'

/**
 * Which visit windows can be booked: pure functions of the owner's rules, the visits already booked per window and
 * the current instant, all in UK time (Europe/London), whatever the server's own zone.
 */

const HOUR = 3_600_000
const DAY = 24 * HOUR

export interface Slot {
  /** UK calendar day, YYYY-MM-DD. */
  date: string
  window: SlotWindow
  /** ISO instants (UTC) of the window's start and end. */
  start: string
  end: string
  /** Visits still free in the window. */
  free: number
}

/** Visits booked per window, keyed by `slotKey`. */
export type BookedCounts = ReadonlyMap<string, number>

export const slotKey = (date: string, window: string) => `${date}|${window}`

const WEEKDAY_HOURS: Record<Exclude<SlotWindow, 'weekend'>, [number, number]> = {
  morning: [9, 12],
  afternoon: [12, 17],
  evening: [17, 19],
}

/** The window's start and end hours (UK wall clock). */
export function windowHours(window: SlotWindow, rules: Pick<AvailabilityRules, 'weekendStartHour' | 'weekendEndHour'>) {
  return window === 'weekend' ? [rules.weekendStartHour, rules.weekendEndHour] : WEEKDAY_HOURS[window]
}

/** The UTC instant of a UK wall-clock hour on a UK day. (Clocks change at 01:00 UTC, never inside a window.) */
export function ukInstant(date: string, hour: number): number {
  const [y, m, d] = date.split('-').map(Number)
  const wall = Date.UTC(y, m - 1, d, hour)
  return wall - ukOffsetMs(wall - ukOffsetMs(wall))
}

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)
const weekdayOf = (date: string) => WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()].value

/** The windows a day has: three on Monday to Friday, the weekend window on Saturday and Sunday. */
export function windowsOfDay(date: string): SlotWindow[] {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay()
  return day === 0 || day === 6 ? ['weekend'] : SLOT_WINDOWS.filter((w) => w !== 'weekend')
}

export type SlotProblem = 'unknown' | 'closed' | 'notice' | 'too-far' | 'full'

/** Why a window cannot be booked now (capacity aside when `booked` is not given), or null when it can. */
export function slotProblem(
  rules: AvailabilityRules,
  date: string,
  window: string,
  now: Date,
  booked = 0,
): SlotProblem | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`))) return 'unknown'
  if (!isOneOf(windowsOfDay(date), window)) return 'unknown'
  const w = window
  const capacity = rules.capacity[w] ?? 0
  if (capacity <= 0 || !rules.workingDays.includes(weekdayOf(date)) || rules.closedDates.includes(date)) return 'closed'
  const start = ukInstant(date, windowHours(w, rules)[0])
  if (start < now.getTime() + rules.noticeHours * HOUR) return 'notice'
  if (date > addDays(todayInLondon(now), rules.bookAheadDays)) return 'too-far'
  if (booked >= capacity) return 'full'
  return null
}

/** The window as a Slot (its times and free places), whether or not it is bookable. */
export function slotOf(rules: AvailabilityRules, date: string, window: SlotWindow, booked = 0): Slot {
  const [from, to] = windowHours(window, rules)
  return {
    date,
    window,
    start: new Date(ukInstant(date, from)).toISOString(),
    end: new Date(ukInstant(date, to)).toISOString(),
    free: Math.max(0, (rules.capacity[window] ?? 0) - booked),
  }
}

/**
 * The next bookable windows, soonest first: working days only, not closed, at least the minimum notice away, no
 * further ahead than bookings open, and with a visit still free. `limit` caps the list; `from` starts the search
 * on a later UK day.
 */
export function freeSlots(
  rules: AvailabilityRules,
  booked: BookedCounts,
  now: Date,
  options: { limit?: number; from?: string } = {},
): Slot[] {
  const limit = options.limit ?? 12
  const today = todayInLondon(now)
  const last = addDays(today, rules.bookAheadDays)
  const out: Slot[] = []
  for (let date = options.from && options.from > today ? options.from : today; date <= last; date = addDays(date, 1)) {
    for (const window of windowsOfDay(date)) {
      const count = booked.get(slotKey(date, window)) ?? 0
      if (slotProblem(rules, date, window, now, count) === null) out.push(slotOf(rules, date, window, count))
      if (out.length >= limit) return out
    }
  }
  return out
}

/** "Tuesday 25 November" for a UK day. */
export const dayLabel = calendarDayLabel
