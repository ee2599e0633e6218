import type { NextRequest } from 'next/server'

import { requestId } from '@/lib/platform/requestId'
import { makeQuoteFromVisit } from '@/lib/visits/makeQuote'
import { jsonAnswer, readStaffPost, seeOther } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

/**
 * POST /api/visits/make-quote (appointment; a form post or JSON): "Make the quote" on a measuring visit, for signed-in
 * owner and staff only, and only from this site's own pages. A form post is answered with a redirect back to /visits
 * saying what happened; a JSON request with JSON.
 */
export async function POST(request: NextRequest) {
  const read = await readStaffPost(request)
  if (!read.ok)
    return read.wantsJson || read.status !== 400
      ? jsonAnswer(read.status, { ok: false, code: read.code })
      : seeOther(`/visits?sent=${read.code}`)
  const { payload, user, input, wantsJson } = read.post
  const outcome = await makeQuoteFromVisit(payload, user, input.appointment)
  const status = outcome.ok ? (wantsJson ? 200 : 303) : outcome.status
  if (wantsJson) return jsonAnswer(status, { ...outcome, ok: outcome.ok })
  const appointment = requestId(input.appointment)
  const anchor = appointment ? `#measuring-${appointment}` : ''
  return seeOther(`/visits?sent=${encodeURIComponent(outcome.code)}${anchor}`)
}
