import { TIME_WINDOWS } from '@/content/leadOptions'
import { clockHour as clockLabel } from '@/lib/platform/ukDates'
import { dayLabel, type Slot } from './slots'

/** How a visit window reads to people, and a free window as forms and the API hand it out. */

export const windowLabel = (window: string) => TIME_WINDOWS.find((w) => w.value === window)?.label ?? window

/**
 * A window with its hours: the weekday windows carry theirs in their label; the weekend window's are the owner's
 * (Booking availability), so they come from the window itself: "Weekend (10am-2pm)".
 */
export const windowWithHours = (slot: { window: string; start?: string; end?: string }) =>
  slot.window === 'weekend' && slot.start && slot.end
    ? `${windowLabel(slot.window)} (${clockLabel(slot.start)}-${clockLabel(slot.end)})`
    : windowLabel(slot.window)

/** "Friday 21 November, Afternoon (12pm-5pm)"; "Saturday 22 November, Weekend (10am-2pm)". */
export const visitLabel = (slot: { date: string; window: string; start?: string; end?: string }) =>
  `${dayLabel(slot.date)}, ${windowWithHours(slot)}`

/**
 * The visit as a sentence ends, the part of the day in small letters: "Tuesday 1 December, afternoon"; the weekend
 * window, whose hours are the owner's, by its hours: "Saturday 5 December, 10am-2pm". The confirmation's subject.
 */
export const visitDayAndPart = (slot: { date: string; window: string; start?: string; end?: string }) =>
  `${dayLabel(slot.date)}, ${
    slot.window === 'weekend' && slot.start && slot.end
      ? `${clockLabel(slot.start)}-${clockLabel(slot.end)}`
      : windowLabel(slot.window)
          .replace(/\s*\(.*\)$/, '')
          .toLowerCase()
  }`

/** A free window with its labels: plain data, so the browser needs none of the slot logic to show it. */
export interface SlotChoice {
  /** The radio value and the API's `slot`: "YYYY-MM-DD|window". */
  value: string
  date: string
  window: string
  start: string
  end: string
  /** "Tuesday 25 November". */
  day: string
  /** "Morning (9am-12pm)". */
  time: string
  /** "Tuesday 25 November, Morning (9am-12pm)". */
  label: string
}

export const slotChoice = (slot: Slot): SlotChoice => ({
  value: `${slot.date}|${slot.window}`,
  date: slot.date,
  window: slot.window,
  start: slot.start,
  end: slot.end,
  day: dayLabel(slot.date),
  time: windowWithHours(slot),
  label: visitLabel(slot),
})
