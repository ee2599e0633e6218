import { createHash } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { serverCompression } from '../../scripts/compress-once.mjs'
import {
  deferBodyScripts,
  deferHeadScripts,
  deferScripts,
  dropStyleCopies,
  inlineStyles,
  loaderScript,
} from '../../scripts/defer-scripts.mjs'

/** A head as Next 16 writes it: a script preload, the async chunks, the inline style, a nomodule polyfill. */
const HEAD =
  '<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/c.js"/>' +
  '<script src="/_next/static/chunks/a.js" async=""></script>' +
  '<script src="/_next/static/chunks/turbopack-b.js" async=""></script>' +
  '<style>body{color:#222}</style><title>Venetian blinds — £45</title>' +
  '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>'
const BODY =
  `<body><h1>Made-to-measure venetian blinds</h1>${'<p>words</p>'.repeat(300)}` +
  '<script id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/e.js"]});</script>' +
  '<script src="/_next/static/chunks/e.js" async=""></script>' +
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script></body></html>'

const scriptSrcs = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1])

/** Runs the loader's inline script against a stand-in document: its listeners by event type, and what it notes. */
function runLoader() {
  const listeners: Record<string, (event: unknown) => void> = {}
  const document = {
    readyState: 'complete',
    addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
  }
  const self: { __earlyTap?: string; __earlySubmit?: string; __earlyInput?: Record<string, object> } = {}
  const code = loaderScript([], []).replace(/^<script>|<\/script>$/g, '')
  new Function('self', 'document', 'requestAnimationFrame', 'setTimeout', code)(
    self,
    document,
    () => {},
    () => {},
  )
  return { listeners, self }
}

describe('deferHeadScripts', () => {
  it('replaces the async scripts and the script preload with one loader that adds them in order', () => {
    const out = deferHeadScripts(HEAD)
    expect(scriptSrcs(out)).toEqual(['/_next/static/chunks/polyfills.js'])
    expect(out).not.toContain('rel="preload"')
    expect(out).toContain(
      '(["/_next/static/chunks/a.js","/_next/static/chunks/turbopack-b.js"],["/_next/static/chunks/c.js"])',
    )
    // The loader takes the first script's place, before the stylesheet; the rest of the head is untouched.
    expect(out.indexOf('<script>(function')).toBeLessThan(out.indexOf('<style>'))
    expect(out).toContain('<style>body{color:#222}</style><title>Venetian blinds — £45</title>')
  })

  it('waits for the first contentful paint, else a frame or a while after the document is parsed, and loads once', () => {
    const out = deferHeadScripts(HEAD)
    expect(out).toContain("getEntriesByName('first-contentful-paint')")
    expect(out).toContain("addEventListener('DOMContentLoaded',parsed)")
    expect(out).toContain('requestAnimationFrame(function(){setTimeout(load,0)})')
    expect(out).toContain('setTimeout(load,3000)')
    expect(out).toContain('if(done)return;done=true;')
  })

  it('hands the body’s async scripts to the loader and leaves the inline ones', () => {
    const out = deferBodyScripts(BODY)
    expect(scriptSrcs(out)).toEqual([])
    expect(out).toContain('<script>__deferScript("/_next/static/chunks/e.js")</script>')
    expect(out).toContain('<script id="_R_">(globalThis["TURBOPACK"]')
    expect(out).toContain('<script>(self.__next_f=self.__next_f||[]).push([0])</script>')
    expect(deferHeadScripts(HEAD)).toContain('self.__deferScript=function(h){done?add(h):s.push(h)}')
  })

  it('leaves a head without async scripts as it is', () => {
    const head =
      '<head><script>var inline=1</script><script src="/x.js"></script><link rel="preload" as="font" href="/f.woff2"/>'
    expect(deferHeadScripts(head)).toBe(head)
  })

  it('notes a tap on a control marked data-early-tap until React has hydrated it', () => {
    const { listeners, self } = runLoader()
    const tap = (control: object | null) => listeners.click({ target: { closest: () => control } })

    tap(null) // a click elsewhere
    expect(self.__earlyTap).toBeUndefined()
    tap({ getAttribute: () => 'menu' })
    expect(self.__earlyTap).toBe('menu')
    self.__earlyTap = undefined
    tap({ getAttribute: () => 'menu', __reactFiber$abc: {} }) // hydrated: React answers it
    expect(self.__earlyTap).toBeUndefined()
  })

  it('holds and notes the submission of a form marked data-early-submit until React has hydrated it', () => {
    const { listeners, self } = runLoader()
    const submit = (form: object) => {
      let prevented = false
      listeners.submit({ target: form, preventDefault: () => (prevented = true) })
      return prevented
    }
    const marked = (extra: object = {}) => ({ hasAttribute: () => true, getAttribute: () => 'window-7-1', ...extra })

    expect(submit({ hasAttribute: () => false })).toBe(false) // an unmarked form submits as the browser does
    expect(self.__earlySubmit).toBeUndefined()
    expect(submit(marked())).toBe(true)
    expect(self.__earlySubmit).toBe('window-7-1')
    self.__earlySubmit = undefined
    expect(submit(marked({ __reactFiber$abc: {} }))).toBe(false) // hydrated: React answers it
    expect(self.__earlySubmit).toBeUndefined()
  })

  it('notes the fields typed in or changed in a form marked data-early-submit until React has hydrated it', () => {
    const { listeners, self } = runLoader()
    const marked = (extra: object = {}) => ({ hasAttribute: () => true, getAttribute: () => 'window-7-1', ...extra })

    listeners.input({ target: { name: 'widthMm', form: marked() } })
    listeners.change({ target: { name: 'fit', form: marked() } })
    listeners.input({ target: { name: 'q', form: { hasAttribute: () => false } } }) // an unmarked form
    listeners.input({ target: { name: 'room', form: marked({ __reactFiber$abc: {} }) } }) // hydrated: React has it
    listeners.input({ target: { form: marked() } }) // a control without a name
    listeners.input({ target: {} }) // not in a form
    expect(self.__earlyInput).toEqual({ 'window-7-1': { widthMm: 1, fit: 1 } })
  })

  it('keeps a script list from closing the loader early', () => {
    const out = loaderScript(['/a.js?</script><script>alert(1)//'], [])
    expect(out.match(/<\/script>/g)).toHaveLength(1)
    expect(out).toContain('\\u003c/script>')
  })
})

