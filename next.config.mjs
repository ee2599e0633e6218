import { withPayload } from '@payloadcms/next/withPayload'

import { securityHeaders } from './security-headers.mjs'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  // Parallel work in one checkout can build into separate folders (NEXT_DIST_DIR=.next-foo).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Type errors fail the build (CI); NEXT_SKIP_TYPECHECK=1 only for quick local iterations.
  typescript: { ignoreBuildErrors: process.env.NEXT_SKIP_TYPECHECK === '1' },
  images: {
    formats: ['image/avif', 'image/webp'],
    // Media is served by Payload from our own origin; nothing is hot-linked.
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/**' }],
  },
  async headers() {
    return securityHeaders()
  },
  experimental: {
    // Keep static generation within the 2-core machines and the database pool.
    cpus: 2,
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
