import { AREAS } from '@/lib/areas'
import type { CoverageIndex } from './coverage'

/**
 * Built once per server from the area dataset; a few KB passed to the booking form. `extraDistricts` are the ones
 * the owner added in Booking availability, covered though no area page names them.
 */
export function buildCoverageIndex(hidden: string[] = [], extraDistricts: string[] = []): CoverageIndex {
  const index: CoverageIndex = {}
  for (const area of AREAS) {
    if (hidden.includes(area.slug)) continue
    for (const code of area.postcodes) (index[code.toUpperCase()] ??= []).push(area.name)
  }
  for (const code of extraDistricts) index[code.toUpperCase()] ??= [code.toUpperCase()]
  return index
}
