import { isValid, toOutcode } from 'postcode'

/** Outward code → names of the areas we cover there (built on the server from the area dataset). */
export type CoverageIndex = Record<string, string[]>

export type CoverageResult =
  | { status: 'incomplete' }
  | { status: 'invalid' }
  | { status: 'covered'; outward: string; areas: string[] }
  | { status: 'outside'; outward: string }

/**
 * What a visitor with a postcode outside our areas is told at once: never a refusal (the details are kept and
 * staff call), and never a step the form in front of them does not have.
 */
export const OUTSIDE_AREA_MESSAGES = {
  /** Beside a request form: sending it is all they need to do. */
  request: 'We don’t usually cover this postcode, but we’ll call to see if we can help.',
  /** Beside instant booking, which offers no times there: the request form is the way on. */
  instant: 'We don’t usually cover this postcode, but send us a request and we’ll call to see if we can help.',
} as const

/** Is this full UK postcode inside the area we serve? */
export function checkCoverage(postcode: string, index: CoverageIndex): CoverageResult {
  const value = postcode.trim()
  if (value.replace(/\s/g, '').length < 5) return { status: 'incomplete' }
  if (!isValid(value)) return { status: 'invalid' }
  const outward = (toOutcode(value) ?? '').toUpperCase()
  const areas = index[outward]
  return areas?.length ? { status: 'covered', outward, areas } : { status: 'outside', outward }
}
