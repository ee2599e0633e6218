/**
 * Next's incremental cache (pages, route responses, `unstable_cache` reads) shared by every server through Redis.
 * next.config.mjs uses this file only when REDIS_URL is set; without it Next keeps its own per-server cache on disk.
 *
 * Each entry is stored under its key with its tags. `revalidateTag(tag)` on any server records when the tag went
 * stale (`<prefix>:__staleTags__`) instead of deleting the entries, as Next's own disk cache does with the 'max'
 * profile: every server then serves the page it had once while re-rendering it in the background, and keeps it
 * when that render fails (the database is down), so an edit followed by an outage never turns a page into an
 * error. A path revalidation (`revalidatePath`, run at start) still drops the entries at once, and so does a tag named
 * `at-once:…` (the estimate's grids and offers, `TAGS.estimate` in src/lib/cms/tags.ts): Next does not pass the
 * `{ expire: 0 }` profile on to this handler, so the name carries it. While Redis cannot
 * be reached, every read is a miss: pages are rendered on each request (slower, never stale), and the client
 * reconnects by itself.
 *
 * Plain JavaScript on purpose: Next loads it at run time, outside its bundles.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import tagsManifestModule from 'next/dist/server/lib/incremental-cache/tags-manifest.external.js'
import { createClient } from 'redis'

const IMPLICIT_TAG = '_N_T_'
/** AT_ONCE_PREFIX in src/lib/cms/tags.ts: entries with such a tag are deleted on every server, never served stale. */
const AT_ONCE_PREFIX = 'at-once:'
const PAGE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES'])
/** A page kept after a failed re-render is stored with a short revalidate (3-30 s); it must outlive that. */
const MIN_EXPIRE_SECONDS = 30 * 24 * 3600

/**
 * Tells this process's Next that a tag went stale at `at` (another server may have revalidated it): the same
 * in-memory record Next's own revalidateTag writes, read when Next decides whether an entry is stale.
 */
function markStale(tag, at) {
  const { tagsManifest } = tagsManifestModule
  const known = tagsManifest.get(tag) ?? {}
  if ((known.stale ?? 0) < at) tagsManifest.set(tag, { ...known, stale: at })
}

/**
 * Whether a page entry is Next keeping the page it had after a re-render failed: Next stores the previous page again
 * with a revalidate of 3 to 30 s (its retry delay); a page rendered afresh here has no revalidate or a year's.
 */
function isKeptAfterFailedRender(entry) {
  const revalidate = entry?.lifespan?.revalidate
  return entry?.value?.kind === 'APP_PAGE' && typeof revalidate === 'number' && revalidate <= 30
}

/**
 * Whether storing `incoming` (a page kept after a failed re-render) would replace a different page another server
 * stored meanwhile: the kept page is the one this server read before its render began, so a different stored page
 * was rendered after that read, and is the newer one.
 */
export function replacesNewerPage(current, incoming) {
  const had = current?.value?.html
  const kept = incoming?.value?.html
  return current?.value?.kind === 'APP_PAGE' && typeof had === 'string' && typeof kept === 'string' && had !== kept
}

/**
 * The Redis handler with stale-on-revalidate for explicit tags (see above). Exported for tests/multi, which runs it
 * against a real Redis.
 */
export function staleOnRevalidate(handler, client, keyPrefix, timeoutMs) {
  const staleTagsKey = `${keyPrefix}__staleTags__`
  return {
    ...handler,
    name: 'redis-strings-stale',
    async get(key, meta) {
      const entry = await handler.get(key, meta)
      if (!entry) return entry
      // A page's own lifetime travels with it: a page another server kept after a failed re-render (stored with
      // a revalidate of a few seconds) is then stale here too, and tried again, instead of fresh for good.
      if (PAGE_KINDS.has(entry.value?.kind) && !entry.cacheControl && entry.lifespan?.revalidate !== undefined) {
        entry.cacheControl = { revalidate: entry.lifespan.revalidate, expire: undefined }
      }
      const tags = [...new Set([...(entry.tags ?? []), ...(meta?.implicitTags ?? [])])].filter(
        (tag) => !tag.startsWith(IMPLICIT_TAG),
      )
      if (tags.length === 0) return entry
      const times = await client.withAbortSignal(AbortSignal.timeout(timeoutMs)).hmGet(staleTagsKey, tags)
      times.forEach((time, i) => {
        if (time) markStale(tags[i], Number(time))
      })
      return entry
    },
    async set(key, entry, ctx) {
      // Two servers re-render one page at once after an outage: one succeeds, the other's render fails and Next keeps
      // the old page. Stored last, the old page would be served again for its few seconds: keep the newer one.
      if (isKeptAfterFailedRender(entry)) {
        const current = await handler.get(key, { implicitTags: [] }).catch(() => null)
        if (replacesNewerPage(current, entry)) return
      }
      return handler.set(key, entry, ctx)
    },
    async revalidateTag(tag) {
      if (tag.startsWith(IMPLICIT_TAG) || tag.startsWith(AT_ONCE_PREFIX)) return handler.revalidateTag(tag)
      await client.withAbortSignal(AbortSignal.timeout(timeoutMs)).hSet(staleTagsKey, tag, Date.now())
    },
  }
}

const SHARED = Symbol.for('vb-birmingham.cache-handler')

CacheHandler.onCreation(() => {
  // One Redis connection per process: Next creates a handler instance per request.
  const holder = globalThis
  if (holder[SHARED]) return holder[SHARED]
  holder[SHARED] = (async () => {
    // `next build` never needs Redis: what it renders is replaced on start.
    if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD || !process.env.REDIS_URL) {
      return { handlers: [createLruHandler()] }
    }
    const client = createClient({
      url: process.env.REDIS_URL,
      pingInterval: 10_000,
      socket: { connectTimeout: 2_000, reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, 2_000) },
    })
    let warned = false
    client.on('error', (error) => {
      if (warned) return
      warned = true
      console.error(`[cache] Redis unavailable, pages are rendered without the shared cache: ${error.message}`)
    })
    client.on('ready', () => {
      if (warned) console.log('[cache] Redis connection restored')
      warned = false
    })
    await client.connect().catch(() => {}) // reconnects by itself; reads are misses meanwhile
    const keyPrefix = `${process.env.REDIS_KEY_PREFIX ?? 'vb'}:`
    const timeoutMs = 1_000
    return {
      handlers: [staleOnRevalidate(createRedisHandler({ client, keyPrefix, timeoutMs }), client, keyPrefix, timeoutMs)],
      ttl: { estimateExpireAge: (staleAge) => Math.max(staleAge * 1.5, MIN_EXPIRE_SECONDS) },
    }
  })()
  return holder[SHARED]
})

export default CacheHandler
