import type { NextRequest } from 'next/server'

import { removeDemoContent } from '@/lib/leads/goLive'
import { getPayloadClient } from '@/lib/cms/payload'
import { isOwnerUser } from '@/lib/platform/roles'

export const dynamic = 'force-dynamic'

const json = (status: number, body: unknown) =>
  Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/**
 * POST /api/go-live/remove-demo: the dashboard's "Remove demo testimonials and jobs", for the signed-in owner only,
 * and only from this site's own pages (the Origin header), so no other site can make a signed-in browser send it.
 */
export async function POST(request: NextRequest) {
  const origin = request.headers.get('origin')
  if (origin && origin !== request.nextUrl.origin) return json(403, { error: 'Send this from /admin.' })
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!user) return json(401, { error: 'Sign in to /admin.' })
  if (!isOwnerUser(user)) return json(403, { error: 'Only the owner can remove demo content.' })
  return json(200, { removed: await removeDemoContent(payload) })
}
