/**
 * The local facts an area page states, each computed from a field of the area dataset (coordinates, postcode
 * districts, property types, housing notes) or of the settings (the showroom's coordinates). Nothing here is typed
 * in per page: distances and directions come from coordinates, the housing advice from the property types.
 */
import { bearingDegrees, type CompassPoint, compassPoint, estimateTravelMinutes, haversineKm, type LatLng } from './geo'
import { AREA_DATA } from '@/content/areas'
import { housingNoteFor } from './housing'
import { normaliseOutward } from './postcodes'
import type { Area } from '@/content/areaTypes'

/** Where 'the city centre' is measured from: the city-centre area's coordinates. */
export const CITY_CENTRE_SLUG = 'birmingham-city-centre'

/** Closer than this to the city centre, an area is described as central rather than by distance and direction. */
const CENTRAL_KM = 1.2

export interface Neighbour {
  area: Area
  /** Straight-line distance between the two centres */
  km: number
  /** Direction of the neighbour as seen from this area */
  direction: CompassPoint
}

export interface HousingAdvice {
  /** The property type as the dataset names it, e.g. 'Victorian terraces' */
  type: string
  /** What it means for blinds */
  advice: string
}

export interface LocalFacts {
  /** Distance and direction from the city centre; null for the city centre and areas within CENTRAL_KM of it */
  fromCentre: { km: number; direction: CompassPoint } | null
  fromShowroom: { km: number; minutes: number }
  /** The nearest visible areas, nearest first, with distance and direction */
  neighbours: Neighbour[]
  /** For each postcode district of the area, the other visible areas that share it */
  sharedDistricts: { code: string; areas: Area[] }[]
  /** What each kind of local housing means for blinds, one entry per advice (property types most typical first) */
  housing: HousingAdvice[]
  /** A note written for this area's housing, when we know it; null otherwise */
  housingNote: string | null
}

interface AdviceRule {
  test: RegExp
  advice: string
}

/**
 * What a kind of house means for blinds, most specific rule first. The first rule a property type matches gives its
 * advice; property types that share an advice are listed once.
 */
const HOUSING_ADVICE: readonly AdviceRule[] = [
  {
    test: /timber-framed|farm|cottage/i,
    advice:
      'Openings are rarely square and walls can be thick and uneven, so we measure each recess at several points and make the blind to the narrowest width.',
  },
  {
    test: /georgian|regency/i,
    advice:
      'Tall sash windows have deep reveals and often shutters or mouldings to clear; a blind fitted inside the recess keeps the frame on show.',
  },
  {
    test: /victorian (villa|house|townhouse)|large victorian|edwardian villa|mansion/i,
    advice:
      'Tall sashes and canted bays are usual: each face of a bay gets its own blind, the headrails meeting at the angles, and wide 50mm slats suit the height.',
  },
  {
    test: /victorian|edwardian/i,
    advice:
      'Sash or replacement windows sit in brick reveals deep enough for a recess fit; older openings are often out of square, so we measure top, middle and bottom.',
  },
  {
    test: /1930s|inter-war/i,
    advice:
      'Bay windows, curved or angled and often now uPVC, take three or more blinds made to meet at the corners; shallow frames may need the blind fixed above the window.',
  },
  {
    test: /warehouse|workshop|industrial|commercial|conversion|converted/i,
    advice:
      'Large or arched windows survive from the building’s working life; very wide openings are split into two or three blinds so each stays light to raise.',
  },
  {
    test: /apartment|flat|maisonette/i,
    advice:
      'Shallow reveals and tilt-and-turn windows are usual, so the blind is fixed above the frame and the window still opens; faux wood copes with steam in kitchens and bathrooms.',
  },
  {
    test: /post-war|council|1950s|1960s|1970s|housing association|terrace/i,
    advice:
      'Windows are mostly standard sizes, now uPVC, and quick to measure; faux wood is a practical, wipe-clean choice for busy kitchens and bathrooms.',
  },
  {
    test: /new-build|modern|estate|executive|1980s|1990s|new-town/i,
    advice:
      'uPVC windows have shallow recesses and handles that stick out, so we check the depth and fit inside the recess or on the wall above, whichever clears the handle.',
  },
  {
    test: /bungalow/i,
    advice:
      'Wide windows sit close to the street; tilted slats give privacy while letting daylight in, and a long headrail gets an extra bracket.',
  },
  {
    test: /detached|semi-detached|houses|homes/i,
    advice:
      'Windows come in many sizes; we measure every one in the same visit, and the same finish can run through the house.',
  },
]

/** Advice for homes we know nothing particular about. */
export const GENERAL_HOUSING_ADVICE =
  'Every window is measured individually, so the blinds fit properly whatever the age of the house.'

/** What each of the area's property types means for blinds, property types that share an advice listed once. */
export function housingAdvice(propertyTypes: readonly string[]): HousingAdvice[] {
  const out: HousingAdvice[] = []
  const used = new Set<string>()
  for (const type of propertyTypes) {
    const rule = HOUSING_ADVICE.find((r) => r.test.test(type))
    if (!rule || used.has(rule.advice)) continue
    used.add(rule.advice)
    out.push({ type, advice: rule.advice })
  }
  return out
}

/** Distance and direction from the city centre, or null for central areas. */
export function fromCityCentre(area: Area): { km: number; direction: CompassPoint } | null {
  const centre = AREA_DATA.find((a) => a.slug === CITY_CENTRE_SLUG)
  if (!centre) return null
  const km = haversineKm(centre, area)
  if (km < CENTRAL_KM) return null
  return { km, direction: compassPoint(bearingDegrees(centre, area)) }
}

/** Every local fact of one area page. `neighbours` are the visible nearby areas the page links (nearest first). */
export function localFacts(
  area: Area,
  showroom: LatLng,
  neighbours: readonly Area[],
  hidden: readonly string[] = [],
): LocalFacts {
  const showroomKm = haversineKm(showroom, area)
  const skip = new Set(hidden)
  const sharedDistricts = area.postcodes
    .map((pc) => normaliseOutward(pc))
    .map((code) => ({
      code,
      areas: AREA_DATA.filter(
        (a) => a.slug !== area.slug && !skip.has(a.slug) && a.postcodes.some((p) => normaliseOutward(p) === code),
      ).sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
    }))
    .filter((d) => d.areas.length > 0)
  return {
    fromCentre: area.slug === CITY_CENTRE_SLUG ? null : fromCityCentre(area),
    fromShowroom: { km: showroomKm, minutes: estimateTravelMinutes(showroomKm) },
    neighbours: neighbours.map((n) => ({
      area: n,
      km: haversineKm(area, n),
      direction: compassPoint(bearingDegrees(area, n)),
    })),
    sharedDistricts,
    housing: housingAdvice(area.propertyTypes),
    housingNote: housingNoteFor(area.slug),
  }
}
