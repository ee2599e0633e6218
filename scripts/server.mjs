/**
 * The production HTTP server (started by `npm start`): Next.js through its custom-server API, exactly as
 * `next start` runs it, plus one thing `next start` cannot give the app: the address of the TCP connection each
 * request arrived on. Route handlers see only headers, and Next fills X-Forwarded-For from the connection only
 * when the client sent none, so a client facing the app directly could choose that header. Here every request is
 * handled inside an AsyncLocalStorage holding `req.socket.remoteAddress` (read by src/lib/platform/clientAddress.ts).
 *
 * It also compresses responses itself, with Brotli for the browsers that accept it (all current ones) and gzip for
 * the rest: Next's own compression is gzip only (`compress: false` in next.config.mjs). Brotli's window spans the
 * whole page, so the stylesheet, inlined twice into every page (the <style> and the RSC payload), costs once.
 * A page served from Next's cache is compressed once per version and its bytes kept (./compress-once.mjs); every
 * other response is compressed as it is written.
 *
 * Every HTML page's scripts load after its first paint (./defer-scripts.mjs): the head Next writes is rewritten once
 * on its way out, before compression, so the kept compressed bytes are the rewritten page.
 *
 * Plain JavaScript on purpose: Next loads its own compiled server code here, without a TypeScript loader.
 * Env: PORT (3000), HOST (0.0.0.0), COMPRESSED_PAGES_MB (64: memory for the kept compressed pages).
 */
import { AsyncLocalStorage } from 'node:async_hooks'
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'

import { serverCompression } from './compress-once.mjs'
import { deferScripts } from './defer-scripts.mjs'

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'

// The same store src/lib/platform/clientAddress.ts reads; whichever side runs first creates it.
const CONNECTION = Symbol.for('vb-birmingham.connection')
const connections = (globalThis[CONNECTION] ??= new AsyncLocalStorage())

process.title = 'vb-birmingham-server'
const app = next({ dev: false, dir, hostname, port })
await app.prepare()
const handle = app.getRequestHandler()
const compress = serverCompression({ maxBytes: Number(process.env.COMPRESSED_PAGES_MB ?? 64) * 1024 * 1024 })

/**
 * A page address Next cannot decode (a lone or malformed percent sign: `/%`, `/quote/%`) makes its router throw, a
 * 500. Such an address names nothing: it is answered 400 here, before Next, and never cached (nginx keeps 400s out).
 */
export function undecodablePath(url = '/') {
  const path = url.split('?', 1)[0]
  if (!path.includes('%')) return false
  try {
    decodeURIComponent(path)
    return false
  } catch {
    return true
  }
}

const isAdmin = (url = '/') => url === '/admin' || url.startsWith('/admin/') || url.startsWith('/admin?')

const server = http.createServer((req, res) => {
  // For the caching proxy (deploy/nginx/): a response may be kept until the end of the second it was made in. nginx
  // counts whole seconds, so its own shortest lifetime (1 s) lasts up to 2; this one lasts at most 1. nginx never
  // passes this header to visitors.
  res.setHeader('X-Accel-Expires', `@${Math.floor(Date.now() / 1000)}`)
  if (undecodablePath(req.url)) {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' })
    res.end('Bad request: the address is not valid.')
    return
  }
  connections.run({ remoteAddress: req.socket.remoteAddress }, () => {
    const run = () =>
      handle(req, res).catch((error) => {
        console.error(`Failed to handle request for ${req.url}`, error)
        if (!res.headersSent) res.statusCode = 500
        res.end()
      })
    // Compression wraps the response first, so it receives the page with its scripts already deferred. The admin is
    // an application behind a login, not a page to read: its scripts load as Next writes them.
    compress(req, res, () => (isAdmin(req.url) ? run() : deferScripts(req, res, run)))
  })
})

server.listen(port, hostname, () => {
  console.log(`▸ Next.js listening on http://${hostname}:${port}`)
})

let closing = false
const shutdown = () => {
  if (closing) return
  closing = true
  // Finish the requests in flight, then let Next flush what it has pending.
  server.close(() => {
    Promise.resolve(app.close?.())
      .catch(() => {})
      .finally(() => process.exit(0))
  })
  setTimeout(() => process.exit(0), 10_000).unref()
}
process.on('SIGTERM', shutdown)
process.on('SIGINT', shutdown)
