import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { type Cluster, missingBinaries, startCluster } from '../../scripts/tools/lib/cluster'
import { startEmbeddedPostgres, type EmbeddedDb } from '../../scripts/lib/embedded-db'
import { ROOT } from '../../scripts/lib/local-env'
import { gridStartingAt } from './pages-through-outage'

/**
 * The caching proxy in front of two production servers (deploy/nginx/'s rules, as docker compose runs them): public
 * pages come from its cache for a second, so an owner's edit shows through it once the app serves it (no fresh copy is
 * older than the second it was made in), nothing personal is cached (the admin, the APIs, draft mode, a signed-in user), each cookie-consent state gets its own
 * security policy, and the pages keep being served while both app servers are stopped.
 */
const missing = missingBinaries()
const inCi = Boolean(process.env.CI)

const OWNER_PASSWORD = 'proxy-owner-password-1'
const BR = 'gzip, deflate, br, zstd'
let tmp: string
let db: EmbeddedDb
let cluster: Cluster
let token: string

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))
const seconds = (ms: number) => (ms / 1000).toFixed(2)

/** A GET through the proxy (or `base`): status, the proxy's cache status, headers and the text. */
async function get(pathname: string, headers: Record<string, string> = {}, base = cluster.url) {
  const res = await fetch(`${base}${pathname}`, {
    headers: { 'accept-encoding': BR, ...headers },
    redirect: 'manual',
    signal: AbortSignal.timeout(10_000),
  })
  return { status: res.status, cache: res.headers.get('x-proxy-cache'), headers: res.headers, text: await res.text() }
}

