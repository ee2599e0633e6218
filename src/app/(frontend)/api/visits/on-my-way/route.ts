import type { NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/cms/payload'
import { sendOnMyWay } from '@/lib/visits/onMyWay'
import { sameSiteRequest } from '@/lib/visits/sameSite'

export const dynamic = 'force-dynamic'

const NO_STORE = { 'Cache-Control': 'private, no-store' }

/**
 * POST /api/visits/on-my-way (kind, id, minutes; a form post or JSON): "on my way" for one visit, for signed-in
 * owner and staff only, and only from this site's own pages (Origin). A form post is answered with a redirect back
 * to /visits saying what happened (works without JavaScript); a JSON request with JSON.
 */
export async function POST(request: NextRequest) {
  const wantsJson = (request.headers.get('content-type') ?? '').includes('application/json')
  const answer = (status: number, code: string, anchor = '') =>
    wantsJson || status === 401 || status === 403
      ? Response.json({ ok: status < 300, code }, { status, headers: NO_STORE })
      : new Response(null, {
          status: 303,
          headers: { ...NO_STORE, Location: `/visits?sent=${encodeURIComponent(code)}${anchor}` },
        })
  if (!sameSiteRequest(request)) return answer(403, 'refused')
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return answer(401, 'sign-in')

  let input: Record<string, unknown>
  try {
    input = wantsJson
      ? ((await request.json()) as Record<string, unknown>)
      : Object.fromEntries((await request.formData()).entries())
  } catch {
    return answer(400, 'invalid')
  }
  const outcome = await sendOnMyWay(payload, user as Parameters<typeof sendOnMyWay>[1], input)
  const anchor = typeof input.kind === 'string' && /^\d+$/.test(String(input.id)) ? `#${input.kind}-${input.id}` : ''
  if (!outcome.ok) return answer(outcome.status, outcome.code, anchor)
  return answer(wantsJson ? 200 : 303, outcome.sms === 'failed' ? 'sent-email-only' : 'sent', anchor)
}
