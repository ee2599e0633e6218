import type { NextRequest } from 'next/server'

import { recordFittingPayment } from '@/lib/orders'
import { requestId } from '@/lib/platform/requestId'
import { jsonAnswer, readStaffPost, seeOther } from '@/lib/visits/staffPost'

export const dynamic = 'force-dynamic'

/**
 * POST /api/visits/payment (quote, amount in pounds, method cash or cheque, seen; a form post or JSON): a payment
 * taken at the fitting, recorded on the order as /admin records one (its rules, its lock, the customer's receipt).
 * Signed-in owner and staff only, from this site's own pages. A form post is answered with a redirect back to the
 * fitting's page saying what happened (the code only: the page says it in its own words).
 */
export async function POST(request: NextRequest) {
  const read = await readStaffPost(request)
  if (!read.ok) return jsonAnswer(read.status, { ok: false, code: read.code })
  const { payload, user, input, wantsJson } = read.post
  const quote = requestId(input.quote)
  const outcome = await recordFittingPayment(payload, user, input)
  const status = outcome.ok ? (wantsJson ? 200 : 303) : outcome.status
  if (wantsJson || !quote) return jsonAnswer(status, outcome)
  return seeOther(`/visits/fitting/${quote}?paid=${encodeURIComponent(outcome.code)}#money`)
}
