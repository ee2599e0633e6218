import { timingSafeEqual } from 'node:crypto'
import { revalidatePath, revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/lib/platform/env'
import { ALL_STATIC_TAGS, expiresAtOnce } from '@/lib/cms/tags'
import { revalidateSecret } from '@/lib/platform/revalidateSecret'

/** A body naming tags asks for those only (a CMS write made outside this server, e.g. by the jobs worker). */
async function requestedTags(request: NextRequest): Promise<string[] | null> {
  const body = (await request.json().catch(() => null)) as { tags?: unknown } | null
  if (!body || !Array.isArray(body.tags)) return null
  return body.tags.filter((t): t is string => typeof t === 'string' && t.length > 0 && t.length <= 200).slice(0, 50)
}

/**
 * POST /api/revalidate: expire every cached page and CMS read. Called once by `npm start` after migrations,
 * because `next build` renders pages from the seeded defaults without a database. With `{ "tags": [...] }` it
 * expires just those tags: what the jobs worker asks for after a scheduled publish.
 */
export async function POST(request: NextRequest) {
  const given = Buffer.from(request.headers.get('x-revalidate-secret') ?? '')
  const expected = Buffer.from(revalidateSecret(env.PAYLOAD_SECRET))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return NextResponse.json({ error: 'Forbidden' }, { status: 403 })
  }
  const tags = await requestedTags(request)
  if (tags) {
    // As after an /admin save: stale (the page it had stays served while the new one renders), the estimate's own
    // data dropped at once.
    for (const tag of tags) revalidateTag(tag, expiresAtOnce(tag) ? { expire: 0 } : 'max')
    return NextResponse.json({ revalidated: true, tags })
  }
  // Dropped at once: the pages `next build` rendered from the defaults are never served.
  for (const tag of ALL_STATIC_TAGS) revalidateTag(tag, { expire: 0 })
  revalidatePath('/', 'layout')
  return NextResponse.json({ revalidated: true })
}
