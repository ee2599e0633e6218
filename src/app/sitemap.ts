import type { MetadataRoute } from 'next'

import { getHiddenAreaSlugs } from '@/lib/cms'
import { absoluteUrl } from '@/lib/seo/jsonld'
import { publicPaths } from '@/lib/seo/routes'

/** sitemap.xml: every public page, area pages included (hidden areas left out; refreshed when overrides change). */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const hidden = await getHiddenAreaSlugs()
  return publicPaths(hidden).map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path.startsWith('/areas/') ? 'monthly' : 'weekly',
    priority: path === '/' ? 1 : path === '/book' ? 0.9 : path.startsWith('/areas/') ? 0.6 : 0.8,
  }))
}
