/**
 * `npm run budget:js`: the JavaScript each page of the production build loads, gzip-compressed, beyond the
 * framework's own baseline, read from the prerendered HTML in the build output (no server needed).
 *
 * Baseline: Next's own `_global-error` page, an empty App Router page with its own root layout in the same build,
 * so it loads exactly the framework's runtime (React, the router, the bundler runtime) and nothing of ours.
 * Budgets: ≤ 40 KB beyond the baseline on `/` and the staff's /visits pages, ≤ 20 KB on area pages. Exits non-zero
 * when one is missed.
 * `scripts/tools/test.ts` runs it after every build, so the figures are printed in CI.
 */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

import { ROOT } from '../lib/local-env'

const DIST = path.join(ROOT, process.env.NEXT_DIST_DIR || '.next')
const KB = 1024

/**
 * Pages measured, with their budget beyond the baseline (null: printed for information only). `file` is the
 * prerendered HTML; `entry` a page rendered per request (the staff's /visits pages), read from its manifest instead.
 */
const PAGES: { route: string; file?: string; entry?: string; budgetKb: number | null }[] = [
  { route: '/', file: 'index.html', budgetKb: 40 },
  { route: '/areas/moseley', file: 'areas/moseley.html', budgetKb: 20 },
  { route: '/areas/sutton-coldfield', file: 'areas/sutton-coldfield.html', budgetKb: 20 },
  { route: '/areas', file: 'areas.html', budgetKb: null },
  { route: '/wooden-collection', file: 'wooden-collection.html', budgetKb: null },
  { route: '/services', file: 'services.html', budgetKb: null },
  { route: '/contact', file: 'contact.html', budgetKb: null },
  { route: '/book', file: 'book.html', budgetKb: null },
  // The staff's pages on a phone: the budget of an interactive page, the home page's.
  { route: '/visits', entry: '(visits)/visits/page', budgetKb: 40 },
  { route: '/visits/measure/:id', entry: '(visits)/visits/measure/[appointmentId]/page', budgetKb: 40 },
  { route: '/visits/fitting/:id', entry: '(visits)/visits/fitting/[id]/page', budgetKb: 40 },
]

/**
 * The scripts a page rendered per request loads, which its HTML would name: the build's root files (React, the
 * router, the bundler runtime) and the entry chunks of its layouts and page, from its client reference manifest.
 */
function entryScripts(entry: string): string[] | null {
  const file = path.join(DIST, 'server', 'app', `${entry}_client-reference-manifest.js`)
  if (!existsSync(file)) return null
  const holder: { __RSC_MANIFEST?: Record<string, { entryJSFiles?: Record<string, string[]> }> } = {}
  new Function('globalThis', 'self', readFileSync(file, 'utf8'))(holder, holder)
  const manifest = holder.__RSC_MANIFEST?.[`/${entry}`]
  if (!manifest) return null
  const root = (JSON.parse(readFileSync(path.join(DIST, 'build-manifest.json'), 'utf8')) as { rootMainFiles: string[] })
    .rootMainFiles
  return [...new Set([...root, ...Object.values(manifest.entryJSFiles ?? {}).flat()])].map((f) => `/_next/${f}`)
}

/** Every script a page loads on first visit: `<script src>` and script preloads, minus legacy `noModule` polyfills. */
function scriptsOf(html: string): string[] {
  const urls = new Set<string>()
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"[^>]*>/g)) {
    if (!/\bnoModule\b/i.test(m[0])) urls.add(m[1])
  }
  for (const m of html.matchAll(/<link\b[^>]*\bas="script"[^>]*\bhref="([^"]+\.js)"[^>]*>/g)) urls.add(m[1])
  return [...urls]
}

const sizeCache = new Map<string, number>()
function gzipSize(url: string): number {
  const cached = sizeCache.get(url)
  if (cached !== undefined) return cached
  const file = path.join(DIST, url.replace(/^\/_next\//, ''))
  const size = gzipSync(readFileSync(file), { level: 9 }).length
  sizeCache.set(url, size)
  return size
}

const pageHtml = (file: string) => readFileSync(path.join(DIST, 'server', 'app', file), 'utf8')
const total = (urls: string[]) => urls.reduce((sum, u) => sum + gzipSize(u), 0)

if (!existsSync(path.join(DIST, 'BUILD_ID'))) {
  console.error(`No build in ${DIST}: run \`npm run build\` first.`)
  process.exit(1)
}

const baselineScripts = scriptsOf(pageHtml('_global-error.html'))
const baseline = total(baselineScripts)
const fmt = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`

console.log(`JavaScript per page (gzip -9), from ${path.relative(ROOT, DIST)}/server/app/*.html`)
console.log(`baseline (empty App Router page, _global-error): ${fmt(baseline)} in ${baselineScripts.length} files\n`)
console.log('page                         total   beyond baseline   budget')
let missed = 0
for (const page of PAGES) {
  let scripts: string[] | null = null
  if (page.file && existsSync(path.join(DIST, 'server', 'app', page.file))) scripts = scriptsOf(pageHtml(page.file))
  else if (page.entry) scripts = entryScripts(page.entry)
  if (!scripts) continue
  const own = scripts.filter((u) => !baselineScripts.includes(u))
  const beyond = total(own)
  const over = page.budgetKb !== null && beyond > page.budgetKb * KB
  if (over) missed++
  console.log(
    `${page.route.padEnd(26)} ${fmt(total(scripts)).padStart(9)} ${fmt(beyond).padStart(17)}   ${
      page.budgetKb === null ? '-' : `≤ ${page.budgetKb} KB${over ? '  ✗ over budget' : '  ✓'}`
    }`,
  )
}
if (missed) {
  console.error(`\n${missed} page(s) over the JavaScript budget`)
  process.exit(1)
}
