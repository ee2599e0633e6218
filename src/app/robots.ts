import type { MetadataRoute } from 'next'

import { absoluteUrl } from '@/lib/seo/jsonld'

/** robots.txt: everything public is crawlable; the admin, the APIs and the thank-you page are not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/thank-you'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
  }
}
