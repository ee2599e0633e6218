import { isValid, toOutcode } from 'postcode'

/** Outward code → names of the areas we cover there (built on the server from the area dataset). */
export type CoverageIndex = Record<string, string[]>

export type CoverageResult =
  | { status: 'incomplete' }
  | { status: 'invalid' }
  | { status: 'covered'; outward: string; areas: string[] }
  | { status: 'outside'; outward: string }

/** Is this full UK postcode inside the area we serve? */
export function checkCoverage(postcode: string, index: CoverageIndex): CoverageResult {
  const value = postcode.trim()
  if (value.replace(/\s/g, '').length < 5) return { status: 'incomplete' }
  if (!isValid(value)) return { status: 'invalid' }
  const outward = (toOutcode(value) ?? '').toUpperCase()
  const areas = index[outward]
  return areas?.length ? { status: 'covered', outward, areas } : { status: 'outside', outward }
}
