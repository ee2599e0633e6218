import { describe, expect, it } from 'vitest'

import { GET } from '@/app/(visits)/visits/sw.js/route'
import { holdsCustomer } from '@/lib/visits/keptPages'
import { waitingWindows } from '@/lib/visits/signOut'
import { ownWindows, unsentOnly, type QueuedWindow } from '@/lib/visits/windowQueue'
import { lazyChunksOf, pageUser, signInAnswer, staticFilesOf } from '@/lib/visits/workerRules'

/** What the fitter's phone keeps and when it is cleared (issue 67): the worker's rules, the queue's owners. */

const answer = (over: Partial<{ type: string; status: number; redirected: boolean; url: string }>) => ({
  type: 'basic',
  status: 200,
  redirected: false,
  url: 'https://site.test/visits',
  ...over,
})

describe('the sign-in, in whatever form it reaches the worker', () => {
  it('an opaque redirect (a navigation fetched with redirect: manual) is the sign-in', () => {
    expect(signInAnswer(answer({ type: 'opaqueredirect', status: 0, url: '' }))).toBe(true)
  })
  it('a 3xx, a 401 and a 403 are', () => {
    for (const status of [301, 302, 303, 307, 308, 401, 403])
      expect(signInAnswer(answer({ status })), String(status)).toBe(true)
  })
  it('a redirect followed to /admin is; the page itself is not', () => {
    expect(signInAnswer(answer({ redirected: true, url: 'https://site.test/admin/login?redirect=%2Fvisits' }))).toBe(
      true,
    )
    expect(signInAnswer(answer({}))).toBe(false)
    expect(signInAnswer(answer({ status: 404 }))).toBe(false)
  })
  it('a 200 of the sign-in page has no staff user; a staff page names its user', () => {
    expect(pageUser('<html><body><form id="login">…</form></body></html>')).toBeNull()
    expect(pageUser('<main class="mx-auto" data-staff-user="12"><h1>Visits</h1>')).toBe('12')
    // The page's own data (the RSC payload in a script) does not count as the attribute.
    expect(pageUser('<script>self.__next_f.push([1,"{\\"data-staff-user\\":12}"])</script>')).toBeNull()
  })
})

describe('what the worker fetches for a kept page', () => {
  it('each static file a page names, once', () => {
    const html =
      '<link rel="stylesheet" href="/_next/static/css/a.css"/><script src="/_next/static/chunks/b.js" async></script>' +
      '<link rel="preload" href="/_next/static/media/font.woff2" as="font"/><script src="/_next/static/chunks/b.js"></script>'
    expect(staticFilesOf(html)).toEqual([
      '/_next/static/css/a.css',
      '/_next/static/chunks/b.js',
      '/_next/static/media/font.woff2',
    ])
  })
  it('the chunks a script loads later, once', () => {
    expect(lazyChunksOf('e.l("static/chunks/form.1a.js");e.l("static/chunks/form.1a.js")')).toEqual([
      '/_next/static/chunks/form.1a.js',
    ])
  })
  it('the worker is the rules above, and valid JavaScript', async () => {
    const code = await GET().text()
    for (const rule of [signInAnswer, pageUser, staticFilesOf, lazyChunksOf]) expect(code).toContain(rule.toString())
    expect(() => new Function(code)).not.toThrow()
  })
  it('clears everything but the build’s static files', () => {
    expect(holdsCustomer('https://site.test/visits/measure/4')).toBe(true)
    expect(holdsCustomer('https://site.test/api/cms/visit-photos/file/x.jpg')).toBe(true)
    expect(holdsCustomer('https://site.test/_next/static/chunks/b.js')).toBe(false)
  })
})

describe('the windows on the phone belong to their user', () => {
  const entry = (clientId: string, user: string | undefined, sentAt?: string): QueuedWindow => ({
    clientId,
    user,
    sentAt,
    body: { appointment: 1, position: 1 } as QueuedWindow['body'],
  })

  it('a user sees only their own; an older window without a user goes to the first who reads', () => {
    const queue = { a: entry('a', '1'), b: entry('b', '2'), c: entry('c', undefined) }
    const first = ownWindows(queue, '2')
    expect(first.mine.map((w) => w.clientId)).toEqual(['b', 'c'])
    expect(first.claimed).toBe(true)
    const again = ownWindows(queue, '1')
    expect(again.mine.map((w) => w.clientId)).toEqual(['a'])
    expect(again.claimed).toBe(false)
  })
  it('nobody signed in sees none', () => {
    expect(ownWindows({ a: entry('a', '1') }, null).mine).toEqual([])
  })
  it('cleared pages take the sent copies; every unsent window stays with its user', () => {
    const queue = { a: entry('a', '1', '2026-11-30T05:00:00Z'), b: entry('b', '2'), c: entry('c', '1') }
    expect(Object.keys(unsentOnly(queue))).toEqual(['b', 'c'])
    expect(unsentOnly(queue).b.user).toBe('2')
  })
  it('the question before signing out counts the windows', () => {
    expect(waitingWindows(1)).toMatch(/^1 window measured is not yet sent\./)
    expect(waitingWindows(3)).toMatch(/^3 windows measured are not yet sent\./)
  })
})
