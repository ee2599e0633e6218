import { describe, expect, it } from 'vitest'

import { callGraphql, callRest, hasStackTrace } from '../support/int/cms-routes'

/**
 * Malformed anonymous requests to Payload's REST API (GraphQL is turned off), through the app's real route handlers on the real
 * database: each is answered as the client's mistake (4xx) with a short message, never a 500 or a stack trace.
 */
async function expectClientError(res: Response, expected?: number) {
  const text = await res.text()
  expect(hasStackTrace(text), text).toBe(false)
  if (expected) expect(res.status, text).toBe(expected)
  else {
    expect(res.status, text).toBeGreaterThanOrEqual(400)
    expect(res.status, text).toBeLessThan(500)
  }
  return text
}

describe('malformed requests get a 4xx, not a 500', () => {
  it.each([
    ['/api/cms/products/abc'],
    ['/api/cms/products/99999999999999999999'],
    ['/api/cms/products?page=-1'],
    ['/api/cms/faqs?where[topic][equals]=x'],
    ['/api/cms/testimonials?where[id][in]=1,two'],
    // Ids past what an id column holds (issue 63): `1e20` is a number to JavaScript, never a record.
    ['/api/cms/products/1e20'],
    ['/api/cms/products/9007199254740993'],
    ['/api/cms/faqs?where[id][equals]=1e20'],
    ['/api/cms/faqs?where[id][in]=1,1e20'],
    ['/api/cms/products?where[image.id][equals]=1e20'],
    ['/api/cms/local-jobs?where[photos.id][in]=1e20'],
  ])('GET %s', async (path) => {
    const text = await expectClientError(await callRest('GET', path))
    expect(text).not.toMatch(/select |from "|invalid input/i)
  })

  // Payload reads these leniently (no limit, no match); they must simply never be a server error.
  it.each([
    ['/api/cms/products?limit=-5'],
    ['/api/cms/products?page=abc'],
    ['/api/cms/faqs?where[createdAt][greater_than]=not-a-date'],
    ['/api/cms/testimonials?where[rating][equals]=five'],
  ])('GET %s is not a server error', async (path) => {
    const res = await callRest('GET', path)
    const text = await res.text()
    expect(res.status, text).toBeLessThan(500)
    expect(hasStackTrace(text), text).toBe(false)
  })

  it('a file that is not there is 404', async () => {
    const text = await expectClientError(await callRest('GET', '/api/cms/media/file/nonexistent.webp'), 404)
    expect(text).not.toContain('nonexistent')
  })

  it('GraphQL is turned off: any request to it is 404', async () => {
    await expectClientError(await callGraphql({ body: '{"query": "{ Products { docs { id } } }"' }), 404)
    await expectClientError(await callGraphql({ body: 'not json at all' }), 404)
    await expectClientError(await callGraphql({ body: { query: '{ Products(limit: 1) { docs { id } } }' } }), 404)
  })

  it('the same requests, well formed, still answer', async () => {
    const products = await callRest('GET', '/api/cms/products?page=1&limit=2')
    expect(products.status).toBe(200)
    const { docs } = await products.json()
    expect((await callRest('GET', `/api/cms/products/${docs[0].id}`)).status).toBe(200)
    expect((await callRest('GET', '/api/cms/faqs?where[topic][equals]=home')).status).toBe(200)
  })
})
