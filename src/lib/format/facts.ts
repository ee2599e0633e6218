import type { PromotionSettings, SiteSettings } from '@/content/settingsTypes'
import { endOfWeekInLondon, parseEndsAt } from '@/lib/promotion/countdown'
import { weekdayDayMonth } from '@/lib/platform/ukDates'
import { openingHoursLines } from './hours'

/**
 * Phrases built from the business facts in the CMS globals, so no number is ever written into a component.
 */

/** 7 → '1 week', 14 → '2 weeks', 5 → '5 days' */
export function daysText(days: number): string {
  if (days > 0 && days % 7 === 0) {
    const weeks = days / 7
    return weeks === 1 ? '1 week' : `${weeks} weeks`
  }
  return days === 1 ? '1 day' : `${days} days`
}

/** '10-14 days' (or '10 days' when both ends agree) */
export function rangeText(min: number, max: number, unit: string): string {
  return min === max ? `${min} ${unit}` : `${min}-${max} ${unit}`
}

/** '5-year guarantee' */
export const guaranteeText = (settings: SiteSettings) => `${settings.guaranteeYears}-year guarantee`

/** '5-year', for running text ("a 5-year guarantee") */
export const guaranteeTerm = (settings: SiteSettings) => `${settings.guaranteeYears}-year`

/** '1 week' (figures, for short labels) */
export const fastTrackText = (settings: SiteSettings) => daysText(settings.leadTimes.fastTrackDays)

/** 7 → 'one week', 14 → '2 weeks', 5 → '5 days' (in words where it reads better in a sentence) */
export function fastTrackWords(settings: SiteSettings): string {
  const days = settings.leadTimes.fastTrackDays
  return days === 7 ? 'one week' : daysText(days)
}

export const standardFitText = (settings: SiteSettings) =>
  rangeText(settings.leadTimes.standardInstallMinDays, settings.leadTimes.standardInstallMaxDays, 'days')

export const installHoursText = (settings: SiteSettings) =>
  rangeText(settings.leadTimes.installHoursMin, settings.leadTimes.installHoursMax, 'hours')

/**
 * When the sale runs, for the hero's offer note: 'This Week' when the owner's end date is the end of the current
 * week (Sunday 23:59:59.999 UK time, as the demo content seeds it), 'until Saturday 1 August' for any other end date,
 * and nothing without one (an ongoing offer makes no claim about time).
 */
export function promotionPeriodText(promotion: PromotionSettings, now: Date | number): string {
  const end = parseEndsAt(promotion.endsAt)
  if (!end) return ''
  return end.getTime() === endOfWeekInLondon(now).getTime() ? 'This Week' : `until ${weekdayDayMonth(end)}`
}

/** 'Saturday 1 August' for the owner's end date; null without one (no "Offer ends" line). */
export function promotionEndText(promotion: PromotionSettings): string | null {
  const end = parseEndsAt(promotion.endsAt)
  return end ? weekdayDayMonth(end) : null
}

/** The reply time, "24 hours". */
export const responseText = (s: SiteSettings) =>
  s.leadTimes.responseHours === 1 ? '1 hour' : `${s.leadTimes.responseHours} hours`

/** The opening hours on one line. */
export const hoursSummary = (s: SiteSettings) =>
  openingHoursLines(s.openingHours)
    .map((l) => `${l.days} ${l.hours}`)
    .join(', ')
