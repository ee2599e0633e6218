import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/jsonld'

/**
 * robots.txt: everything public is crawlable; the admin and the APIs are not. /thank-you stays crawlable so that
 * search engines can read its noindex (a blocked page's noindex is never seen).
 */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
