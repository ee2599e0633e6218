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
  /** a quote line's adjustment: with `signed`, its size (a discount is the same size below zero) */
  adjustment: { what: 'An adjustment', min: 0, max: 500_000 },
  /** a payment staff record on an order */
  payment: { what: 'A payment', min: 1, max: 5_000_000 },
} as const satisfies Record<string, PriceRange>

export type PriceKind = keyof typeof PRICE_RANGES

export type PoundsResult = { ok: true; pence: number } | { ok: false; message: string }

/** An amount in pounds, with an optional minus (hyphen or the typographic minus) before or after the £. */
const POUNDS = /^([-\u2212])?\s*£?\s*([-\u2212])?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/

/**
 * "84" → 8400, "84.5" → 8450, "£1,250.00" → 125000, "-15" or "-£15" → -1500; null for anything that is not an
 * amount in pounds. Whether a negative amount is allowed is the caller's rule (`parsePounds` with `signed`).
 */
export function poundsToPence(text: string): number | null {
  const match = POUNDS.exec(text.trim())
  if (!match || (match[1] && match[2])) return null
  const whole = Number(match[3].replace(/,/g, ''))
  const fraction = match[4] ? Number(match[4].padEnd(2, '0')) : 0
  const pence = (match[1] || match[2] ? -1 : 1) * (whole * 100 + fraction)
  return Number.isSafeInteger(pence) ? pence || 0 : null
}

/** 8400 → "84", 8450 → "84.50", -1500 → "-15": how a stored price is shown in the admin's pounds field. */
export function penceToPoundsText(pence: number): string {
  return pence % 100 === 0 ? String(pence / 100) : (pence / 100).toFixed(2)
}

/** What a signed amount's message says about the sign: how to type a discount. */
const SIGNED_HINT = 'a discount is typed with a minus, e.g. -15 for £15.00 off'

const rangeText = (range: PriceRange) =>
  `${range.what} is priced from ${formatPence(range.min)} to ${formatPence(range.max)}`

/**
 * Why an amount (pence) is refused, naming it as `typed`; null when it is fine. A signed amount (an adjustment)
 * may be below zero and its size is checked against the range; any other price below zero is refused as such.
 */
function refusal(pence: number, typed: string, kind: PriceKind, signed: boolean): string | null {
  const range = PRICE_RANGES[kind]
  if (pence < 0 && !signed) {
    return `You typed ${typed}, which is below £0.00. ${rangeText(range)}: type pounds without a minus, e.g. 84 for £84.00.`
  }
  const size = signed ? Math.abs(pence) : pence
  if (size < range.min || size > range.max) {
    const ranged = signed
      ? `${range.what} is from ${formatPence(-range.max)} to ${formatPence(range.max)}: type pounds (${SIGNED_HINT}).`
      : `${rangeText(range)}: type pounds, e.g. 84 for £84.00.`
    return `You typed ${typed}, which would show as ${formatPence(pence)}. ${ranged}`
  }
  return null
}

/** The message for a stored value (pence) outside its range, naming it as the owner typed it (pounds). */
export function checkPence(pence: number, kind: PriceKind, signed = false): true | string {
  if (!Number.isInteger(pence)) return 'Enter a price in pounds, e.g. 84 or 84.50.'
  return refusal(pence, penceToPoundsText(pence), kind, signed) ?? true
}

/** Parse what the owner typed (pounds) and check it against its range; `signed` allows a minus (a discount). */
export function parsePounds(text: string, kind: PriceKind, signed = false): PoundsResult {
  const typed = text.trim()
  const pence = poundsToPence(typed)
  if (pence === null) {
    const example = signed ? `type e.g. 84 or 84.50 (${SIGNED_HINT})` : 'type e.g. 84 or 84.50'
    return { ok: false, message: `"${typed}" is not a price in pounds: ${example}.` }
  }
  const message = refusal(pence, typed, kind, signed)
  return message ? { ok: false, message } : { ok: true, pence }
}
