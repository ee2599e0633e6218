import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaders } from './security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // scripts/server.mjs compresses (Brotli, else gzip); Next's own compression is gzip only.
  compress: false,
  // Parallel work in one checkout can build into separate folders (NEXT_DIST_DIR=.next-foo).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Type errors fail the build. NEXT_SKIP_TYPECHECK=1 skips the check: `npm test` sets it when its lint step has
  // already run tsc over the whole project, and it helps quick local iterations.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Media is served by Payload from our own origin; nothing is hot-linked.
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/**' }],
  },
  async headers() {
    return [
      ...securityHeaders(),
      // The icon sprite is addressed with its content's hash (src/components/icons/sprite-url.ts): cache it for good.
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ]
  },
  // With REDIS_URL every server shares one page and data cache (see cache-handler.mjs); without it each server
  // keeps Next's own cache on its disk. Read when the server starts, so one build serves either way.
  ...(process.env.REDIS_URL
    ? {
        cacheHandler: path.join(path.dirname(fileURLToPath(import.meta.url)), 'cache-handler.mjs'),
        cacheMaxMemorySize: 0,
      }
    : {}),
  experimental: {
    // Keep static generation within the 2-core machines and the database pool.
    cpus: 2,
    // Each page carries its stylesheet in a <style>: no request for CSS stands between the HTML and the first paint.
    // Next writes it twice (the <style> and the RSC payload); one external file instead measured slower (devtools LCP
    // on / 2,090 against 1,235 ms: the CSS request sits on the critical path), see docs/performance.md.
    inlineCss: true,
  },
}

const withPayloadConfig = withPayload(nextConfig, { devBundleServerPackages: false })

/**
 * Payload asks every path for the colour-scheme client hint with `Critical-CH`, which makes Chrome send each first
 * request twice (one extra round trip before anything renders). Only the admin uses the hint (light/dark theme),
 * so keep those headers to /admin.
 */
const payloadHeaders = withPayloadConfig.headers
withPayloadConfig.headers = async () =>
  (await payloadHeaders()).map((rule) =>
    rule.source === '/:path*' && rule.headers.some((h) => h.key === 'Critical-CH')
      ? { ...rule, source: '/admin/:path*' }
      : rule,
  )

export default withPayloadConfig