async function owner(method: string, pathname: string, body?: unknown) {
  const res = await fetch(`${cluster.servers[0].url}${pathname}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `JWT ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return res.json()
}

beforeAll(async () => {
  if (missing.length) {
    if (inCi) throw new Error(`proxy tests need ${missing.join(', ')}: .ci/run installs them`)
    return
  }
  const dist = process.env.NEXT_DIST_DIR || '.next'
  if (!existsSync(path.join(ROOT, dist, 'BUILD_ID')))
    throw new Error(`no production build in ${dist}: run through \`npm test\` (TEST_SUITES=multi builds once)`)
  tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-proxy-'))
  db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
  cluster = await startCluster(db, 'proxycache', path.join(tmp, 'cluster'), {
    TRUSTED_PROXY_COUNT: '1',
    SEED_OWNER_PASSWORD: OWNER_PASSWORD,
    SEED_STAFF_PASSWORD: 'proxy-staff-password-1',
    PAYLOAD_SECRET: 'proxy-only-secret-0123456789abcdef',
  })
  const login = await fetch(`${cluster.servers[0].url}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: OWNER_PASSWORD }),
  })
  expect(login.status).toBe(200)
  token = ((await login.json()) as { token: string }).token
}, 300_000)

afterAll(async () => {
  await cluster?.stop()
  await db?.stop().catch(() => {})
  if (tmp) rmSync(tmp, { recursive: true, force: true })
})

describe.skipIf(missing.length > 0 && !inCi)('the caching proxy', () => {
  it('serves a public page from its cache, compressed as the visitor asked', async () => {
    await get('/areas/moseley')
    const again = await get('/areas/moseley')
    expect(again.status).toBe(200)
    // From the cache: HIT, or STALE when a second boundary fell between the two (then refreshed behind it).
    expect(again.cache).toMatch(/^(HIT|STALE|UPDATING)$/)
    expect(again.headers.get('content-encoding')).toBe('br')
    expect(again.text).toContain('Moseley')
    const gzip = await get('/areas/moseley', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(gzip.text).toBe(again.text)
  })

  it("serves a page that reads no parameter from its path's copy, whatever the query string", async () => {
    const first = await get('/areas/moseley')
    expect(first.status).toBe(200)
    const statuses: (string | null)[] = []
    for (let n = 0; n < 20; n++) {
      const res = await get(`/areas/moseley?x=${n}&utm_source=probe${n}`)
      expect(res.status).toBe(200)
      expect(res.text).toContain('Moseley')
      statuses.push(res.cache)
    }
    console.log(`/areas/moseley?x=N through the proxy: ${JSON.stringify(statuses)}`)
    // Every one from the path's copy (at most one refresh a second, never a miss of its own).
    expect(statuses.filter((s) => s === 'MISS')).toEqual([])
  })

  it('passes the pages that read parameters through with their query string, never from the cache', async () => {
    for (const pathname of [
      '/price?w=1200&h=1400',
      '/book/choose-a-time?postcode=B13%209XY',
      '/our-work?area=moseley',
    ]) {
      const answers = [await get(pathname), await get(pathname)]
      expect(answers.map((a) => a.status)).toEqual([200, 200])
      expect(
        answers.map((a) => a.cache),
        pathname,
      ).toEqual(['BYPASS', 'BYPASS'])
    }
    // Without a query string /our-work is still rendered per request (it reads its filters; the app marks the answer
    // private): the proxy passes it on and keeps no copy of it.
    const plain = [await get('/our-work'), await get('/our-work')]
    expect(plain.map((a) => a.status)).toEqual([200, 200])
    expect(plain.map((a) => a.headers.get('cache-control'))).toEqual([
      expect.stringMatching(/private|no-store/),
      expect.stringMatching(/private|no-store/),
    ])
    expect(plain.map((a) => a.cache)).not.toContain('HIT')
  })

  it('never caches the admin, the APIs, draft mode or a signed-in user', async () => {
    for (const pathname of ['/admin', '/admin/login', '/api/products', '/api/cms/globals/site-settings']) {
      const answers = [await get(pathname), await get(pathname)]
      expect(
        answers.map((a) => a.cache),
        pathname,
      ).toEqual([null, null])
    }

    // A signed-in editor turns on draft mode through the preview route (never cached either).
    const preview = await get('/next/preview?path=/', { authorization: `JWT ${token}` })
    expect(preview.status).toBe(307)
    expect(preview.cache).toBeNull()
    const draftCookie = /__prerender_bypass=[^;]+/.exec(preview.headers.get('set-cookie') ?? '')?.[0]
    expect(draftCookie, 'the draft-mode cookie').toBeTruthy()

    await get('/') // the public page is in the cache
    const draft = await get('/', { cookie: `${draftCookie}; payload-token=${token}` })
    expect(draft.status).toBe(200)
    expect(draft.cache).toBe('BYPASS')
    // The draft page's own policy (the admin may frame it), and it does not reach the next visitor.
    expect(draft.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    const visitor = await get('/')
    expect(visitor.cache).toMatch(/HIT|STALE|UPDATING|EXPIRED|MISS/)
    expect(visitor.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")

    expect((await get('/', { cookie: draftCookie! })).cache).toBe('BYPASS')
    expect((await get('/', { cookie: `payload-token=${token}` })).cache).toBe('BYPASS')
    expect((await get('/', { authorization: `JWT ${token}` })).cache).toBe('BYPASS')
  })

  it('keeps a copy per cookie-consent state, each with the policy the app gives that state', async () => {
    // src/proxy.ts writes the page's Content-Security-Policy from this cookie: no state may get another's copy.
    const states = ['', 'cookie-consent=declined', 'cookie-consent=accepted']
    const statuses: Record<string, (string | null)[]> = {}
    for (let round = 0; round < 2; round++)
      for (const cookie of states) {
        const headers: Record<string, string> = cookie ? { cookie } : {}
        const res = await get('/contact', headers)
        ;(statuses[cookie] ??= []).push(res.cache)
        const app = await get('/contact', headers, cluster.servers[round].url)
        expect(res.headers.get('content-security-policy'), cookie).toBe(app.headers.get('content-security-policy'))
      }
    console.log(`/contact per consent state, through the proxy: ${JSON.stringify(statuses)}`)
    // The first request of each state is its own (a miss), the second comes from that state's copy.
    for (const cookie of states) {
      expect(statuses[cookie][0], cookie).toBe('MISS')
      expect(statuses[cookie][1], cookie).toMatch(/^(HIT|STALE|UPDATING)$/)
    }
    // The cookie sent twice (the key would see only one of them): passed to the app, never cached.
    expect((await get('/contact', { cookie: 'cookie-consent=accepted; cookie-consent=declined' })).cache).toBe('BYPASS')
  })

  it("shows an owner's edit through the proxy once the app serves it: no fresh copy outlives its second", async () => {
    const pounds = (pence: number) =>
      new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(pence / 100)
    const before = (await get('/')).text
    const { docs } = (await owner('GET', '/api/cms/products?limit=50&depth=0')) as {
      docs: { id: number; startingPrice: number; priceGrid: unknown }[]
    }
    const product = docs.find((p) => before.includes(pounds(p.startingPrice)))
    expect(product, 'a product whose price the home page shows').toBeTruthy()
    // A lower smallest grid cell: the new starting price.
    let price = product!.startingPrice - 11
    while (before.includes(pounds(price))) price -= 11

    // Visitors keep the page in the proxy's cache; each app server is asked directly beside them. Every answer
    // through the proxy after the save is kept: when it was asked, what the cache did, whether it had the edit.
    const seen: Record<string, number> = { proxy: -1, a: -1, b: -1 }
    const proxied: { start: number; cache: string | null; edited: boolean }[] = []
    let running = true
    let saved = 0
    const watch = async (which: string, base: string) => {
      while (running) {
        const start = Date.now()
        const res = await get('/', {}, base)
        const edited = res.text.includes(pounds(price))
        if (saved && which === 'proxy') proxied.push({ start, cache: res.cache, edited })
        if (saved && seen[which] < 0 && edited) seen[which] = Date.now() - saved
        await sleep(100)
      }
    }
    // From the second after the one in which both servers had served the edit: the app marks each copy fresh until
    // the end of the second it made it in (X-Accel-Expires: @<that second>, scripts/server.mjs; nginx hides it), so
    // an answer the proxy gives from a fresh copy (HIT) then, or from the app itself (MISS, EXPIRED, REVALIDATED), was
    // made after both servers served the edit and must have it. Only a copy being refreshed (STALE, UPDATING) may
    // lack it. A copy kept fresh longer (nginx's own 1 s lasts up to 2, a longer time, Next's year-long s-maxage) or a
    // refresh answered 304 for the old page would be a fresh answer without the edit.
    const afterAppSecond = () => {
      const appSecond = Math.floor((saved + Math.max(seen.a, seen.b)) / 1000)
      return proxied.filter((x) => Math.floor(x.start / 1000) > appSecond)
    }
    const isStale = (cache: string | null) => cache === 'STALE' || cache === 'UPDATING'
    const [a, b] = cluster.servers
    const watchers = [watch('proxy', cluster.url), watch('a', a.url), watch('b', b.url)]
    await sleep(2_500)
    await owner('PATCH', `/api/cms/products/${product!.id}`, { priceGrid: gridStartingAt(product!.priceGrid, price) })
    saved = Date.now()
    // A wait (at most 20 s): until every way in serves the edit and the proxy has answered from a fresh copy since.
    const done = () => Object.values(seen).every((t) => t >= 0) && afterAppSecond().some((x) => x.cache === 'HIT')
    while (Date.now() - saved < 20_000 && !done()) await sleep(50)
    running = false
    await Promise.all(watchers)
    const app = Math.max(seen.a, seen.b)
    const later = afterAppSecond()
    const freshWithout = later.filter((x) => !isStale(x.cache) && !x.edited)
    const firstEdited = proxied.findIndex((x) => x.edited)
    const wentBack = firstEdited < 0 ? [] : proxied.slice(firstEdited).filter((x) => !x.edited)
    console.log(
      `price change saved: served by server A after ${seconds(seen.a)} s, B ${seconds(seen.b)} s, ` +
        `through the proxy after ${seconds(seen.proxy)} s (${seconds(seen.proxy - app)} s after both servers); ` +
        `from the next second on ${later.length} answers through the proxy: ` +
        `${later.filter((x) => x.cache === 'HIT').length} HIT, ${later.filter((x) => isStale(x.cache)).length} STALE or UPDATING, ` +
        `${freshWithout.length} fresh without the edit`,
    )
    expect(Math.min(...Object.values(seen)), 'every way in serves the edit').toBeGreaterThanOrEqual(0)
    expect(
      later.filter((x) => x.cache === 'HIT'),
      'answers from a fresh copy after both servers served the edit',
    ).not.toEqual([])
    expect(freshWithout, 'a fresh answer through the proxy without the edit').toEqual([])
    expect(wentBack, 'the old page through the proxy after it had served the edit').toEqual([])
  })

  it('keeps serving the pages it has while both app servers are stopped', async () => {
    const PAGES = ['/', '/areas/moseley', '/wooden-collection', '/privacy-policy']
    const copies = new Map<string, string>()
    for (const page of PAGES)
      for (const encoding of [BR, 'gzip']) {
        await get(page, { 'accept-encoding': encoding })
        copies.set(`${page} ${encoding}`, (await get(page, { 'accept-encoding': encoding })).text)
      }
    for (const server of cluster.servers) server.stop()
    // Wait until neither server answers (their ports refused or failing).
    const start = Date.now()
    for (const server of cluster.servers)
      while (Date.now() - start < 15_000) {
        const up = await fetch(`${server.url}/robots.txt`, { signal: AbortSignal.timeout(1_000) }).then(
          () => true,
          () => false,
        )
        if (!up) break
        await sleep(200)
      }
    const stopped = Date.now()

    // For 4 s (well past the second a copy is fresh), every page, both encodings.
    const answers: { page: string; status: number; cache: string | null; same: boolean }[] = []
    while (Date.now() - stopped < 4_000) {
      for (const page of PAGES)
        for (const encoding of [BR, 'gzip']) {
          const res = await get(page, { 'accept-encoding': encoding })
          answers.push({
            page,
            status: res.status,
            cache: res.cache,
            same: res.text === copies.get(`${page} ${encoding}`),
          })
        }
      await sleep(200)
    }
    const failed = answers.filter((a) => a.status !== 200 || !a.same)
    console.log(
      `app servers stopped: ${answers.length} page requests through the proxy in ${seconds(Date.now() - stopped)} s, ` +
        `${answers.filter((a) => a.cache === 'STALE').length} served stale, ${failed.length} failed`,
    )
    expect(failed).toEqual([])
    expect(answers.filter((a) => a.cache === 'STALE').length).toBeGreaterThan(0)
    // What the proxy never had cannot be served, and a lead is never answered from a cache.
    expect((await get('/areas/kings-heath?never-cached')).status).toBe(502)
    const lead = await fetch(`${cluster.url}/api/measuring-appointment`, { method: 'POST', body: '{}' })
    expect(lead.status).toBe(502)
  }, 60_000)
})
