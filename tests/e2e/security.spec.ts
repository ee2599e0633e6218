import { expect, test, type APIRequestContext } from '@playwright/test'

import { STAFF } from './helpers'

/**
 * Hardening: security headers, robots, and what an anonymous visitor or a staff member can do through every
 * collection's REST and GraphQL endpoints — nothing private returned, nothing they may not change changed.
 */
test.skip(({ isMobile }) => isMobile, 'server behaviour: once is enough')

const CONTENT = ['products', 'testimonials', 'faqs', 'area-overrides', 'legal-pages', 'media'] as const
const PRIVATE = ['measuring-appointments', 'quote-requests', 'users'] as const

async function staffToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/cms/users/login', { data: { username: STAFF.username, password: STAFF.password } })
  expect(res.ok()).toBe(true)
  return (await res.json()).token
}

const gql = (request: APIRequestContext, query: string, token?: string) =>
  request.post('/api/cms/graphql', {
    data: { query },
    headers: token ? { Authorization: `JWT ${token}` } : {},
  })

test('security headers on public pages, the admin and the API', async ({ request }) => {
  for (const path of ['/', '/areas/moseley', '/book']) {
    const headers = (await request.get(path)).headers()
    expect(headers['content-security-policy'], path).toContain("default-src 'self'")
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
    expect(headers['content-security-policy']).not.toContain('unsafe-eval')
    expect(headers['strict-transport-security']).toContain('max-age=')
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    expect(headers['x-powered-by']).toBeUndefined()
  }
  const admin = (await request.get('/admin/login')).headers()
  expect(admin['x-robots-tag']).toContain('noindex')
  expect(admin['content-security-policy']).toContain("default-src 'self'")
  const api = (await request.get('/api/products')).headers()
  expect(api['x-robots-tag']).toContain('noindex')
})

test('robots.txt keeps crawlers out of the admin and the API and points to the sitemap', async ({ request }) => {
  const text = await (await request.get('/robots.txt')).text()
  expect(text).toMatch(/Disallow: \/admin/)
  expect(text).toMatch(/Disallow: \/api\//)
  expect(text).toMatch(/Sitemap: .*\/sitemap\.xml/)
})

test('an anonymous visitor reads published content only and changes nothing', async ({ request }) => {
  for (const slug of PRIVATE) {
    const res = await request.get(`/api/cms/${slug}`)
    expect(res.status(), slug).toBe(403)
    expect(await res.text()).not.toMatch(/@example\.com/)
  }
  for (const slug of CONTENT) {
    const list = await request.get(`/api/cms/${slug}?limit=1`)
    expect(list.ok(), slug).toBe(true)
    const doc = (await list.json()).docs[0]
    if (!doc) continue
    expect((await request.patch(`/api/cms/${slug}/${doc.id}`, { data: { updatedAt: new Date().toISOString() } })).status(), `${slug} patch`).toBe(403)
    expect((await request.delete(`/api/cms/${slug}/${doc.id}`)).status(), `${slug} delete`).toBe(403)
  }
  expect((await request.post('/api/cms/products', { data: { name: 'Hacked' } })).status()).toBe(403)
  expect((await request.post('/api/cms/globals/site-settings', { data: { phonePrimary: '0' } })).status()).toBe(403)
  const testimonials = await (await request.get('/api/cms/testimonials?limit=100')).json()
  expect(testimonials.docs.every((t: { published: boolean }) => t.published)).toBe(true)

  const leads = await (await gql(request, '{ MeasuringAppointments { docs { customerName customerPhone } } Users { docs { email } } }')).json()
  expect(leads.data?.MeasuringAppointments ?? null).toBeNull()
  expect(leads.data?.Users ?? null).toBeNull()
  expect(JSON.stringify(leads)).not.toMatch(/@example\.com|0121/)

  const products = await (await request.get('/api/products')).json()
  const mutation = await (await gql(request, `mutation { updateProduct(id: ${products[0].id}, data: { startingPrice: 1 }) { startingPrice } }`)).json()
  expect(mutation.errors?.length).toBeGreaterThan(0)
  const after = await (await request.get('/api/products')).json()
  expect(after[0].startingPrice).toBe(products[0].startingPrice)
})

test('staff work leads but cannot change prices, settings or other users', async ({ request }) => {
  const token = await staffToken(request)
  const auth = { Authorization: `JWT ${token}` }

  expect((await request.get('/api/cms/measuring-appointments', { headers: auth })).ok()).toBe(true)
  const users = await (await request.get('/api/cms/users', { headers: auth })).json()
  expect(users.docs.map((u: { username: string }) => u.username)).toEqual(['staff'])

  const products = await (await request.get('/api/products')).json()
  const id = products[0].id
  expect((await request.patch(`/api/cms/products/${id}`, { headers: auth, data: { startingPrice: 1 } })).status()).toBe(403)
  expect((await request.post('/api/cms/globals/promotion', { headers: auth, data: { percentOff: 90 } })).status()).toBe(403)
  expect((await request.post('/api/cms/users', { headers: auth, data: { username: 'intruder', email: 'i@example.com', password: 'x-long-password-1' } })).status()).toBe(403)

  const lead = await (await request.get('/api/cms/measuring-appointments?limit=1', { headers: auth })).json()
  if (lead.docs[0]) {
    expect((await request.delete(`/api/cms/measuring-appointments/${lead.docs[0].id}`, { headers: auth })).status()).toBe(403)
  }

  const mutation = await (await gql(request, `mutation { updateProduct(id: ${id}, data: { startingPrice: 1 }) { startingPrice } }`, token)).json()
  expect(mutation.errors?.length).toBeGreaterThan(0)
  const owner = await (await gql(request, '{ Users { docs { username role } } }', token)).json()
  expect(owner.data.Users.docs).toEqual([{ username: 'staff', role: 'staff' }])
  const after = await (await request.get('/api/products')).json()
  expect(after[0].startingPrice).toBe(products[0].startingPrice)
})
