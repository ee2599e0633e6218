import { type Area, areasByRegion, getArea, type HomeRegion } from '@/lib/areas'

/** Home page service-areas section: region tabs and the areas each tab shows. Pure, unit-tested. */
export const DEFAULT_REGION: HomeRegion = 'north'

export const REGION_LABELS: Record<HomeRegion, { tab: string; name: string }> = {
  north: { tab: 'North', name: 'North Birmingham' },
  central: { tab: 'Central', name: 'Central Birmingham' },
  east: { tab: 'East', name: 'East Birmingham' },
  south: { tab: 'South', name: 'South Birmingham' },
  west: { tab: 'West', name: 'West Birmingham' },
  solihull: { tab: 'Solihull', name: 'Solihull' },
}

/** These featured areas come first in their region's tab; the nearest others fill it up. */
export const FEATURED_SLUGS = [
  'sutton-coldfield',
  'erdington',
  'perry-barr',
  'great-barr',
  'handsworth',
  'birmingham-city-centre',
  'edgbaston',
  'harborne',
  'selly-oak',
  'bordesley-green',
  'yardley',
  'stechford',
  'acocks-green',
  'small-heath',
  'sparkhill',
  'moseley',
  'kings-heath',
  'hall-green',
  'bournville',
  'stirchley',
  'northfield',
  'quinton',
  'solihull',
]

export const PER_REGION = 8

/** Rough distance for ordering only (equirectangular, fine over a few tens of km). */
const distance = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot(a.lat - b.lat, (a.lng - b.lng) * Math.cos((a.lat * Math.PI) / 180))

/** Up to eight areas for one region tab: featured ones first, then the nearest to the showroom. */
export function regionAreas(
  region: HomeRegion,
  hidden: ReadonlySet<string>,
  origin: { lat: number; lng: number },
): Area[] {
  const visible = areasByRegion(region).filter((a) => !hidden.has(a.slug))
  const featured = FEATURED_SLUGS.map((slug) => getArea(slug)).filter(
    (a): a is Area => a !== undefined && a.region === region && !hidden.has(a.slug),
  )
  const rest = visible.filter((a) => !featured.includes(a)).sort((a, b) => distance(a, origin) - distance(b, origin))
  return [...featured, ...rest].slice(0, PER_REGION)
}
