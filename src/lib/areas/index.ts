import { isValid as isValidPostcode, toOutcode } from 'postcode'
import { AREA_DATA } from '@/content/areas'
import { normaliseOutward } from './postcodes'
import { searchAreaList } from './search'
import type { Area, AreaType, HomeRegion } from '@/content/areaTypes'

export { postcodeRangeText } from './postcodes'

export type { Area, AreaKind, AreaType, HomeRegion } from '@/content/areaTypes'
export { AREA_TYPES, HOME_REGIONS } from '@/content/areaTypes'

const byName = (a: Area, b: Area) => a.name.localeCompare(b.name, 'en-GB')

/** Every area, sorted by name. */
export const AREAS: readonly Area[] = Object.freeze([...AREA_DATA].sort(byName))

const bySlug = new Map<string, Area>(AREAS.map((a) => [a.slug, a]))

export const AREA_SLUGS: readonly string[] = Object.freeze(AREAS.map((a) => a.slug))

/** The area with this slug, or undefined (the page then answers 404). */
export function getArea(slug: string): Area | undefined {
  return bySlug.get(slug)
}

const typeLists = new Map<AreaType, readonly Area[]>()
const regionLists = new Map<HomeRegion, readonly Area[]>()
for (const a of AREAS) {
  typeLists.set(a.type, [...(typeLists.get(a.type) ?? []), a])
  regionLists.set(a.region, [...(regionLists.get(a.region) ?? []), a])
}

/** Areas of one compass group (area index), sorted by name. */
export function areasByType(type: AreaType): readonly Area[] {
  return typeLists.get(type) ?? []
}

/** Areas of one home page region tab (Solihull borough has its own tab), sorted by name. */
export function areasByRegion(region: HomeRegion): readonly Area[] {
  return regionLists.get(region) ?? []
}

// ── Postcodes ──────────────────────────────────────────────────────────────

const byOutward = new Map<string, Area[]>()
for (const a of AREAS) {
  for (const pc of a.postcodes) {
    const key = normaliseOutward(pc)
    byOutward.set(key, [...(byOutward.get(key) ?? []), a])
  }
}

/** Every outward code (postcode district) some area page covers, upper case. */
export const COVERED_OUTWARD_CODES: ReadonlySet<string> = new Set(byOutward.keys())

/** Areas whose postcode districts include this outward code (case-insensitive), sorted by name. */
export function isCoveredOutwardCode(outward: string): Area[] {
  return [...(byOutward.get(normaliseOutward(outward)) ?? [])]
}

/**
 * The outward code of a full or partial postcode the visitor typed: 'B13 9XY', 'b139xy', 'B13 9' → 'B13'.
 * Returns null when the text is not postcode-shaped.
 */
export function outwardCodeOf(text: string): string | null {
  const q = text.trim()
  if (isValidPostcode(q)) return toOutcode(q)
  // Outward code followed by the start of an inward code, e.g. 'B13 9' or 'B13 9X'.
  const partial = /^([A-Za-z]{1,2}\d[A-Za-z\d]?)\s+\d[A-Za-z]{0,1}$/.exec(q)
  return partial ? partial[1].toUpperCase() : null
}

// ── Search ─────────────────────────────────────────────────────────────────

/** Areas matching what the visitor typed in 'Search for your area or postcode...' (rules in ./search). */
export function searchAreas(query: string): Area[] {
  return searchAreaList(query, AREAS)
}

export { onlyMatch, requestHref } from './search'

export { generateAreaContent, selectGallery } from './generator'
export type { AreaContent, GeneratorFacts } from './generator'
