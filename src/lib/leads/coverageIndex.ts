import { AREAS } from '@/lib/areas'
import type { CoverageIndex } from './coverage'

/** Built once per server from the area dataset; a few KB passed to the booking form. */
export function buildCoverageIndex(hidden: string[] = []): CoverageIndex {
  const index: CoverageIndex = {}
  for (const area of AREAS) {
    if (hidden.includes(area.slug)) continue
    for (const code of area.postcodes) (index[code.toUpperCase()] ??= []).push(area.name)
  }
  return index
}
