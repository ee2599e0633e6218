import { areaPath, visibleAreas } from '@/lib/areas/routes'
import { LEGAL_LINKS, SERVICE_LINKS } from '@/lib/navigation/siteLinks'

/** Every public, indexable page (from code, never a query), for sitemap.xml and the route tests. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/faux-wood-collection',
  '/wooden-collection',
  '/book',
  '/services',
  ...SERVICE_LINKS.map((l) => l.href),
  '/areas',
  '/our-work',
  '/contact',
  ...LEGAL_LINKS.map((l) => l.href),
]

/**
 * Every public, indexable page: the static pages and the area pages that are neither hidden nor below the indexing
 * bar (`indexable` answers for an area slug; every visible area by default).
 */
export function publicPaths(
  hiddenAreas: readonly string[] = [],
  indexable: (slug: string) => boolean = () => true,
): string[] {
  return [
    ...STATIC_PUBLIC_PATHS,
    ...visibleAreas(hiddenAreas)
      .filter((a) => indexable(a.slug))
      .map((a) => areaPath(a.slug)),
  ]
}
