import type { NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/cms/payload'
import { makeQuoteFromVisit } from '@/lib/visits/makeQuote'
import { sameSiteRequest } from '@/lib/visits/sameSite'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * POST /api/visits/make-quote (appointment; a form post or JSON): "Make the quote" on a measuring visit, for signed-in
 * owner and staff only, and only from this site's own pages. A form post is answered with a redirect back to /visits
 * saying what happened; a JSON request with JSON.
 */
export async function POST(request: NextRequest) {
  const wantsJson = (request.headers.get('content-type') ?? '').includes('application/json')
  const answer = (status: number, body: { code: string; quoteId?: number; error?: string }, anchor = '') =>
    wantsJson || status === 401 || status === 403
      ? Response.json({ ok: status < 300, ...body }, { status, headers: NO_STORE })
      : new Response(null, {
          status: 303,
          headers: { ...NO_STORE, Location: `/visits?sent=${encodeURIComponent(body.code)}${anchor}` },
        })
  if (!sameSiteRequest(request)) return answer(403, { code: 'refused' })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return answer(401, { code: 'sign-in' })

  let input: Record<string, unknown>
  try {
    input = wantsJson
      ? ((await request.json()) as Record<string, unknown>)
      : Object.fromEntries((await request.formData()).entries())
  } catch {
    return answer(400, { code: 'invalid' })
  }
  const outcome = await makeQuoteFromVisit(payload, user as Parameters<typeof makeQuoteFromVisit>[1], input.appointment)
  const anchor = /^\d+$/.test(String(input.appointment)) ? `#measuring-${input.appointment}` : ''
  if (!outcome.ok) return answer(outcome.status, { code: outcome.code, error: outcome.error }, anchor)
  return answer(wantsJson ? 200 : 303, { code: outcome.code, quoteId: outcome.quoteId }, anchor)
}
