import { existsSync, readdirSync } from 'node:fs'
import path from 'node:path'

import { expect, test, type APIResponse } from '../support/e2e/test'

import { STAFF } from '../support/e2e/helpers'

/**
 * The production server's CMS API under a hostile visitor: malformed requests get a 4xx without a stack trace, a
 * failed sign-in does not tell whether the account exists, and the staff export offers only the lead collections.
 * (No test here reaches the sign-in limit: it would block this machine's address for the specs that follow.)
 */
test.skip(({ isMobile }) => isMobile, 'server behaviour: once is enough')

async function expectClientError(res: APIResponse, label: string) {
  const text = await res.text()
  expect(res.status(), `${label}: ${text}`).toBeGreaterThanOrEqual(400)
  expect(res.status(), `${label}: ${text}`).toBeLessThan(500)
  expect(text, label).not.toMatch(/"stack"|\n\s+at |\bat .+\(.+:\d+:\d+\)/)
}

test('malformed anonymous requests are answered 4xx, never 500', async ({ request }) => {
  for (const path of [
    '/api/cms/products/abc',
    '/api/cms/products?page=-1',
    '/api/cms/faqs?where[topic][equals]=x',
    '/api/cms/media/file/nonexistent.webp',
  ]) {
    await expectClientError(await request.get(path), path)
  }
  expect((await request.get('/api/cms/media/file/nonexistent.webp')).status()).toBe(404)
})

test('GraphQL is turned off: its endpoint answers 404, whatever is sent', async ({ request }) => {
  // No route runs a query: GraphQL is disabled (payload.config.ts) and src/app/(payload) has only the REST catch-all,
  // so /api/cms/graphql reaches Payload's REST router, which finds no endpoint for the path and answers its own
  // "Route not found" without reading the body. A body that is not even JSON, a costly query and an introspection all
  // get that very answer, as a GET does: a GraphQL handler would answer each differently (data, or its errors).
  const notFound = (address: string) => ({ message: `Route not found "${address}"` })
  const faqs = `{ ${Array.from({ length: 240 }, (_, i) => `f${i}: Faqs { docs { question answer } }`).join(' ')} }`
  for (const data of [
    '{"query": "{ Products { docs { id } } }"',
    { query: faqs },
    { query: '{ __schema { types { name } } }' },
  ]) {
    const graphql = await request.post('/api/cms/graphql', { headers: { 'Content-Type': 'application/json' }, data })
    await expectClientError(graphql, 'graphql')
    expect(graphql.status()).toBe(404)
    expect(await graphql.json()).toEqual(notFound('/api/cms/graphql'))
  }
  for (const address of ['/api/cms/graphql', '/api/cms/graphql-playground']) {
    const res = await request.get(address)
    expect(res.status(), address).toBe(404)
    expect(await res.json(), address).toEqual(notFound(address))
  }
})

test('an unknown account is answered exactly like a wrong password', async ({ request }) => {
  const wrong = await request.post('/api/cms/users/login', {
    data: { username: STAFF.username, password: 'not-the-password' },
  })
  const unknown = await request.post('/api/cms/users/login', {
    data: { username: 'no-such-user', password: 'not-the-password' },
  })
  expect(wrong.status()).toBe(401)
  expect(unknown.status()).toBe(wrong.status())
  expect(await unknown.json()).toEqual(await wrong.json())
})

test('staff can export leads only, and a refused export answers at once', async ({ request }) => {
  const login = await request.post('/api/cms/users/login', {
    data: { username: STAFF.username, password: STAFF.password },
  })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  for (const collectionSlug of ['payload-jobs', 'payload-kv', 'users']) {
    const res = await request.post('/api/cms/exports/download', {
      headers,
      data: { data: { collectionSlug, format: 'csv' } },
      timeout: 10_000,
    })
    expect(res.status(), collectionSlug).toBe(400)
  }
  const leads = await request.post('/api/cms/exports/download', {
    headers,
    data: { data: { collectionSlug: 'quote-requests', format: 'csv' } },
    timeout: 10_000,
  })
  // An export of no rows is empty, so only the kind of answer is checked here (the cells: tests/int/exports.test.ts).
  expect(leads.status()).toBe(200)
  expect(leads.headers()['content-type']).toContain('text/csv')
  expect(
    (await request.post('/api/cms/imports', { headers, data: { collectionSlug: 'quote-requests' } })).status(),
  ).toBe(404)
})

test('a preview path no redirect can carry is answered 400, not 500', async ({ request }) => {
  for (const route of ['/next/exit-preview', '/next/preview'])
    for (const raw of ['/%00', '/%FF', '/%7F', '/a%01b', '/%E2%80%AE'])
      await expectClientError(await request.get(`${route}?path=${raw}`, { maxRedirects: 0 }), `${route}?path=${raw}`)
  // A path it can carry still leaves draft mode and lands on the page.
  const ok = await request.get('/next/exit-preview?path=/contact', { maxRedirects: 0 })
  expect(ok.status()).toBe(307)
  expect(ok.headers().location).toBe('/contact')
})

test('made-up /book addresses are 404 and write nothing to the page cache', async ({ request }) => {
  // The server this run started serves the build in NEXT_DIST_DIR (npm test sets it for parallel builds).
  const bookDir = path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'server', 'app', 'book')
  const cached = () => (existsSync(bookDir) ? readdirSync(bookDir, { recursive: true }).map(String).sort() : [])
  const before = cached()
  const madeUp = ['made-up-type', `x${'a'.repeat(300)}`, 'a/b', 'wooden/extra', 'faux-wood/../../etc']
  for (const slug of madeUp) {
    const res = await request.get(`/book/${slug}`)
    expect(res.status(), `/book/${slug}`).toBe(404)
  }
  for (const known of ['/book', '/book/wooden', '/book/faux-wood', '/book/basswood'])
    expect((await request.get(known)).status(), known).toBe(200)
  expect(cached().filter((f) => !before.includes(f))).toEqual([])
})

test('a bad percent sign in a page address answers 400, never 500', async ({ request }) => {
  for (const path of ['/%', '/quote/%', '/review/%', '/areas/%', '/book/manage/%', '/%zz', '/areas/moseley%'])
    await expectClientError(await request.get(path, { maxRedirects: 0 }), path)
  // A stray percent sign in the query (a campaign link's "100%") is not the page's address: the page, never a 500.
  expect((await request.get('/?%', { maxRedirects: 0 })).status()).toBeLessThan(500)
  // A well-formed escape still reaches its page (or its 404).
  expect((await request.get('/areas/mosel%65y')).status()).toBe(200)
  expect((await request.get('/quote/no-such-token%20')).status()).toBeLessThan(500)
})

test('CMS filters a field cannot answer are 4xx for anonymous visitors (the sweep: tests/int/query-filters)', async ({
  request,
}) => {
  const collections = ['products', 'faqs', 'testimonials', 'local-jobs', 'legal-pages', 'media', 'services']
  const fields = ['createdAt', 'updatedAt']
  let swept = 0
  for (const slug of collections)
    for (const field of fields)
      for (const operator of ['near', 'within', 'intersects', 'all', 'like', 'contains', 'not_like']) {
        const path = `/api/cms/${slug}?where[${field}][${operator}]=1,2,3&limit=1`
        await expectClientError(await request.get(path), path)
        swept++
      }
  expect(swept).toBe(98)
  expect((await request.get('/api/cms/faqs?where[question][near]=1,2')).status()).toBe(400)
})
