/**
 * The service worker's rules that need no browser (src/app/(visits)/visits/sw.js/route.ts writes each function's
 * source into the worker, so the unit tests check the code the phone runs). Each function is self-contained: no
 * import, no name from outside its body.
 */

/** What the worker reads of an answer. */
export interface AnswerLike {
  type: string
  status: number
  redirected: boolean
  url: string
}

/**
 * Whether a staff page's answer is the sign-in rather than the page, in whatever form the redirect reaches the
 * worker: an opaque redirect (a navigation fetched with `redirect: manual`, its Location hidden), a 3xx, a 401 or 403,
 * or a redirect followed to /admin (the answer's final address). A 200 of the sign-in page at the page's own address
 * is told by its body: see `pageUser`.
 */
export function signInAnswer(answer: AnswerLike): boolean {
  if (answer.type === 'opaqueredirect') return true
  if (answer.status >= 300 && answer.status < 400) return true
  if (answer.status === 401 || answer.status === 403) return true
  if (answer.redirected) {
    try {
      return new URL(answer.url).pathname.startsWith('/admin')
    } catch {
      return true
    }
  }
  return false
}

/**
 * The signed-in user a staff page was rendered for (its `<main data-staff-user="…">`), or null: a 200 without it
 * (the sign-in page, whatever address it came from) is no page to keep, and means nobody is signed in.
 */
export function pageUser(html: string): string | null {
  const found = /\sdata-staff-user="([^"]+)"/.exec(html)
  return found ? found[1] : null
}

/**
 * The build's static files a kept page names (scripts, styles, preloaded fonts), each once, in the page's order.
 */
export function staticFilesOf(text: string): string[] {
  return [...new Set(text.match(/\/_next\/static\/[^"'\\\s)]+/g) || [])]
}

/** The chunks a script loads later (a dynamic import names them as "static/chunks/…js"), each once. */
export function lazyChunksOf(code: string): string[] {
  return [...new Set(code.match(/static\/chunks\/[\w.-]+\.js/g) || [])].map((chunk) => '/_next/' + chunk)
}
