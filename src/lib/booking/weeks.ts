import { calendarDayMonth } from '@/lib/platform/ukDates'
import { todayInLondon } from '@/lib/validation/dates'
import type { AvailabilityRules } from './availability'
import { type BookedCounts, freeSlots, type Slot } from './slots'

/**
 * The free windows a week at a time, from this week to the last week bookings are open (Booking availability's
 * "days ahead"), so a visitor can page through every bookable day, with or without JavaScript. UK days, Monday first.
 */

const DAY_MS = 86_400_000
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS
const dateOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10)
const addDays = (date: string, days: number) => dateOf(dayNumber(date) + days)

/** The Monday of a UK day's week. */
export function weekStart(date: string): string {
  return addDays(date, -((new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7))
}

export interface WeekPage {
  /** Monday of the week shown. */
  start: string
  /** "24 November – 30 November". */
  label: string
  /** Monday of the week before and after, when bookings are open then; null at either end. */
  previous: string | null
  next: string | null
  slots: Slot[]
}

const shortDay = calendarDayMonth

/**
 * One week's free windows. `week` is any day of the wanted week (a Monday from a link); without it, or outside the
 * open weeks, the first week with a free window is shown (this week when none has one).
 */
export function freeWeek(rules: AvailabilityRules, booked: BookedCounts, now: Date, week?: string | null): WeekPage {
  const today = todayInLondon(now)
  // The first week with a day still bookable: a week whose every day is past the minimum notice (a Sunday with a
  // day's notice) is not offered, so "Earlier week" never leads into the past.
  const first = weekStart(todayInLondon(new Date(now.getTime() + rules.noticeHours * 3_600_000)))
  const last = weekStart(addDays(today, rules.bookAheadDays))
  const all = freeSlots(rules, booked, now, { limit: 10_000 })
  const asked = week && /^\d{4}-\d{2}-\d{2}$/.test(week) && !Number.isNaN(dayNumber(week)) ? weekStart(week) : null
  const start = asked && asked >= first && asked <= last ? asked : all[0] ? weekStart(all[0].date) : first
  const end = addDays(start, 7)
  return {
    start,
    label: `${shortDay(start)} – ${shortDay(addDays(start, 6))}`,
    previous: start > first ? addDays(start, -7) : null,
    next: start < last ? addDays(start, 7) : null,
    slots: all.filter((s) => s.date >= start && s.date < end),
  }
}
