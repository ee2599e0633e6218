import { timingSafeEqual } from 'node:crypto'
import { revalidatePath, revalidateTag } from 'next/cache'
import { NextResponse, type NextRequest } from 'next/server'

import { env } from '@/lib/env'
import { ALL_STATIC_TAGS } from '@/lib/cms/tags'
import { revalidateSecret } from '@/lib/revalidateSecret'

/**
 * POST /api/revalidate: expire every cached page and CMS read. Called once by `npm start` after migrations,
 * because `next build` renders pages from the seeded defaults without a database.
 */
export async function POST(request: NextRequest) {
  const given = Buffer.from(request.headers.get('x-revalidate-secret') ?? '')
  const expected = Buffer.from(revalidateSecret(env.PAYLOAD_SECRET))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return NextResponse.json({ error: 'Forbidden' }, { status: 403 })
  }
  for (const tag of ALL_STATIC_TAGS) revalidateTag(tag, { expire: 0 })
  revalidatePath('/', 'layout')
  return NextResponse.json({ revalidated: true })
}
