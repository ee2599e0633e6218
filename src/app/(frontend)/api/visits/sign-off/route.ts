import type { NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/cms/payload'
import { signOffFitting } from '@/lib/fitting/signOff'
import { sameSiteRequest } from '@/lib/visits/sameSite'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * POST /api/visits/sign-off (quote, the checklist, signedName, photoConsent; a form post or JSON): the fitting's
 * checklist saved and, when complete and signed, the order marked fitted. Signed-in owner and staff only, from this
 * site's own pages. A form post is answered with a redirect back to the fitting's page saying what happened.
 */
export async function POST(request: NextRequest) {
  const wantsJson = (request.headers.get('content-type') ?? '').includes('application/json')
  let quote = ''
  const answer = (status: number, body: { code: string; error?: string }) =>
    wantsJson || status === 401 || status === 403 || !quote
      ? Response.json({ ok: status < 300, ...body }, { status, headers: NO_STORE })
      : new Response(null, {
          status: 303,
          headers: {
            ...NO_STORE,
            // The code only: the page says it in its own words (nothing from the request is echoed).
            Location: `/visits/fitting/${quote}?saved=${encodeURIComponent(body.code)}`,
          },
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
  quote = /^\d{1,12}$/.test(String(input.quote)) ? String(input.quote) : ''
  const outcome = await signOffFitting(payload, user as Parameters<typeof signOffFitting>[1], input.quote, input)
  if (!outcome.ok) return answer(outcome.status, { code: outcome.code, error: outcome.error })
  return answer(wantsJson ? 200 : 303, { code: outcome.code })
}
