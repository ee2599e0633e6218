/**
 * `npm run audit`: Lighthouse (mobile) on the main public pages of the production build, served by `npm start`
 * on a throwaway embedded database, in Debian's Chromium, side by side with two yardsticks measured in the same run:
 * - the floor: an empty App Router page built with the same Next and served the same way
 *   (scripts/tools/lib/empty-next-app.ts);
 * - the physical limit: the home page's own HTML with every script removed (scripts/tools/lib/static-copy.ts).
 * Budgets are relative to the floor, so a noisy machine moves both sides: on every page LCP ≤ floor + 300 ms,
 * TBT ≤ floor + 50 ms, CLS ≤ 0.01, performance ≥ floor − 2, accessibility, best practices and SEO 100.
 * They must hold in both of Lighthouse's throttling modes: `simulate` (its model of a slow phone) and `devtools`
 * (a real slowed load). Each page prints the bytes it requested before its first paint, by kind, next to the scores.
 * AUDIT_RUNS (default 5, the median of each figure is reported), AUDIT_PAGES (comma-separated paths) and
 * AUDIT_MODES (simulate,devtools) narrow a run; AUDIT_SAVE=<dir> keeps each page's full Lighthouse report;
 * AUDIT_COMPARE=<dist dir> (another build, e.g. made with NEXT_DIST_DIR=.next-b) audits each page of that build right
 * after the same page of this one, for a before/after in one run. Not part of `npm test`.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { startEmbeddedPostgres } from '../lib/embedded-db'
import { startEmptyNextApp } from './lib/empty-next-app'
import { ensureBuild, startProdServer, type ProdServer } from './lib/prod-server'
import { startStaticCopy } from './lib/static-copy'

const PAGES = process.env.AUDIT_PAGES
  ? process.env.AUDIT_PAGES.split(',')
  : ['/', '/areas', '/areas/moseley', '/wooden-collection', '/faux-wood-collection', '/services', '/book', '/contact']
type Mode = 'simulate' | 'devtools'
const MODES = (process.env.AUDIT_MODES ?? 'simulate,devtools').split(',') as Mode[]
/** Lighthouse's own advice for lab figures: several runs a page, the median reported. */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 5))
/** Allowed distance from the empty page (devtools) and from the page's own no-JS copy (simulate), same run and mode. */
const OVER_FLOOR = { lcpMs: 300, tbtMs: 50 }
const OVER_OWN_COPY = { lcpMs: 300 }
const ABSOLUTE = { cls: 0.01, accessibility: 100, 'best-practices': 100, seo: 100, simulatedPerformance: 100 }

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Figures = {
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
  /** Elements in the page once loaded (Lighthouse's DOM size insight). */
  elements: number
  /** KB (transferred) of what the page requested before its first paint, by kind. */
  early: Record<string, number>
}
type Row = Figures & { page: string; lcpElement: string }

await ensureBuild()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-audit-'))
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
const server = await startProdServer(db, 'audit')
const compare = process.env.AUDIT_COMPARE
  ? await startProdServer(db, 'audit_compare', { NEXT_DIST_DIR: process.env.AUDIT_COMPARE })
  : null
// Render each page once (the build renders from defaults; start expires them), so Lighthouse sees the cached page.
for (const p of PAGES) {
  await fetch(`${server.url}${p}`)
  if (compare) await fetch(`${compare.url}${p}`)
}

/** Each page's HTML as the server sends it: raw KB, and Brotli KB at the quality the server caches pages with. */
async function htmlSizes(origin: string, label: string) {
  console.log(`\nHTML of each page, ${label}: KB raw / Brotli`)
  for (const p of PAGES) {
    // Decoded by fetch: the raw size is the HTML's own length, whatever encoding carried it.
    const html = Buffer.from(await (await fetch(`${origin}${p}`)).arrayBuffer())
    const br = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } })
    console.log(
      `${p.padEnd(28)} ${(html.length / 1024).toFixed(0).padStart(6)} ${(br.length / 1024).toFixed(1).padStart(6)}`,
    )
  }
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
})

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** What the page asked for before it first painted (the observed load), in KB by resource type. */
function earlyBytes(lhr: Lhr): Record<string, number> {
  const metrics = (lhr.audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
    ?.items?.[0]
  const fcp = metrics?.observedFirstContentfulPaint ?? 0
  const requests =
    (
      lhr.audits['network-requests']?.details as
        { items?: { networkRequestTime?: number; transferSize?: number; resourceType?: string }[] } | undefined
    )?.items ?? []
  const kb: Record<string, number> = {}
  for (const r of requests) {
    if (r.networkRequestTime === undefined || r.networkRequestTime > fcp) continue
    const kind = (r.resourceType ?? 'Other').toLowerCase()
    kb[kind] = (kb[kind] ?? 0) + (r.transferSize ?? 0) / 1024
  }
  return kb
}

function figures(lhr: Lhr): Figures {
  const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
    cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
    elements: Math.round(lhr.audits['dom-size-insight']?.numericValue ?? 0),
    early: earlyBytes(lhr),
  }
}

