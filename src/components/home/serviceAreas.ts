import { type Area, areasByRegion, getArea, type HomeRegion } from '@/lib/areas'
import { FEATURED_SLUGS } from '@/lib/areas/featured'

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

export { FEATURED_SLUGS } from '@/lib/areas/featured'

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
