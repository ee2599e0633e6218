import { draftMode } from 'next/headers'
import { redirect } from 'next/navigation'
import type { NextRequest } from 'next/server'

import { getPayloadClient } from '@/lib/cms/payload'
import { isStaffUser } from '@/lib/platform/roles'
import { badPathResponse, isSendablePath, safePath } from '@/lib/platform/safePath'

export const dynamic = 'force-dynamic'

/**
 * GET /next/preview?path=/: the address the admin's live preview opens. A signed-in owner or staff member gets
 * Next's draft mode (pages render per request with the newest drafts) and is sent to the page; anyone else gets 403
 * and no draft mode.
 */
export async function GET(request: NextRequest) {
  const raw = request.nextUrl.searchParams.get('path')
  if (!isSendablePath(raw)) return badPathResponse()
  const path = safePath(raw)
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  const draft = await draftMode()
  if (!isStaffUser(user)) {
    draft.disable()
    return new Response('Sign in to /admin to preview drafts.', { status: 403 })
  }
  draft.enable()
  redirect(path)
}
