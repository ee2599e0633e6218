/**
 * Money the owner types in /admin: pounds in, integer pence stored. "84" and "84.00" both mean £84.00.
 * Each kind of price has a plausible range; a value outside it is refused with a message naming what was typed
 * and what it would show, so a slip of the unit (84 meant as pounds, 8400 meant as pence) is caught on save.
 */
import { formatPence } from '@/lib/format/money'

export interface PriceRange {
  /** what the price is, in a sentence: "a blind or grid cell" */
  what: string
  /** pence */
  min: number
  /** pence */
  max: number
}

export const PRICE_RANGES = {
  blind: { what: 'A blind or grid cell', min: 500, max: 200_000 },
  option: { what: 'An option', min: 0, max: 50_000 },
  bundle: { what: 'A bundle', min: 500, max: 500_000 },
  /** a lead's estimate: any sum the site worked out */
  estimate: { what: 'An estimate', min: 0, max: 10_000_000 },
} as const satisfies Record<string, PriceRange>

export type PriceKind = keyof typeof PRICE_RANGES

export type PoundsResult = { ok: true; pence: number } | { ok: false; message: string }

const POUNDS = /^£?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/** "84" → 8400, "84.5" → 8450, "£1,250.00" → 125000; null for anything that is not an amount in pounds. */
export function poundsToPence(text: string): number | null {
  const match = POUNDS.exec(text.trim())
  if (!match) return null
  const whole = Number(match[1].replace(/,/g, ''))
  const fraction = match[2] ? Number(match[2].padEnd(2, '0')) : 0
  const pence = whole * 100 + fraction
  return Number.isSafeInteger(pence) ? pence : null
}

/** 8400 → "84", 8450 → "84.50": how a stored price is shown in the admin's pounds field. */
export function penceToPoundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2)
}

const rangeText = (range: PriceRange) =>
  `${range.what} is priced from ${formatPence(range.min)} to ${formatPence(range.max)}`

/** The message for a stored value (pence) outside its range, naming it as the owner typed it (pounds). */
export function checkPence(pence: number, kind: PriceKind): true | string {
  const range = PRICE_RANGES[kind]
  if (!Number.isInteger(pence)) return 'Enter a price in pounds, e.g. 84 or 84.50.'
  if (pence < range.min || pence > range.max) {
    return `You typed ${penceToPoundsText(pence)}, which would show as ${formatPence(pence)}. ${rangeText(range)}: type pounds, e.g. 84 for £84.00.`
  }
  return true
}

/** Parse what the owner typed (pounds) and check it against its range. */
export function parsePounds(text: string, kind: PriceKind): PoundsResult {
  const typed = text.trim()
  const pence = poundsToPence(typed)
  if (pence === null) {
    return { ok: false, message: `"${typed}" is not a price in pounds: type e.g. 84 or 84.50.` }
  }
  const range = PRICE_RANGES[kind]
  if (pence < range.min || pence > range.max) {
    return {
      ok: false,
      message: `You typed ${typed}, which would show as ${formatPence(pence)}. ${rangeText(range)}: type pounds, e.g. 84 for £84.00.`,
    }
  }
  return { ok: true, pence }
}
