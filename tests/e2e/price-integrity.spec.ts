import { expect, test, type APIRequestContext } from '../support/e2e/test'

import { OWNER } from '../support/e2e/helpers'

/**
 * Prices that cannot go wrong quietly (issue 47): a new price is the price on the very next estimate, the estimate
 * offers and accepts only what the chosen blind sells, a booking says what happened, money explains itself, and the
 * grid paste shows what it will do before it does it.
 */
test.describe.configure({ mode: 'serial' })

async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/cms/users/login', {
    data: { username: OWNER.username, password: OWNER.password },
  })
  return { Authorization: `JWT ${(await login.json()).token}` }
}

async function productBySlug(request: APIRequestContext, slug: string) {
  const found = await request.get(`/api/cms/products?where[slug][equals]=${slug}&depth=0`)
  return (await found.json()).docs[0] as {
    id: number
    priceGrid: { widths: number[]; drops: number[]; cells: number[][] }
  }
}

test('a grid change is reflected by the very next estimate, and shared caches keep it a minute at most', async ({
  request,
}) => {
  const headers = await ownerHeaders(request)
  const product = await productBySlug(request, 'wooden-venetian-blinds')
  const url = '/api/price?product=wooden-venetian-blinds&width=50&drop=50'
  const before = await request.get(url)
  expect(before.status()).toBe(200)
  expect((await before.json()).listPence).toBe(product.priceGrid.cells[0][0])
  const cacheControl = before.headers()['cache-control']
  expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(60)
  expect(cacheControl).not.toMatch(/stale-while-revalidate=(?:[6-9]\d|\d{3,})/)
  // Asked twice, so the old grid is surely in the cache before the save.
  await request.get(url)
  const changed = structuredClone(product.priceGrid)
  changed.cells[0][0] += 1100
  try {
    const saved = await request.patch(`/api/cms/products/${product.id}`, { headers, data: { priceGrid: changed } })
    expect(saved.ok()).toBe(true)
    // The very next answer: no retry.
    const after = await request.get(url)
    expect((await after.json()).listPence).toBe(changed.cells[0][0])
  } finally {
    const restored = await request.patch(`/api/cms/products/${product.id}`, {
      headers,
      data: { priceGrid: product.priceGrid },
    })
    expect(restored.ok()).toBe(true)
  }
  expect((await (await request.get(url)).json()).listPence).toBe(product.priceGrid.cells[0][0])
})
