import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { expiresAtOnce } from '@/lib/cms/tags'
import { env } from '@/lib/platform/env'
import { errorMessage } from '@/lib/platform/narrow'
import { revalidateSecret } from '@/lib/platform/revalidateSecret'

/**
 * Mark cache tags stale after a CMS write so the public pages that show the data are re-rendered on their next
 * request. Stale, not dropped ('max'): the request that finds a page stale gets the page it had while the new one
 * renders in the background, so a database that stops right after an edit leaves the last good page served (and
 * tried again every few seconds) instead of an error. The estimate's own tag (`expiresAtOnce`) is dropped at once
 * instead: an estimate is never computed from a superseded grid.
 * Outside a Next.js server there is no cache here to expire: the jobs worker (a scheduled publish), which sets
 * REVALIDATE_URL, asks the site to expire them (POST /api/revalidate); other scripts (seed, tests) skip the call.
 */
export async function expireTags(tags: string[], req?: PayloadRequest): Promise<void> {
  if (req?.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, expiresAtOnce(tag) ? { expire: 0 } : 'max')
  } catch {
    // Not inside a Next.js request (no incremental cache).
    await expireTagsRemotely(tags, req)
  }
}

/** The site's POST /api/revalidate, for a process beside it; failures are logged (the write itself stands). */
async function expireTagsRemotely(tags: string[], req?: PayloadRequest): Promise<void> {
  const base = process.env.REVALIDATE_URL
  if (!base || tags.length === 0) return
  try {
    const res = await fetch(`${base.replace(/\/$/, '')}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': revalidateSecret(env.PAYLOAD_SECRET) },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(5_000),
    })
    if (!res.ok) throw new Error(`answered ${res.status}`)
  } catch (error) {
    req?.payload.logger.warn(`Could not expire ${tags.join(', ')} at ${base}: ${errorMessage(error)}`)
  }
}

type TagsFor<T> = (doc: T) => string[]

/** afterChange + afterDelete hooks for a collection: expire the collection's tags and the document's own tags. */
export function revalidateCollection<T = Record<string, unknown>>(
  collectionTags: string[],
  docTags?: TagsFor<T>,
): { afterChange: CollectionAfterChangeHook[]; afterDelete: CollectionAfterDeleteHook[] } {
  const tagsOf = (doc: T | undefined, previous?: T) => [
    ...collectionTags,
    ...(doc && docTags ? docTags(doc) : []),
    ...(previous && docTags ? docTags(previous) : []),
  ]
  return {
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        await expireTags(tagsOf(doc as T, previousDoc as T), req)
        return doc
      },
    ],
    afterDelete: [
      async ({ doc, req }) => {
        await expireTags(tagsOf(doc as T), req)
        return doc
      },
    ],
  }
}

export function revalidateGlobal(tags: string[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    await expireTags(tags, req)
    return doc
  }
}

/**
 * afterChange for a global with drafts: expire its pages when a version is published (now, by a scheduled job, or by
 * restoring one). Autosaved drafts change nothing visitors see, so they expire nothing.
 */
export function revalidatePublishedGlobal(tags: string[]): GlobalAfterChangeHook {
  return async ({ doc, req }) => {
    if ((doc as { _status?: string })._status === 'published') await expireTags(tags, req)
    return doc
  }
}
