import { haversineKm } from './geo'
import { AREAS } from './index'
import type { Area } from '@/content/areaTypes'

/**
 * The `count` visible areas closest to this one (straight-line distance between centres), nearest first.
 * Used for the 'Nearby areas' links on an area page.
 */
export function nearbyAreas(area: Area, hidden: readonly string[] = [], count = 6): Area[] {
  const skip = new Set(hidden)
  return AREAS.filter((a) => a.slug !== area.slug && !skip.has(a.slug))
    .map((a) => ({ a, km: haversineKm(area, a) }))
    .sort((x, y) => x.km - y.km || x.a.name.localeCompare(y.a.name, 'en-GB'))
    .slice(0, Math.max(0, count))
    .map((x) => x.a)
}
