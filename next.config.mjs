import { withPayload } from '@payloadcms/next/withPayload'

/** @type {import('next').NextConfig} */
const nextConfig = {
  poweredByHeader: false,
  images: {
    formats: ['image/avif', 'image/webp'],
    // Media is served by Payload from our own origin; nothing is hot-linked.
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/**' }],
  },
  experimental: {
    // Keep static generation within the 2-core machines and the database pool.
    cpus: 2,
  },
}

export default withPayload(nextConfig, { devBundleServerPackages: false })
