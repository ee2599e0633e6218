import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gzipSync } from 'node:zlib'

import type { ProdServer } from './prod-server'

/**
 * The audit's physical limit: each page's own HTML with every script taken out (no JavaScript at all), served from
 * memory at the page's own path, while its stylesheet, fonts and images come from the real server. What Lighthouse
 * reports for it is what the same text, CSS and fonts cost without any framework.
 */
export async function startStaticCopy(origin: string, pages: readonly string[]): Promise<ProdServer> {
  // Compressed as the real server compresses, so the two documents cost the same on the wire.
  const copies = new Map<string, Buffer>()
  for (const page of pages) copies.set(page, gzipSync(withoutScripts(await (await fetch(`${origin}${page}`)).text())))
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const html = copies.get(req.url ?? '')
    if (html) {
      res
        .writeHead(200, {
          'content-type': 'text/html; charset=utf-8',
          'content-encoding': 'gzip',
          'cache-control': 'no-store',
        })
        .end(html)
      return
    }
    // Everything else (CSS, fonts, images, the favicon) is the real server's answer.
    const upstream = await fetch(`${origin}${req.url}`)
    const headers: Record<string, string> = {}
    upstream.headers.forEach((value, key) => {
      if (!['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(key)) headers[key] = value
    })
    const body = Buffer.from(await upstream.arrayBuffer())
    // Text (the stylesheet) goes compressed, as the real server sends it; fonts and images are compressed already.
    if (/^(text\/|application\/(javascript|json))/.test(headers['content-type'] ?? '')) {
      res.writeHead(upstream.status, { ...headers, 'content-encoding': 'gzip' }).end(gzipSync(body))
    } else res.writeHead(upstream.status, headers).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, stop: () => server.close() }
}

/** The HTML without <script> elements and without preloads of scripts. */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*\bas="script"[^>]*>/gi, '')
    .replace(/<link\b[^>]*\brel="modulepreload"[^>]*>/gi, '')
}
