import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'
import { createClient, type RedisClientType } from 'redis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { staleOnRevalidate } from '../../cache-handler.mjs'
import { missingBinaries, startRedis } from '../../scripts/tools/lib/cluster'

/**
 * The shared page cache's own rule, against a real Redis: a page Next keeps after a failed re-render (stored again
 * with its 3-30 s retry delay) never replaces a newer page another server stored meanwhile, and still refreshes its
 * own entry when nothing newer is there.
 */
const missing = missingBinaries()
const inCi = Boolean(process.env.CI)

let tmp: string
let redis: { url: string; stop: () => void }
let client: RedisClientType
let cache: ReturnType<typeof staleOnRevalidate>

const page = (html: string, revalidate: number | false, at = Date.now()) => {
  const staleAge = revalidate || 31_536_000
  const lastModifiedAt = Math.floor(at / 1000)
  return {
    value: { kind: 'APP_PAGE', html, rscData: Buffer.from(`rsc ${html}`), headers: {}, status: 200 },
    lastModified: at,
    tags: ['global:site-settings'],
    lifespan: {
      lastModifiedAt,
      staleAge,
      staleAt: lastModifiedAt + staleAge,
      expireAge: 30 * 24 * 3600,
      expireAt: lastModifiedAt + 30 * 24 * 3600,
      revalidate,
    },
  }
}
const htmlOf = async (key: string) =>
  ((await cache.get(key, { implicitTags: [] })) as { value?: { html?: string } } | null)?.value?.html

describe.skipIf(missing.length > 0 && !inCi)('the shared page cache (Redis)', () => {
  beforeAll(async () => {
    tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-cache-'))
    redis = await startRedis(tmp)
    client = createClient({ url: redis.url, RESP: 2 })
    await client.connect()
    const keyPrefix = 'test:'
    cache = staleOnRevalidate(createRedisHandler({ client, keyPrefix, timeoutMs: 1_000 }), client, keyPrefix, 1_000)
  })

  afterAll(async () => {
    await client?.quit().catch(() => {})
    redis?.stop()
    if (tmp) rmSync(tmp, { recursive: true, force: true })
  })

  it('never lets a page kept after a failed re-render replace the newer page another server stored', async () => {
    await cache.set('/a', page('<p>£84 old</p>', false))
    // Server B re-renders once the database is back and stores the new page…
    await cache.set('/a', page('<p>£77 new</p>', false))
    // …then server A's render, begun during the outage, fails: Next stores the page A had read, with 3 s to retry.
    await cache.set('/a', page('<p>£84 old</p>', 3))
    expect(await htmlOf('/a')).toBe('<p>£77 new</p>')
  })

  it('keeps the page with its retry delay when nothing newer was stored', async () => {
    await cache.set('/b', page('<p>£84 old</p>', false, Date.now() - 60_000))
    await cache.set('/b', page('<p>£84 old</p>', 3))
    const entry = (await cache.get('/b', { implicitTags: [] })) as { lifespan?: { revalidate?: unknown } } | null
    expect(entry?.lifespan?.revalidate).toBe(3)
    // A page rendered afresh always replaces what is there.
    await cache.set('/b', page('<p>£77 new</p>', false))
    expect(await htmlOf('/b')).toBe('<p>£77 new</p>')
  })
})
