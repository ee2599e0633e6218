import { NextResponse } from 'next/server'

import { manageChange } from '@/lib/booking/manage'
import { getPayloadClient } from '@/lib/cms/payload'
import { readLimitedText } from '@/lib/platform/requestBody'

/**
 * POST /api/booking/manage — the manage page's plain HTML forms (token, action = move | cancel, slot). Answers with
 * a redirect back to the page, which says what happened.
 */
export async function POST(request: Request) {
  const form = new URLSearchParams(await readLimitedText(request).catch(() => ''))
  const token = form.get('token') ?? ''
  let outcome: string
  try {
    outcome = await manageChange(await getPayloadClient(), token, form.get('action') ?? '', form.get('slot'))
  } catch {
    outcome = 'error'
  }
  const safeToken = /^[\w.-]{1,200}$/.test(token) ? token : 'invalid'
  return new NextResponse(null, {
    status: 303,
    headers: { Location: `/book/manage/${safeToken}?done=${outcome}`, 'Cache-Control': 'no-store' },
  })
}
