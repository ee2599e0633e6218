import { NextResponse } from 'next/server'
import { APIError } from 'payload'

import { addressKey, clientAddress } from '@/lib/platform/clientAddress'
import { getPayloadClient } from '@/lib/cms/payload'
import { readLimitedText } from '@/lib/platform/requestBody'
import { isStaffUser } from '@/lib/platform/roles'
import {
  acceptQuote,
  askAboutQuote,
  declineQuote,
  stopFollowUps,
  IN_PERSON_REASONS,
  nothingAccepted,
} from '@/lib/orders'
import { getLimiter } from '@/lib/platform/rateLimit'

export const dynamic = 'force-dynamic'

/** Questions and acceptances per client address: each one e-mails the business. */
const perClient = getLimiter('quote-link-client', { points: 20, duration: 3600 })

/** Refused, with why: a 4xx page on the phone that says nothing was accepted, and the way back to the quote. */
function refusal(status: number, message: string, back: string) {
  const escape = (text: string) =>
    text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)
  const html =
    '<!doctype html><html lang="en-GB"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">' +
    '<title>Not accepted</title></head><body><main><h1>Not accepted</h1>' +
    `<p role="alert" data-refused>${escape(message)}</p><p><a href="${escape(back)}">Back to the quote</a></p>` +
    '</main></body></html>'
  return new NextResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'private, no-store' },
  })
}

/**
 * POST /api/quote — the quote page's plain HTML forms (token, action = accept | inPerson | question | decline |
 * stop). Answers with a redirect back to the page, which says what happened. A follow-up e-mail's List-Unsubscribe
 * one-click POST (RFC 8058: body `List-Unsubscribe=One-Click`) names its token and `action=stop` in the address
 * instead.
 *
 * `accept` is the customer's own, online: a staff session on the device is refused (4xx), never recorded as online
 * nor taken for in person. `inPerson` is the form of the quote opened from the visit's page ("Show the customer"),
 * naming the visit: the staff session is the witness, and the quotes collection's hook checks the rule (the quote's
 * own visit, on its day, measured by them or the owner), refusing with a 4xx and its reason.
 */
export async function POST(request: Request) {
  const form = new URLSearchParams(await readLimitedText(request).catch(() => ''))
  const query = new URL(request.url).searchParams
  const action = form.get('action') ?? (query.get('action') === 'stop' ? 'stop' : null)
  const token = form.get('token') ?? (action === 'stop' ? (query.get('token') ?? '') : '')
  const client = clientAddress(request)
  const safeToken = /^[\w.-]{1,200}$/.test(token) ? token : 'invalid'
  const visit = /^\d{1,12}$/.test(form.get('visit') ?? '') ? form.get('visit')! : null
  const back = `/quote/${safeToken}${visit ? `?visit=${visit}` : ''}`
  let outcome: string
  try {
    const payload = await getPayloadClient()
    if (!(await perClient.take(payload, addressKey(client)))) outcome = 'busy'
    else if (action === 'accept' || action === 'inPerson') {
      const { user } = await payload.auth({ headers: request.headers }).catch(() => ({ user: null }))
      const staff = isStaffUser(user)
      if (action === 'accept' && staff) return refusal(403, nothingAccepted(IN_PERSON_REASONS.staffOnline), back)
      if (action === 'inPerson' && !staff) return refusal(401, nothingAccepted(IN_PERSON_REASONS.notStaff), back)
      if (action === 'inPerson' && !visit) return refusal(400, nothingAccepted(IN_PERSON_REASONS.notFromVisit), back)
      outcome = await acceptQuote(payload, token, {
        name: form.get('name') ?? '',
        terms: form.get('terms') === 'yes',
        clientAddress: client,
        inPerson: action === 'inPerson' ? { userId: Number(user!.id), visit: Number(visit) } : null,
      })
    } else if (action === 'question') {
      outcome = await askAboutQuote(payload, token, form.get('question') ?? '')
    } else if (action === 'decline') {
      outcome = await declineQuote(payload, token, { reason: form.get('reason') ?? '', words: form.get('words') ?? '' })
    } else if (action === 'stop') {
      outcome = await stopFollowUps(payload, token)
    } else outcome = 'unchanged'
  } catch (error) {
    // The in-person rule refused it (quotes' hook): say why, and that nothing was accepted.
    if (action === 'inPerson' && error instanceof APIError && error.status >= 400 && error.status < 500)
      return refusal(error.status, error.message, back)
    outcome = 'error'
  }
  return new NextResponse(null, {
    status: 303,
    headers: {
      // The in-person form's answer comes back to the page as opened from the visit (`visit` kept).
      Location: `/quote/${safeToken}${action === 'stop' ? '/stop' : ''}?done=${outcome}${action === 'inPerson' && visit ? `&visit=${visit}` : ''}`,
      'Cache-Control': 'no-store',
    },
  })
}
