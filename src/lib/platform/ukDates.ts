import { UK_TIME_ZONE, ukWallClock } from './ukTime'

/**
 * Every date, day and time the site prints, in one place: British English, in UK time (GMT or BST), so an e-mail, a
 * page, the admin and the CSV export never disagree. Each formatter is built on its first use: a zoned
 * `Intl.DateTimeFormat` costs a browser about 10 ms the first time, and a client component that imports this module
 * pays it only for the formatter it calls (the countdown and the booking form use `ukTime.ts`, which needs none).
 *
 * A moment (an ISO string, a timestamp or a Date) is shown on its UK day. A calendar day ("YYYY-MM-DD", or a day
 * stored as midnight UTC) is shown as that day, whatever the time zone: the `calendar…` formatters.
 */

type When = string | number | Date

function lazy(options: Intl.DateTimeFormatOptions): (when: When) => string {
  let format: Intl.DateTimeFormat | undefined
  return (when) => (format ??= new Intl.DateTimeFormat('en-GB', options)).format(new Date(when))
}

/** "Monday 30 November 2026": e-mails and confirmations (the quote's respond-by date, the booking e-mails). */
export const longDate = lazy({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: UK_TIME_ZONE,
})

/** "14:05", on the 24-hour clock. */
export const timeOfDay = lazy({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: UK_TIME_ZONE })

/** "Monday 30 November 2026 at 14:05": a moment in an e-mail. */
export const longDateTime = (when: When) => `${longDate(when)} at ${timeOfDay(when)}`

/** "30 November 2026": a quote's date, a legal page's date. */
export const dayMonthYear = lazy({ day: 'numeric', month: 'long', year: 'numeric', timeZone: UK_TIME_ZONE })

/** "30 November 2026 at 14:05": when a quote was accepted, on its page. */
export const dayMonthYearAtTime = lazy({ dateStyle: 'long', timeStyle: 'short', timeZone: UK_TIME_ZONE })

/**
 * "Monday 30 November at 2:00pm": a fitting's day and time in its invite and reminder. The time on the 12-hour clock
 * (`clockTime`), as the fitter's card shows it and as the customer reads every visit's time ("around 10:45am").
 */
export const weekdayDayMonthTime = (when: When) =>
  `${weekdayDayMonth(when)} at ${clockTime(new Date(when).toISOString())}`

/** "Saturday 1 August": the end of a promotion. */
export const weekdayDayMonth = lazy({ weekday: 'long', day: 'numeric', month: 'long', timeZone: UK_TIME_ZONE })

/** "30 Nov": a day in the admin's tables. */
export const shortDayMonth = lazy({ day: 'numeric', month: 'short', timeZone: UK_TIME_ZONE })

/** "March 2026": when a review's blinds were fitted. */
export const monthYear = lazy({ month: 'long', year: 'numeric', timeZone: UK_TIME_ZONE })

/** "Fri 27 Nov, 14:05": a moment as staff read it in lists and logs (notes, status history, reply due). */
export const staffTime = lazy({
  timeZone: UK_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
})

/** "30/11/2026": today's date in an export's name. */
export const numericDate = lazy({ timeZone: UK_TIME_ZONE })

const numericDateTimeFormat = lazy({
  timeZone: UK_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
})

/** "30/11/2026 14:05": a moment as a spreadsheet in the UK reads it (the CSV export). */
export const numericDateTime = (when: When) => numericDateTimeFormat(when).replace(',', '')

/** "2026-11-30": the UK day of a moment, to compare days. */
export const isoDay = (when: When) => new Date(when).toLocaleDateString('en-CA', { timeZone: UK_TIME_ZONE })

/** "10:30am", "1:05pm": the UK wall-clock time of an instant on the 12-hour clock (no Intl: the phone's pages). */
export function clockTime(iso: string): string {
  const t = ukWallClock(Date.parse(iso))
  const h = t.getUTCHours()
  const m = t.getUTCMinutes()
  return `${h % 12 || 12}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`
}

/** "10am", "1:30pm": as `clockTime`, without minutes on the hour (a window's hours). */
export function clockHour(iso: string): string {
  const t = ukWallClock(Date.parse(iso))
  const h = t.getUTCHours()
  const m = t.getUTCMinutes()
  return `${h % 12 || 12}${m ? `:${String(m).padStart(2, '0')}` : ''}${h < 12 ? 'am' : 'pm'}`
}

/** A calendar day "2026-11-25" (no time, no zone) in words: read at its noon UTC, so no zone moves it a day. */
const calendarDay = (options: Intl.DateTimeFormatOptions) => (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', { ...options, timeZone: 'UTC' })

/** "Tuesday 25 November" for a calendar day "2026-11-25". */
export const calendarDayLabel = calendarDay({ weekday: 'long', day: 'numeric', month: 'long' })

/** "25 November" for a calendar day "2026-11-25". */
export const calendarDayMonth = calendarDay({ day: 'numeric', month: 'long' })

/** "25 Nov 2026" for a calendar day "2026-11-25": a past visit's day on a visit's card. */
export const calendarShortDate = calendarDay({ day: 'numeric', month: 'short', year: 'numeric' })

/** "26/11/2026" for a day stored as midnight UTC of the UK day (a visit's day). */
export const calendarNumericDate = lazy({ timeZone: 'UTC', year: 'numeric', month: '2-digit', day: '2-digit' })
