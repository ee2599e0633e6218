import { areaPaths } from '@/lib/areas/routes'
import { LEGAL_LINKS, SERVICE_LINKS } from '@/lib/navigation'

/** Every public, indexable page (from code, never a query), for sitemap.xml and the route tests. */
export const STATIC_PUBLIC_PATHS: readonly string[] = [
  '/',
  '/faux-wood-collection',
  '/wooden-collection',
  '/book',
  '/services',
  ...SERVICE_LINKS.map((l) => l.href),
  '/areas',
  '/contact',
  ...LEGAL_LINKS.map((l) => l.href),
]

export function publicPaths(hiddenAreas: readonly string[] = []): string[] {
  return [...STATIC_PUBLIC_PATHS, ...areaPaths(hiddenAreas)]
}
