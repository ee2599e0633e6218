import { NextResponse, type NextRequest } from 'next/server'

import { CONSENT_COOKIE, publicCsp } from '../security-headers.mjs'

/**
 * The public pages' Content-Security-Policy, with the analytics origin from Settings (issue: hardened).
 *
 * Pages stay static: this only sets a response header. The analytics origin is held in memory and refreshed in the
 * background (stale-while-revalidate, at most every REFRESH_MS) from `GET /api/analytics-origin`, a static route that
 * expires with the settings global. So a request costs a cookie lookup and a header; never a database query, and
 * never a render. Only the very first page request of a process waits (briefly) for the first answer.
 *
 * The endpoint is fetched from this server's own listening address, never from the request's Host header, so a
 * visitor cannot point the refresh elsewhere.
 *
 * The policy depends on the consent cookie and the draft-mode cookie, so the caching proxy in front (deploy/nginx/)
 * keys pages on the consent cookie's value and never caches a request carrying the draft-mode cookie: a header
 * added here for one visitor's cookies must stay in that list.
 */
const REFRESH_MS = 10_000
/** Next's draft-mode cookie, set by /next/preview for a signed-in editor. */
const DRAFT_MODE_COOKIE = '__prerender_bypass'
const TIMEOUT_MS = 2_000

const headerFor = (origin: string | null) => ({
  // publicCsp validates the origin again, so a bad answer can never loosen the policy beyond one https origin.
  allowed: publicCsp({ enabled: true, scriptSrc: origin }, null),
  declined: publicCsp({ enabled: true, scriptSrc: origin }, 'declined'),
})

/** The two policies for the current origin, the time of the last attempt, and the refresh under way. */
const state = { csp: headerFor(null), fetchedAt: 0, inflight: null as Promise<void> | null }

/** The server's own address (next start: `-H`/`-p`); 0.0.0.0 and :: mean "every interface", so ask loopback. */
function selfOrigin(url: { hostname: string; port: string }): string {
  const host = ['0.0.0.0', '[::]', '::'].includes(url.hostname) ? '127.0.0.1' : url.hostname
  return `http://${host}:${url.port || process.env.PORT || '3000'}`
}

async function refresh(url: { hostname: string; port: string }): Promise<void> {
  try {
    const res = await fetch(`${selfOrigin(url)}/api/analytics-origin`, {
      cache: 'no-store',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (res.ok) {
      const body = (await res.json()) as { origin?: unknown }
      state.csp = headerFor(typeof body.origin === 'string' ? body.origin : null)
    }
  } catch {
    // Keep the last known origin; the next request after REFRESH_MS tries again.
  } finally {
    state.fetchedAt = Date.now()
    state.inflight = null
  }
}

export async function proxy(request: NextRequest) {
  if (!state.inflight && Date.now() - state.fetchedAt > REFRESH_MS) state.inflight = refresh(request.nextUrl)
  // Before the first attempt has finished there is nothing to serve but a guess: wait (bounded by TIMEOUT_MS).
  if (state.fetchedAt === 0 && state.inflight) await state.inflight
  const declined = request.cookies.get(CONSENT_COOKIE)?.value === 'declined'
  const response = NextResponse.next()
  const csp = declined ? state.csp.declined : state.csp.allowed
  if (request.cookies.has(DRAFT_MODE_COOKIE)) {
    // Draft mode (an editor previewing): the admin on this same origin shows the page in its live-preview frame.
    response.headers.set('content-security-policy', csp.replace("frame-ancestors 'none'", "frame-ancestors 'self'"))
    response.headers.set('x-frame-options', 'SAMEORIGIN')
  } else {
    response.headers.set('content-security-policy', csp)
  }
  return response
}

export const config = {
  // Page requests only: not Next's assets, not the APIs (public or Payload's), not the admin, not files.
  matcher: ['/((?!_next/static/|_next/image|api(?:/|$)|admin(?:/|$)|.*\\.[^/]*$).*)'],
}
