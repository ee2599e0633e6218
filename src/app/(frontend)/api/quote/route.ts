import { NextResponse } from 'next/server'

import { addressKey, clientAddress } from '@/lib/platform/clientAddress'
import { getPayloadClient } from '@/lib/cms/payload'
import { readLimitedText } from '@/lib/leads/leadBody'
import { acceptQuote, askAboutQuote, declineQuote, stopFollowUps } from '@/lib/quotes/link'
import { getLimiter } from '@/lib/platform/rateLimit'
import { isStaffUser, staffNameOf } from '@/access/roles'

export const dynamic = 'force-dynamic'

/** Questions and acceptances per client address: each one e-mails the business. */
const perClient = getLimiter('quote-link-client', { points: 20, duration: 3600 })

/**
 * POST /api/quote — the quote page's plain HTML forms (token, action = accept | question | decline | stop). Answers
 * with a redirect back to the page, which says what happened. A follow-up e-mail's List-Unsubscribe one-click POST
 * (RFC 8058: body `List-Unsubscribe=One-Click`) names its token and `action=stop` in the address instead.
 */
export async function POST(request: Request) {
  const form = new URLSearchParams(await readLimitedText(request).catch(() => ''))
  const query = new URL(request.url).searchParams
  const action = form.get('action') ?? (query.get('action') === 'stop' ? 'stop' : null)
  const token = form.get('token') ?? (action === 'stop' ? (query.get('token') ?? '') : '')
  const client = clientAddress(request)
  let outcome: string
  try {
    const payload = await getPayloadClient()
    if (!(await perClient.take(payload, addressKey(client)))) outcome = 'busy'
    else if (action === 'accept') {
      // A staff session on this device: the customer typed their name on the fitter's phone, in their home.
      const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
      outcome = await acceptQuote(payload, token, {
        name: form.get('name') ?? '',
        terms: form.get('terms') === 'yes',
        clientAddress: client,
        inPersonWith: isStaffUser(user) ? { id: Number(user!.id), name: staffNameOf(user as never) } : null,
      })
    } else if (action === 'question') {
      outcome = await askAboutQuote(payload, token, form.get('question') ?? '')
    } else if (action === 'decline') {
      outcome = await declineQuote(payload, token, { reason: form.get('reason') ?? '', words: form.get('words') ?? '' })
    } else if (action === 'stop') {
      outcome = await stopFollowUps(payload, token)
    } else outcome = 'unchanged'
  } catch {
    outcome = 'error'
  }
  const safeToken = /^[\w.-]{1,200}$/.test(token) ? token : 'invalid'
  return new NextResponse(null, {
    status: 303,
    headers: {
      Location: `/quote/${safeToken}${action === 'stop' ? '/stop' : ''}?done=${outcome}`,
      'Cache-Control': 'no-store',
    },
  })
}