describe('the stylesheet once', () => {
  // As Next writes it: the CSS in the head's <style>, and again as a text row of the RSC payload in the body,
  // JSON-escaped, with `>` and `&` as \u escapes and the row's length in UTF-8 bytes, in hex.
  const css = '.a>.b{content:"£"}@media (width>=40rem){.c{color:#222}}.d:has(+.e){x:url("data:image/svg+xml,<svg/>")}'
  const head = `<head><style data-precedence="next" data-href="/_next/static/chunks/s.css">${css}</style>`
  const escaped = JSON.stringify(css)
    .slice(1, -1)
    .replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
  const row = (length: number) =>
    `<script>self.__next_f.push([1,"5:X\\n7:T${length.toString(16)},${escaped}6:[[\\"$\\",\\"style\\",\\"0\\",{\\"children\\":\\"$7\\"}]]"])</script>`

  it('finds the head’s inline stylesheet', () => {
    expect(inlineStyles(head)).toEqual([{ css, files: 1 }])
    expect(inlineStyles('<head><style>.inline{}</style>')).toEqual([])
  })

  it('empties the payload’s copy, keeping its id and everything around it', () => {
    const out = dropStyleCopies(row(Buffer.byteLength(css)), [{ css, files: 1 }])
    expect(out).toBe(
      '<script>self.__next_f.push([1,"5:X\\n7:T0,6:[[\\"$\\",\\"style\\",\\"0\\",{\\"children\\":\\"$7\\"}]]"])</script>',
    )
  })

  it('leaves a row whose length is not the stylesheet’s, or another stylesheet, alone', () => {
    const wrongLength = row(css.length) // characters, not bytes: "£" is two
    expect(dropStyleCopies(wrongLength, [{ css, files: 1 }])).toBe(wrongLength)
    expect(dropStyleCopies(row(Buffer.byteLength(css)), [{ css: '.other{}', files: 1 }])).toBe(
      row(Buffer.byteLength(css)),
    )
  })

  it('empties each file’s row where one <style> holds two files (a page with CSS of its own)', () => {
    const own = '.prose{max-width:none}.prose :where(h2){font-weight:600}'
    const both = `<head><style data-precedence="next" data-href="/_next/static/chunks/s.css /_next/static/chunks/p.css">${css}${own}</style>`
    expect(inlineStyles(both)).toEqual([{ css: css + own, files: 2 }])
    const textRow = (id: number, text: string) => {
      const inScript = JSON.stringify(text)
        .slice(1, -1)
        .replace(/[<>&]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)
      return `${id}:T${Buffer.byteLength(text).toString(16)},${inScript}`
    }
    const payload = `<script>self.__next_f.push([1,"${textRow(7, css)}${textRow(8, own)}9:[\\"$7\\",\\"$8\\"]"])</script>`
    expect(dropStyleCopies(payload, inlineStyles(both))).toBe(
      '<script>self.__next_f.push([1,"7:T0,8:T0,9:[\\"$7\\",\\"$8\\"]"])</script>',
    )
    // A second file's row met before the first's is left as it is (the first's is still emptied); where the <style>
    // names one file, a row holding only part of its text is left too.
    const swapped = `<script>self.__next_f.push([1,"${textRow(8, own)}${textRow(7, css)}"])</script>`
    expect(dropStyleCopies(swapped, inlineStyles(both))).toBe(
      `<script>self.__next_f.push([1,"${textRow(8, own)}7:T0,"])</script>`,
    )
    const firstOnly = `<script>self.__next_f.push([1,"${textRow(7, css)}"])</script>`
    expect(dropStyleCopies(firstOnly, [{ css: css + own, files: 1 }])).toBe(firstOnly)
  })
})

