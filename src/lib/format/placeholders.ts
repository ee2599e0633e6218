import {
  fastTrackText,
  fastTrackWords,
  guaranteeText,
  hoursSummary,
  installHoursText,
  responseText,
  standardFitText,
} from './facts'
import { addressOneLine } from './address'
import { openingHoursLines } from './hours'
import type { SiteSettings } from '@/content/settingsTypes'

/**
 * Business facts the owner writes into page copy as `{name}`: each is read from Settings when the page renders, so
 * a changed phone number or guarantee shows everywhere without retyping the words. Unknown names stay as written.
 * A name written with a capital (`{FastTrackWords}`) gives the value in Title Case, for headings.
 */
export const PLACEHOLDERS: Record<string, { describe: string; value: (s: SiteSettings) => string }> = {
  businessName: { describe: 'business name', value: (s) => s.businessName },
  phone: { describe: 'main phone', value: (s) => s.phonePrimary },
  email: { describe: 'e-mail address', value: (s) => s.email },
  city: { describe: 'city of the address', value: (s) => s.address.city },
  foundedYear: { describe: 'year founded', value: (s) => String(s.foundedYear) },
  guarantee: { describe: '"5-year guarantee"', value: guaranteeText },
  guaranteeYears: { describe: 'guarantee in years', value: (s) => String(s.guaranteeYears) },
  fastTrack: { describe: 'fast-track time, "1 week"', value: fastTrackText },
  fastTrackWords: { describe: 'fast-track time in words, "one week"', value: fastTrackWords },
  standardFit: { describe: 'standard lead time, "10-14 days"', value: standardFitText },
  installHours: { describe: 'typical installation, "2-4 hours"', value: installHoursText },
  responseTime: { describe: 'reply time, "24 hours"', value: responseText },
  surveyTime: { describe: 'surveys arranged within, "24-48h"', value: (s) => s.leadTimes.surveyResponseText },
  travelMinutes: { describe: 'free travel radius in minutes', value: (s) => String(s.travelMinutes) },
  showroomArea: { describe: 'showroom district, "Sheldon"', value: (s) => s.address.locality || s.address.city },
  showroomAddress: {
    describe: 'street, district and postcode',
    value: (s) => [s.address.street, s.address.locality, s.address.postcode].filter(Boolean).join(', '),
  },
  street: { describe: 'street of the address', value: (s) => s.address.street },
  postcode: { describe: 'postcode', value: (s) => s.address.postcode },
  fullAddress: { describe: 'street, district, city and postcode', value: (s) => addressOneLine(s.address) },
  openingHours: { describe: 'opening hours on one line', value: hoursSummary },
  openHours: {
    describe: 'opening hours without the closed days',
    value: (s) =>
      openingHoursLines(s.openingHours)
        .filter((l) => l.hours !== 'Closed')
        .map((l) => `${l.days} ${l.hours}`)
        .join(', '),
  },
}

const titleCase = (text: string) => text.replace(/\b\w/g, (c) => c.toUpperCase())

/** The value of `{name}`, or of `{Name}` in Title Case; undefined for a name that is not a fact. */
function factValue(name: string, settings: SiteSettings): string | undefined {
  if (Object.hasOwn(PLACEHOLDERS, name)) return PLACEHOLDERS[name].value(settings)
  const lower = name.charAt(0).toLowerCase() + name.slice(1)
  if (lower !== name && Object.hasOwn(PLACEHOLDERS, lower)) return titleCase(PLACEHOLDERS[lower].value(settings))
  return undefined
}

/** The short legend above a page editor; the full list folds out beneath it (PlaceholderLegend). */
export const PLACEHOLDER_LEGEND =
  'Write {phone}, {email}, {guarantee} or another {fact} to show a business fact from Settings; a capital ({Phone}) gives Title Case.'

/** Every placeholder with what it shows, for the folded-out list. */
export const PLACEHOLDER_LIST = Object.entries(PLACEHOLDERS).map(([name, p]) => ({
  name: `{${name}}`,
  shows: p.describe,
}))

/** The text with every known `{name}` replaced by its value from Settings. */
export function fillFacts(text: string, settings: SiteSettings): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => factValue(name, settings) ?? whole)
}

/** A copy of a content object with every string filled (arrays and groups included). */
export function fillAll<T>(value: T, settings: SiteSettings): T {
  if (typeof value === 'string') return fillFacts(value, settings) as T
  if (Array.isArray(value)) return value.map((v) => fillAll(v, settings)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillAll(v, settings)])) as T
  }
  return value
}
