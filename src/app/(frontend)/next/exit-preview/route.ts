import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { badPathResponse, isSendablePath, safePath } from '@/lib/platform/safePath'

export const dynamic = 'force-dynamic'

/** GET /next/exit-preview?path=/: leave draft mode and see the published page. */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get('path')
  if (!isSendablePath(raw)) return badPathResponse()
  ;(await draftMode()).disable()
  redirect(safePath(raw))
}
