/**
 * Security headers for every response (issue: hardened). Pages are static, so the Content-Security-Policy is too:
 * scripts from our own origin (Next's inline bootstrap needs 'unsafe-inline'; no eval), plus the analytics origin
 * named in ANALYTICS_ORIGIN (the script itself loads only after cookie consent). The admin gets Payload's needs.
 */
const analytics = (process.env.ANALYTICS_ORIGIN ?? '')
  .split(/[\s,]+/)
  .filter((o) => /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(o))
  .join(' ')

const policy = (directives) =>
  Object.entries(directives)
    .map(([key, value]) => `${key} ${value}`.trim())
    .join('; ')

export const publicCsp = policy({
  'default-src': "'self'",
  'script-src': `'self' 'unsafe-inline' ${analytics}`,
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self'",
  'connect-src': `'self' ${analytics}`,
  'frame-src': "'none'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'none'",
})

export const adminCsp = policy({
  'default-src': "'self'",
  'script-src': "'self' 'unsafe-inline' 'unsafe-eval'",
  'style-src': "'self' 'unsafe-inline'",
  'img-src': "'self' data: blob:",
  'font-src': "'self' data:",
  'connect-src': "'self'",
  'object-src': "'none'",
  'base-uri': "'self'",
  'form-action': "'self'",
  'frame-ancestors': "'self'",
})

const common = [
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
  { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
]

export function securityHeaders() {
  return [
    {
      source: '/((?!admin|api/cms).*)',
      headers: [...common, { key: 'Content-Security-Policy', value: publicCsp }, { key: 'X-Frame-Options', value: 'DENY' }],
    },
    {
      source: '/admin/:path*',
      headers: [
        ...common,
        { key: 'Content-Security-Policy', value: adminCsp },
        { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
      ],
    },
    {
      source: '/api/:path*',
      headers: [...common, { key: 'X-Robots-Tag', value: 'noindex, nofollow' }, { key: 'X-Frame-Options', value: 'DENY' }],
    },
  ]
}
