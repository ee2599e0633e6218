/**
 * UK civil time without `Intl`'s time-zone data. The first zoned `Intl.DateTimeFormat` costs a browser about 10 ms
 * of main-thread time; the countdown (every home page view) and the booking form's earliest date would each pay it.
 * The rule is the Summer Time Order 2002: one hour ahead of UTC from 01:00 UTC on the last Sunday of March to
 * 01:00 UTC on the last Sunday of October. A unit test checks it against the runtime's Europe/London data.
 */
export const UK_TIME_ZONE = 'Europe/London'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/** 01:00 UTC on the last Sunday of a month (0-11), when the UK's clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1) // day 0 of the next month is this month's last day
  return lastDay - new Date(lastDay).getUTCDay() * DAY
}

/** Offset of UK time from UTC at an instant, in ms: an hour in summer, none in winter. */
export function ukOffsetMs(instant: number): number {
  const year = new Date(instant).getUTCFullYear()
  return instant >= lastSundayAtOneUtc(year, 2) && instant < lastSundayAtOneUtc(year, 9) ? HOUR : 0
}

/** The UK wall-clock time at an instant, as a Date to be read with its UTC getters. */
export function ukWallClock(instant: number): Date {
  return new Date(instant + ukOffsetMs(instant))
}

/** The UK's date at an instant, YYYY-MM-DD. */
export const ukToday = (now = new Date()) => ukWallClock(now.getTime()).toISOString().slice(0, 10)
