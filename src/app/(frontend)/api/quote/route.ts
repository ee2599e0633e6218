import { NextResponse } from 'next/server'

import { addressKey, clientAddress } from '@/lib/platform/clientAddress'
import { getPayloadClient } from '@/lib/cms/payload'
import { readLimitedText } from '@/lib/leads/leadBody'
import { acceptQuote, askAboutQuote } from '@/lib/quotes/link'
import { getLimiter } from '@/lib/platform/rateLimit'

export const dynamic = 'force-dynamic'

/** Questions and acceptances per client address: each one e-mails the business. */
const perClient = getLimiter('quote-link-client', { points: 20, duration: 3600 })

/**
 * POST /api/quote — the quote page's plain HTML forms (token, action = accept | question). Answers with a redirect
 * back to the page, which says what happened.
 */
export async function POST(request: Request) {
  const form = new URLSearchParams(await readLimitedText(request).catch(() => ''))
  const token = form.get('token') ?? ''
  const client = clientAddress(request)
  let outcome: string
  try {
    const payload = await getPayloadClient()
    if (!(await perClient.take(payload, addressKey(client)))) outcome = 'busy'
    else if (form.get('action') === 'accept') {
      outcome = await acceptQuote(payload, token, {
        name: form.get('name') ?? '',
        terms: form.get('terms') === 'yes',
        clientAddress: client,
      })
    } else if (form.get('action') === 'question') {
      outcome = await askAboutQuote(payload, token, form.get('question') ?? '')
    } else outcome = 'unchanged'
  } catch {
    outcome = 'error'
  }
  const safeToken = /^[\w.-]{1,200}$/.test(token) ? token : 'invalid'
  return new NextResponse(null, {
    status: 303,
    headers: { Location: `/quote/${safeToken}?done=${outcome}`, 'Cache-Control': 'no-store' },
  })
}
