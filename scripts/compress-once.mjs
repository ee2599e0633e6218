/**
 * Compress once per page version. A page Next serves from its incremental cache (`x-nextjs-cache: HIT` or `STALE`,
 * with the ETag Next computes from the page's exact bytes) is the same bytes for every visitor until its cache entry
 * changes, and a changed page has a new ETag. So its Brotli and gzip bytes are kept here, keyed by path, ETag and
 * encoding, and sent as they are; every other response goes on to the next handler (which compresses it as it is
 * written). The kept bytes are derived from Next's cache and immutable, so a per-process memory cache of them is
 * safe on any number of servers: each server fills its own, and nothing there can go out of date.
 *
 * Plain JavaScript: scripts/server.mjs loads it without a TypeScript loader.
 */
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import compression from 'compression'

/**
 * The Brotli quality of a kept page. Measured on the 209 prerendered pages (62 MB of HTML): quality 11 took 89 s of
 * CPU for 6.08 MB, 9 took 42 s for 6.64 MB, 8 took 1.4 s for 6.73 MB (an area page about 3 KB more than at 11). The
 * first visitor after a page changes waits for its compression (at 11, about half a second for an area page), and a
 * save that refreshes every area page made the server compress them all: 8 is the smallest output at a few
 * milliseconds a page.
 */
export const PAGE_BROTLI_QUALITY = 8

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** The encoding to send: Brotli when the client takes it, else gzip, else none (`null`). */
export function preferredEncoding(acceptEncoding) {
  if (!acceptEncoding) return null
  const accepted = new Set()
  for (const part of String(acceptEncoding).split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    if (q && !(Number(q.slice(2)) > 0)) continue
    accepted.add(name.trim())
  }
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip') || accepted.has('x-gzip')) return 'gzip'
  return null
}

/** A least-recently-used map of buffers with a budget in bytes. */
export class ByteLru {
  constructor(maxBytes) {
    this.maxBytes = maxBytes
    this.bytes = 0
    this.map = new Map()
  }
  get(key) {
    const value = this.map.get(key)
    if (value === undefined) return undefined
    // Map keeps insertion order: move the entry to the young end.
    this.map.delete(key)
    this.map.set(key, value)
    return value
  }
  set(key, value) {
    if (value.length > this.maxBytes) return
    const old = this.map.get(key)
    if (old) {
      this.map.delete(key)
      this.bytes -= old.length
    }
    this.map.set(key, value)
    this.bytes += value.length
    for (const [oldest, buf] of this.map) {
      if (this.bytes <= this.maxBytes) break
      this.map.delete(oldest)
      this.bytes -= buf.length
    }
  }
  get size() {
    return this.map.size
  }
}

const FROM_CACHE = new Set(['HIT', 'STALE'])

/**
 * Middleware `(req, res, next)`. Options: `maxBytes` (the memory budget of kept bytes, default 64 MB),
 * `brotliQuality` (default `PAGE_BROTLI_QUALITY`), `gzipLevel` (9).
 * Returns the middleware; `.cache` is its ByteLru (for tests).
 */
export function compressOnce({ maxBytes = 64 * 1024 * 1024, brotliQuality = PAGE_BROTLI_QUALITY, gzipLevel = 9 } = {}) {
  const cache = new ByteLru(maxBytes)
  // Requests for a version being compressed wait for that one compression instead of starting their own.
  const pending = new Map()

  function encode(key, body, encoding) {
    let work = pending.get(key)
    if (!work) {
      work = (
        encoding === 'br'
          ? brotli(body, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality,
                [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
              },
            })
          : gzip(body, { level: gzipLevel })
      )
        .then((bytes) => {
          cache.set(key, bytes)
          return bytes
        })
        .finally(() => pending.delete(key))
      pending.set(key, work)
    }
    return work
  }

  function middleware(req, res, next) {
    const encoding = req.method === 'GET' ? preferredEncoding(req.headers['accept-encoding']) : null
    if (!encoding) return next()

    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders }
    // Once decided against keeping, every call goes straight through. A flag rather than putting the originals back
    // on `res`: a handler inside may have wrapped these methods in turn (./defer-scripts.mjs), and keeps its wrapping.
    let through = false
    const restore = () => {
      through = true
    }
    let key = null
    let kept
    const chunks = []

    /** Decided on the first write of any kind: only a whole page from Next's cache is kept. */
    const fromCache = () => {
      const etag = res.getHeader('etag')
      if (
        res.statusCode !== 200 ||
        !FROM_CACHE.has(String(res.getHeader('x-nextjs-cache') ?? '').toUpperCase()) ||
        !etag ||
        res.getHeader('content-encoding')
      ) {
        restore()
        return false
      }
      const path = (req.url ?? '/').split('?')[0]
      key = `${path}\n${etag}\n${encoding}`
      kept = cache.get(key)
      return true
    }

    res.writeHead = function writeHead(status, ...rest) {
      if (through) return original.writeHead.call(this, status, ...rest)
      // Headers handed to writeHead itself come from code other than the cached-page path: let them through.
      if (rest.length) {
        restore()
        return original.writeHead.call(this, status, ...rest)
      }
      this.statusCode = status
      if (!fromCache()) return original.writeHead.call(this, status)
      return this
    }
    res.flushHeaders = function flushHeaders() {
      restore()
      return original.flushHeaders.call(this)
    }
    res.write = function write(chunk, enc, cb) {
      if (through) return original.write.call(this, chunk, enc, cb)
      if (key === null && !fromCache()) return original.write.call(this, chunk, enc, cb)
      if (!kept && chunk != null) chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, enc) : Buffer.from(chunk))
      if (typeof enc === 'function') enc()
      else if (typeof cb === 'function') cb()
      return true
    }
    res.end = function end(chunk, enc, cb) {
      if (through) return original.end.call(this, chunk, enc, cb)
      if (key === null && !fromCache()) return original.end.call(this, chunk, enc, cb)
      if (typeof chunk === 'function') [cb, chunk] = [chunk, null]
      else if (typeof enc === 'function') [cb, enc] = [enc, undefined]
      if (!kept && chunk != null)
        chunks.push(typeof chunk === 'string' ? Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8') : chunk)
      const send = (bytes) => {
        restore()
        this.setHeader('Content-Encoding', encoding)
        this.setHeader('Content-Length', bytes.length)
        const vary = String(this.getHeader('vary') ?? '')
        if (!/(^|,)\s*accept-encoding\s*(,|$)/i.test(vary))
          this.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
        original.end.call(this, bytes, cb)
      }
      if (kept) send(kept)
      else
        encode(key, Buffer.concat(chunks), encoding).then(send, (error) => {
          console.error(`Could not compress ${req.url}`, error)
          restore()
          this.statusCode = 500
          original.end.call(this)
        })
      return this
    }
    next()
  }
  middleware.cache = cache
  return middleware
}

/**
 * The production server's compression (scripts/server.mjs): `compression` wraps the response first, for everything
 * (Brotli quality 5: within a few milliseconds for a page, a third smaller than gzip on our HTML; else gzip), then
 * compress-once takes the cached pages, whose bytes it sends already encoded, so `compression` lets them through.
 * Options as compressOnce's.
 */
export function serverCompression(options) {
  const dynamic = compression({ brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } })
  const once = compressOnce(options)
  const middleware = (req, res, next) => dynamic(req, res, () => once(req, res, next))
  middleware.cache = once.cache
  return middleware
}
