import { NextResponse } from 'next/server'

import { addressKey, clientAddress } from '@/lib/platform/clientAddress'
import { getPayloadClient } from '@/lib/cms/payload'
import { readLimitedText } from '@/lib/platform/requestBody'
import { getLimiter } from '@/lib/platform/rateLimit'
import { submitReview } from '@/lib/reviews/reviewLink'

export const dynamic = 'force-dynamic'

const perClient = getLimiter('review-link-client', { points: 20, duration: 3600 })

/** POST /api/review — the review page's plain HTML form. Answers with a redirect back to the page. */
export async function POST(request: Request) {
  const form = new URLSearchParams(await readLimitedText(request).catch(() => ''))
  const token = form.get('token') ?? ''
  let outcome: string
  try {
    const payload = await getPayloadClient()
    outcome = !(await perClient.take(payload, addressKey(clientAddress(request))))
      ? 'busy'
      : await submitReview(payload, token, {
          rating: Number(form.get('rating')),
          text: form.get('text') ?? '',
          showFirstName: form.get('showFirstName') === 'yes',
        })
  } catch {
    outcome = 'error'
  }
  const safeToken = /^[\w.-]{1,200}$/.test(token) ? token : 'invalid'
  return new NextResponse(null, {
    status: 303,
    headers: { Location: `/review/${safeToken}?done=${outcome}`, 'Cache-Control': 'no-store' },
  })
}
