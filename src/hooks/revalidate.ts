import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

/**
 * Expire cache tags after a CMS write so the public pages that show the data are re-rendered on their next request.
 * Outside a Next.js server (seed script, integration tests) there is no cache to expire: the call is skipped.
 */
export async function expireTags(tags: string[], req?: PayloadRequest): Promise<void> {
  if (req?.context?.disableRevalidate) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next.js request (no incremental cache): nothing to expire.
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