/**
 * The server's chain (scripts/server.mjs): compression, then the rewrite, then a handler answering as Next does:
 * a cached page in one `end` with its length and ETag, a dynamic page streamed with the head split across writes.
 */
describe('deferScripts on a real HTTP server, behind the compression', () => {
  const cached = HEAD + '</head>' + BODY
  const compression = serverCompression()
  let base: string
  let server: http.Server

  beforeAll(async () => {
    server = http.createServer((req, res) =>
      compression(req, res, () =>
        deferScripts(req, res, () => {
          const path = (req.url ?? '/').split('?')[0]
          if (path === '/data.json') {
            res.setHeader('Content-Type', 'application/json')
            res.end('{"html":"<head><script src=\\"/a.js\\" async=\\"\\"></script></head>"}')
          } else if (path === '/cached') {
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.setHeader('x-nextjs-cache', 'HIT')
            res.setHeader('ETag', `"${createHash('sha1').update(cached).digest('hex')}"`)
            res.setHeader('Content-Length', Buffer.byteLength(cached))
            res.end(req.method === 'HEAD' ? null : cached)
          } else {
            res.setHeader('Content-Type', 'text/html; charset=utf-8')
            res.flushHeaders()
            const bytes = Buffer.from(HEAD + '</head>' + BODY)
            // Split inside the two-byte "£", inside `</head>`, inside the body's script tag and its address, and
            // inside the last inline script, as a network stream may.
            const entry = bytes.indexOf('<script src="/_next/static/chunks/e.js"')
            const cuts = [
              0,
              bytes.indexOf('£') + 1,
              bytes.indexOf('</he') + 4,
              entry + 3,
              entry + 20,
              bytes.length - 30,
              bytes.length,
            ]
            for (let i = 1; i < cuts.length - 1; i++) res.write(bytes.subarray(cuts[i - 1], cuts[i]))
            res.end(bytes.subarray(cuts[cuts.length - 2]))
          }
        }),
      ),
    )
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((r) => server.close(() => r())))

  const request = (path: string, { encoding, method = 'GET' }: { encoding?: string; method?: string } = {}) =>
    new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
      const req = http.request(
        `${base}${path}`,
        { method, headers: encoding ? { 'accept-encoding': encoding } : {} },
        (res) => {
          const chunks: Buffer[] = []
          res.on('data', (c: Buffer) => chunks.push(c))
          res.on('end', () => {
            const raw = Buffer.concat(chunks)
            const enc = res.headers['content-encoding']
            const body = enc === 'br' ? zlib.brotliDecompressSync(raw) : enc === 'gzip' ? zlib.gunzipSync(raw) : raw
            resolve({ headers: res.headers, text: body.toString('utf8') })
          })
        },
      )
      req.on('error', reject)
      req.end()
    })

  const expected = deferHeadScripts(HEAD) + '</head>' + deferBodyScripts(BODY)

  it.each([['br'], ['gzip'], [undefined]])(
    'rewrites a cached page sent with %s, with the right length',
    async (enc) => {
      const { headers, text } = await request('/cached', { encoding: enc })
      expect(text).toBe(expected)
      if (!enc) expect(Number(headers['content-length'] ?? Buffer.byteLength(text))).toBe(Buffer.byteLength(text))
    },
  )

  it('keeps the rewritten bytes for the next visitor', async () => {
    await request('/cached', { encoding: 'br' })
    const again = await request('/cached', { encoding: 'br' })
    expect(again.text).toBe(expected)
    expect(scriptSrcs(again.text)).toEqual(['/_next/static/chunks/polyfills.js'])
  })

  it.each([['br'], [undefined]])('rewrites a streamed page whose head arrives in pieces (%s)', async (enc) => {
    const { text } = await request('/stream', { encoding: enc })
    expect(text).toBe(expected)
  })

  it('leaves other types alone', async () => {
    const { text } = await request('/data.json')
    expect(text).toContain('<script src=\\"/a.js\\" async=\\"\\">')
  })

  it('answers HEAD without a body or a wrong length', async () => {
    const { headers, text } = await request('/cached', { method: 'HEAD' })
    expect(text).toBe('')
    expect(headers['content-length']).toBeUndefined()
  })
})
