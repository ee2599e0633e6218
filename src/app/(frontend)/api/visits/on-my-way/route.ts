import type { NextRequest } from 'next/server'

import { requestId } from '@/lib/platform/requestId'
import { sendOnMyWay } from '@/lib/visits/onMyWay'
import { jsonAnswer, readStaffPost, seeOther } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

/**
 * POST /api/visits/on-my-way (kind, id, minutes; a form post or JSON): "on my way" for one visit, for signed-in
 * owner and staff only, and only from this site's own pages (Origin). A form post is answered with a redirect back
 * to /visits saying what happened (works without JavaScript); a JSON request with JSON.
 */
export async function POST(request: NextRequest) {
  const read = await readStaffPost(request)
  const answer = (status: number, code: string, wantsJson: boolean, anchor = '') =>
    wantsJson || status === 401 || status === 403
      ? jsonAnswer(status, { ok: status < 300, code })
      : seeOther(`/visits?sent=${encodeURIComponent(code)}${anchor}`)
  if (!read.ok) return answer(read.status, read.code, read.wantsJson)
  const { payload, user, input, wantsJson } = read.post
  const outcome = await sendOnMyWay(payload, user, input)
  const id = requestId(input.id)
  const anchor = (input.kind === 'measuring' || input.kind === 'fitting') && id ? `#${input.kind}-${id}` : ''
  if (!outcome.ok) return answer(outcome.status, outcome.code, wantsJson, anchor)
  return answer(wantsJson ? 200 : 303, outcome.sms === 'failed' ? 'sent-email-only' : 'sent', wantsJson, anchor)
}
