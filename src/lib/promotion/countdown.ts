import { UK_TIME_ZONE, ukOffsetMs, ukWallClock } from '@/lib/platform/ukTime'

/**
 * The flash-sale countdown. Pure functions: the server and the browser compute
 * the same instant from the same input, and the tests pin `now`.
 *
 * A countdown counts down only to an end date the owner set: a rolling "ends this Sunday, every week" deadline is
 * permanent false urgency, which UK consumer law treats as misleading. The demo content seeds an end date at the end
 * of the week it is seeded in (`endOfWeekInLondon`), in the business's own time zone, so the result is independent of
 * the visitor's clock settings and correct across the spring and autumn clock changes.
 */
export const PROMOTION_TIME_ZONE = UK_TIME_ZONE

/**
 * Sunday 23:59:59.999 (UK time) of the week containing `now` (weeks run Monday to Sunday).
 *
 * Works on plain epoch numbers and the UK summer-time rule (`ukTime.ts`) rather than a Date subclass, so it gives
 * the same answer in any runtime, whatever the machine's own time zone (and under test clocks that replace `Date`).
 */
export function endOfWeekInLondon(now: Date | number): Date {
  const instant = new Date(now).getTime()
  // The UK wall-clock date, read through UTC getters.
  const wall = ukWallClock(instant)
  const daysToSunday = (7 - wall.getUTCDay()) % 7
  const wallEnd = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + daysToSunday, 23, 59, 59, 999)
  // Back from wall-clock to an instant with that day's offset (clocks change at 01:00 UTC, never near midnight).
  const guess = wallEnd - ukOffsetMs(wallEnd)
  return new Date(wallEnd - ukOffsetMs(guess))
}

/** A usable date from the owner's optional end date, or null when it is empty or not a date. */
export function parseEndsAt(endsAt: string | null | undefined): Date | null {
  if (!endsAt) return null
  const date = new Date(endsAt)
  return Number.isNaN(date.getTime()) ? null : date
}

/** The instant the countdown runs to: the owner's end date; null (no countdown) when none is set. */
export function countdownTarget(endsAt: string | null | undefined): Date | null {
  return parseEndsAt(endsAt)
}

/**
 * Whether the flash sale should be hidden: switched off, or its end date has passed. Without an end date the sale
 * is an ongoing offer: shown without a countdown, and flagged on the owner's go-live panel.
 */
export function isPromotionOver(
  promotion: { enabled: boolean; endsAt: string | null | undefined },
  now: Date | number,
): boolean {
  if (!promotion.enabled) return true
  const end = parseEndsAt(promotion.endsAt)
  return end !== null && end.getTime() <= new Date(now).getTime()
}

export interface CountdownParts {
  days: number
  hours: number
  minutes: number
  seconds: number
  /** milliseconds left, never negative */
  totalMs: number
}

/** Whole days, hours, minutes and seconds from `now` to `target` (all zero once it has passed). */
export function countdownParts(target: Date | number, now: Date | number): CountdownParts {
  const totalMs = Math.max(0, new Date(target).getTime() - new Date(now).getTime())
  const totalSeconds = Math.floor(totalMs / 1000)
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  }
}