/** The LCP element as Lighthouse's LCP breakdown names it: its tag, e.g. `h1` or `img`. */
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; snippet?: string }[] } | undefined
  const snippet = details?.items?.find((item) => item.type === 'node')?.snippet ?? ''
  return snippet.match(/^<([a-z0-9]+)/i)?.[1] ?? '?'
}

/**
 * RUNS Lighthouse runs of one URL in one throttling mode: the median of each figure, and why points were lost.
 * `build` (the compared build's dist dir) goes into the saved report's file name, so it does not replace main's.
 */
async function audit(url: string, label: string, mode: Mode, build = ''): Promise<Row> {
  const runs: Lhr[] = []
  // A run Lighthouse could not complete (e.g. no LCP recorded) is retried, not averaged in as a zero.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: mode,
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = result!.lhr
    if (lhr.runtimeError || lhr.categories.performance?.score == null) {
      console.log(`  ${label}: run failed (${lhr.runtimeError?.code ?? 'no performance score'}), trying again`)
      continue
    }
    runs.push(lhr)
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not audit ${label}`)
  if (process.env.AUDIT_SAVE) {
    // The whole report of the first run, to open in the Lighthouse viewer or read with jq.
    mkdirSync(process.env.AUDIT_SAVE, { recursive: true })
    const slug = (text: string) => text.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')
    const file = `${[mode, build && slug(build), slug(label) || 'home'].filter(Boolean).join('-')}.json`
    writeFileSync(path.join(process.env.AUDIT_SAVE, file), JSON.stringify(runs[0]))
  }
  const all = runs.map(figures)
  const pick = (k: Exclude<keyof Figures, 'early'>) => median(all.map((f) => f[k]))
  const kinds = [...new Set(all.flatMap((f) => Object.keys(f.early)))]
  const row: Row = {
    page: label,
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    'best-practices': pick('best-practices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    cls: pick('cls'),
    tbtMs: pick('tbtMs'),
    elements: pick('elements'),
    early: Object.fromEntries(kinds.map((k) => [k, median(all.map((f) => f.early[k] ?? 0))])),
    lcpElement: lcpElement(runs[0]),
  }
  if (RUNS > 1) {
    const each = (k: 'performance' | 'lcpMs' | 'tbtMs') => all.map((f) => f[k]).join(', ')
    console.log(
      `  ${label} [${mode}]: performance ${each('performance')}; LCP ${each('lcpMs')} ms; TBT ${each('tbtMs')} ms`,
    )
  }
  const failing = Object.values(runs[0].audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id)
  if (failing.length) console.log(`  ${label} [${mode}]: failing audits: ${failing.join(', ')}`)
  const shifts =
    (
      runs[0].audits['layout-shifts']?.details as
        { items?: { node?: { snippet?: string }; score?: number }[] } | undefined
    )?.items ?? []
  for (const item of shifts.slice(0, 3))
    console.log(`  ${label} [${mode}]: layout shift ${item.score?.toFixed(3)} ${item.node?.snippet ?? ''}`)
  return row
}

const results = new Map<Mode, { rows: Row[]; floor: Row; limits: Row[]; compared: Row[] }>()
let empty: ProdServer | null = null
let staticCopy: ProdServer | null = null
try {
  await htmlSizes(server.url, 'this build')
  if (compare) await htmlSizes(compare.url, process.env.AUDIT_COMPARE!)
  empty = await startEmptyNextApp()
  staticCopy = await startStaticCopy(server.url, PAGES)
  for (const mode of MODES) {
    // The floor is measured halfway through the pages and each no-JS copy right after its page, so a machine that
    // slows down during the run moves both sides.
    const rows: Row[] = []
    const limits: Row[] = []
    const compared: Row[] = []
    const auditPage = async (p: string) => {
      rows.push(await audit(`${server.url}${p}`, p, mode))
      limits.push(await audit(`${staticCopy!.url}${p}`, `${p} no JS`, mode, 'nojs'))
      if (compare) compared.push(await audit(`${compare.url}${p}`, p, mode, process.env.AUDIT_COMPARE))
    }
    for (const p of PAGES.slice(0, Math.ceil(PAGES.length / 2))) await auditPage(p)
    const floor = await audit(`${empty.url}/`, '(empty Next page)', mode)
    for (const p of PAGES.slice(Math.ceil(PAGES.length / 2))) await auditPage(p)
    results.set(mode, { rows, floor, limits, compared })
  }
} finally {
  await chrome.kill()
  empty?.stop()
  staticCopy?.stop()
  server.stop()
  compare?.stop()
  await new Promise((r) => setTimeout(r, 1500)) // let the server close its connections first
  await db.stop()
  rmSync(tmp, { recursive: true, force: true })
}

const KINDS = ['document', 'stylesheet', 'font', 'script', 'image']
const kb = (early: Record<string, number>) =>
  KINDS.map((k) => String(Math.round(early[k] ?? 0)).padStart(k.length + 1)).join(' ')
const line = (r: Row, note = '') =>
  console.log(
    `${r.page.padEnd(28)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r['best-practices']).padStart(5)} ${String(r.seo).padStart(5)} ${String(r.lcpMs).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${String(r.tbtMs).padStart(8)} ${String(r.elements).padStart(6)}  ${r.lcpElement.padEnd(8)} ${kb(r.early)}${note}`,
  )

let missed = 0
for (const [mode, { rows, floor, limits, compared }] of results) {
  console.log(`\n${mode} throttling, median of ${RUNS} run(s); KB requested before first paint by kind`)
  console.log(
    `${'page'.padEnd(28)}  perf  a11y  best   seo   LCP ms    CLS   TBT ms  elem.  LCP el.  ${KINDS.join(' ')}`,
  )
  rows.forEach((r, i) => {
    const own = limits[i]!
    const misses = [
      mode === 'simulate' && r.performance < ABSOLUTE.simulatedPerformance && 'performance',
      r.accessibility < ABSOLUTE.accessibility && 'accessibility',
      r['best-practices'] < ABSOLUTE['best-practices'] && 'best practices',
      r.seo < ABSOLUTE.seo && 'SEO',
      mode === 'devtools' && r.lcpMs > floor.lcpMs + OVER_FLOOR.lcpMs && 'LCP over floor',
      mode === 'simulate' && r.lcpMs > own.lcpMs + OVER_OWN_COPY.lcpMs && 'LCP over its no-JS copy',
      r.cls > ABSOLUTE.cls && 'CLS',
      mode === 'devtools' && r.tbtMs > floor.tbtMs + OVER_FLOOR.tbtMs && 'TBT',
    ].filter(Boolean)
    if (misses.length) missed++
    line(r, misses.length ? `  ✗ ${misses.join(', ')}` : '')
    line(own, '  (limit: without JavaScript)')
  })
  line(floor, '  (floor: empty Next page)')
  console.log(
    mode === 'devtools'
      ? `budget: LCP ≤ ${floor.lcpMs + OVER_FLOOR.lcpMs} ms, TBT ≤ ${floor.tbtMs + OVER_FLOOR.tbtMs} ms, CLS ≤ ${ABSOLUTE.cls}, a11y/best practices/SEO 100`
      : `budget: performance ${ABSOLUTE.simulatedPerformance}, LCP ≤ the page's no-JS row + ${OVER_OWN_COPY.lcpMs} ms, CLS ≤ ${ABSOLUTE.cls}, a11y/best practices/SEO 100`,
  )
  if (compared.length) {
    console.log(`\n${process.env.AUDIT_COMPARE} (${mode}), each page audited right after the row above; not budgeted`)
    for (const r of compared) line(r)
  }
}
process.exit(missed ? 1 : 0)
