/**
 * Next's incremental cache (pages, route responses, `unstable_cache` reads) shared by every server through Redis.
 * next.config.mjs uses this file only when REDIS_URL is set; without it Next keeps its own per-server cache on disk.
 *
 * Each entry is stored under its key with its tags; `revalidateTag` on any server deletes the tagged entries, so the
 * next request on every server renders the page afresh. While Redis cannot be reached, every read is a miss: pages
 * are rendered on each request (slower, never stale), and the client reconnects by itself.
 *
 * Plain JavaScript on purpose: Next loads it at run time, outside its bundles.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { PHASE_PRODUCTION_BUILD } from 'next/constants.js'
import { createClient } from 'redis'

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
    return {
      handlers: [
        createRedisHandler({ client, keyPrefix: `${process.env.REDIS_KEY_PREFIX ?? 'vb'}:`, timeoutMs: 1_000 }),
      ],
    }
  })()
  return holder[SHARED]
})

export default CacheHandler
