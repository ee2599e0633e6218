import type { MetadataRoute } from 'next'

import { getHiddenAreaSlugs } from '@/lib/cms'
import { getAreaIndexing } from '@/lib/areaPages/readIndexing'
import { absoluteUrl } from '@/lib/seo/jsonld'
import { publicPaths } from '@/lib/seo/publicPaths'

/**
 * sitemap.xml: every public page; area pages only when visible and indexable (hidden areas and pages below the
 * indexing bar left out; refreshed when overrides or the content they depend on change).
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const [hidden, indexing] = await Promise.all([getHiddenAreaSlugs(), getAreaIndexing()])
  return publicPaths(hidden, (slug) => indexing.get(slug)?.indexable ?? false).map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith('/areas/') ? 'monthly' : 'weekly',
    priority: path === '/' ? 1 : path === '/book' ? 0.9 : path.startsWith('/areas/') ? 0.6 : 0.8,
  }))
}
