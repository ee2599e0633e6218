import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { preferredEncoding, serverCompression } from '../../scripts/compress-once.mjs'

/**
 * The production server's compression (serverCompression, as scripts/server.mjs uses it) on a real HTTP
 * server, in front of a handler that answers as Next does: a cached page with `x-nextjs-cache` and an ETag of its
 * bytes in one `end`, a dynamic page streamed. The real server is covered by tests/multi/proxy-cache.test.ts.
 */
const pages = new Map<string, string>()
let renders = 0
const once = serverCompression()
let base: string
let server: http.Server

const page = (words: string) => `<!doctype html><html><body>${`<p>${words}</p>`.repeat(400)}</body></html>`
const etagOf = (body: string) => `W/"${createHash('sha1').update(body).digest('hex')}"`

beforeAll(async () => {
  pages.set('/cached', page('the cached page'))
  server = http.createServer((req, res) =>
    once(req, res, () => {
      renders++
      const path = (req.url ?? '/').split('?')[0]
      const body = pages.get(path)
      res.setHeader('Content-Type', 'text/html; charset=utf-8')
      if (body) {
        res.setHeader('x-nextjs-cache', 'HIT')
        res.setHeader('ETag', etagOf(body))
        res.setHeader('Content-Length', Buffer.byteLength(body))
        res.end(body)
      } else {
        res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate')
        res.write(page('a dynamic page, part one'))
        res.end(page('part two'))
      }
    }),
  )
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(() => new Promise<void>((r) => server.close(() => r())))

/** A raw GET: the body as it travelled, undecoded. */
function get(path: string, acceptEncoding?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }))
      })
      .on('error', reject)
  })
}

describe('compress once per page version', () => {
  it('chooses Brotli, else gzip, else nothing, and honours q=0', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br')
    expect(preferredEncoding('gzip')).toBe('gzip')
    expect(preferredEncoding('br;q=0, gzip')).toBe('gzip')
    expect(preferredEncoding('gzip;q=0')).toBeNull()
    expect(preferredEncoding('identity')).toBeNull()
    expect(preferredEncoding(undefined)).toBeNull()
  })

  it('sends a cached page compressed, the same bytes each time, compressed only once per encoding', async () => {
    const first = await get('/cached', 'gzip, deflate, br')
    const second = await get('/cached', 'gzip, deflate, br')
    const gz = await get('/cached', 'gzip')
    expect(first.headers['content-encoding']).toBe('br')
    expect(Number(first.headers['content-length'])).toBe(first.body.length)
    expect(first.headers.vary).toMatch(/accept-encoding/i)
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(pages.get('/cached'))
    expect(second.body.equals(first.body)).toBe(true)
    expect(gz.headers['content-encoding']).toBe('gzip')
    expect(zlib.gunzipSync(gz.body).toString()).toBe(pages.get('/cached'))
    // One Brotli and one gzip copy kept for the one version.
    expect(once.cache.size).toBe(2)
    const plain = await get('/cached')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(pages.get('/cached'))
  })

  it('sends the new bytes when the page changes (a new ETag)', async () => {
    pages.set('/cached', page('the page after an edit'))
    const after = await get('/cached', 'br')
    expect(zlib.brotliDecompressSync(after.body).toString()).toBe(pages.get('/cached'))
  })

  it('compresses a dynamic page as it is written, and keeps nothing of it', async () => {
    const kept = once.cache.size
    const res = await get('/dynamic', 'br')
    expect(res.headers['content-encoding']).toBe('br')
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(page('a dynamic page, part one') + page('part two'))
    expect(once.cache.size).toBe(kept)
  })

  it('answers many first requests for a version with one compression', async () => {
    pages.set('/burst', page('many visitors at once'))
    const before = once.cache.size
    const all = await Promise.all(Array.from({ length: 20 }, () => get('/burst', 'br')))
    expect(new Set(all.map((r) => r.body.toString('base64'))).size).toBe(1)
    expect(once.cache.size).toBe(before + 1)
    expect(renders).toBeGreaterThan(0)
  })
})
