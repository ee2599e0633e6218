/**
 * A staff form's post came from this site's own pages: no Origin (a same-origin navigation some browsers send
 * without one) or an Origin whose host is the one requested. Compared by host: behind scripts/server.mjs, nextUrl
 * names the address Next listens on, not the one visited.
 */
export function sameSiteRequest(request: { headers: Headers; nextUrl: { host: string } }): boolean {
  const origin = request.headers.get('origin')
  if (!origin) return true
  const host = request.headers.get('host') ?? request.nextUrl.host
  try {
    return new URL(origin).host === host
  } catch {
    return false
  }
}
