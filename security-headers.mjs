/**
 * Security headers for every response (issue: hardened).
 *
 * Public pages: scripts from our own origin only (Next's inline bootstrap needs 'unsafe-inline'; no eval), plus the
 * origin of the analytics script named in Settings → Analytics when it is switched on. That origin is a CMS setting,
 * so it cannot be baked in at build time: `next.config.mjs` sends the strict policy without it to every path, and
 * `src/proxy.ts` replaces it on page requests with `publicCsp(settings, consent)` (the settings held in memory,
 * refreshed from `GET /api/analytics-origin`). A visitor who declined cookies gets the policy without it.
 * The admin gets Payload's needs.
 */

/** @param {Record<string, string>} directives */
const policy = (directives) =>
  Object.entries(directives)
    .map(([key, value]) => `${key} ${value}`.trim())
    .join('; ')

/** A hostname we are willing to write into a policy: DNS labels only (no wildcards, quotes, `;`, `,` or spaces). */
const HOSTNAME = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

/**
 * The https origin of the analytics script, or null when analytics is off, the address is empty, or it is anything
 * but an https URL on a plain host name (not http:, javascript:, data:, credentials, wildcards or CSP syntax).
 * @param {{ enabled?: boolean | null, scriptSrc?: string | null } | null | undefined} analytics
 * @returns {string | null}
 */
export function analyticsOrigin(analytics) {
  if (!analytics?.enabled || typeof analytics.scriptSrc !== 'string') return null
  const raw = analytics.scriptSrc.trim()
  if (!raw) return null
  let url
  try {
    url = new URL(raw)
  } catch {
    return null
  }
  if (url.protocol !== 'https:' || url.username || url.password || !HOSTNAME.test(url.hostname)) return null
  return url.origin
}

/**
 * The public pages' policy with an optional extra origin allowed for scripts and their beacons.
 * @param {string | null} extraOrigin an origin from `analyticsOrigin` (anything else is ignored)
 */
function publicPolicy(extraOrigin) {
  const extra = extraOrigin ? analyticsOrigin({ enabled: true, scriptSrc: extraOrigin }) : null
  const and = extra ? ` ${extra}` : ''
  return policy({
    'default-src': "'self'",
    'script-src': `'self' 'unsafe-inline'${and}`,
    'style-src': "'self' 'unsafe-inline'",
    'img-src': "'self' data: blob:",
    'font-src': "'self'",
    'connect-src': `'self'${and}`,
    'frame-src': "'none'",
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  })
}

/** The consent cookie (`src/components/consent/consentStore.ts`). */
export const CONSENT_COOKIE = 'cookie-consent'

/**
 * The Content-Security-Policy of a public page for one visitor: pure, settings + consent → header value.
 * The analytics origin is allowed when analytics is on with a valid https address, unless the visitor declined;
 * a visitor without a choice gets it, because accepting on the page injects the script without a reload.
 * @param {{ enabled?: boolean | null, scriptSrc?: string | null } | null | undefined} analytics
 * @param {string | null | undefined} consent the `cookie-consent` cookie's value
 */
export function publicCsp(analytics, consent) {
  return publicPolicy(consent === 'declined' ? null : analyticsOrigin(analytics))
}

/** The strict policy without any third-party origin: what every path gets before the proxy has its say. */
export const basePublicCsp = publicPolicy(null)

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
      // Lower-case key: the proxy sets the same key for pages, and its value replaces this one.
      headers: [
        ...common,
        { key: 'content-security-policy', value: basePublicCsp },
        // Lower-case too: in an editor's draft mode the proxy lets the admin's live preview frame the page.
        { key: 'x-frame-options', value: 'DENY' },
      ],
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
      headers: [
        ...common,
        { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
        { key: 'X-Frame-Options', value: 'DENY' },
      ],
    },
  ]
}
