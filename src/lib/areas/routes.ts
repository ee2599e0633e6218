import { AREAS } from './index'
import type { Area } from '@/content/areaTypes'

/** The public path of an area page. */
export const areaPath = (slug: string) => `/areas/${slug}`

/** Every area the owner has not hidden, sorted by name. */
export function visibleAreas(hidden: readonly string[] = []): Area[] {
  if (hidden.length === 0) return [...AREAS]
  const skip = new Set(hidden)
  return AREAS.filter((a) => !skip.has(a.slug))
}

/**
 * Paths of every visible area page, e.g. '/areas/moseley', sorted by area name. For sitemap.xml:
 * `areaPaths(await getHiddenAreaSlugs())`.
 */
export function areaPaths(hidden: readonly string[] = []): string[] {
  return visibleAreas(hidden).map((a) => areaPath(a.slug))
}
