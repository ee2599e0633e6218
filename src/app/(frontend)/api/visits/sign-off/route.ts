import type { NextRequest } from 'next/server'

import { signOffFitting } from '@/lib/orders'
import { requestId } from '@/lib/platform/requestId'
import { jsonAnswer, readStaffPost, seeOther } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

/**
 * POST /api/visits/sign-off (quote, the checklist, signedName, photoConsent; a form post or JSON): the fitting's
 * checklist saved and, when complete and signed, the order marked fitted. Signed-in owner and staff only, from this
 * site's own pages. A form post is answered with a redirect back to the fitting's page saying what happened (the
 * code only: the page says it in its own words, nothing from the request is echoed).
 */
export async function POST(request: NextRequest) {
  const read = await readStaffPost(request)
  if (!read.ok) return jsonAnswer(read.status, { ok: false, code: read.code })
  const { payload, user, input, wantsJson } = read.post
  const quote = requestId(input.quote)
  const outcome = await signOffFitting(payload, user, input.quote, input)
  const status = outcome.ok ? (wantsJson ? 200 : 303) : outcome.status
  if (wantsJson || !quote) return jsonAnswer(status, { ...outcome, ok: outcome.ok })
  return seeOther(`/visits/fitting/${quote}?saved=${encodeURIComponent(outcome.code)}`)
}
