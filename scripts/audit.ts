/**
 * `npm run audit`: Lighthouse (mobile) on the main public pages of the production build, served by `npm start`
 * on a throwaway embedded database, in Debian's Chromium. Prints the four category scores with LCP, CLS and TBT
 * per page and exits non-zero when a budget is missed. Last comes the same audit of an empty App Router page built
 * with the same Next (scripts/lib/empty-next-app.ts): the floor the framework itself sets on this machine.
 * Not part of `npm test` (about 15 s a run; three runs a page by default, the median reported).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'

import { startEmbeddedPostgres } from './lib/embedded-db'
import { startEmptyNextApp } from './lib/empty-next-app'
import { ensureBuild, startProdServer } from './lib/prod-server'

const PAGES = process.env.AUDIT_PAGES
  ? process.env.AUDIT_PAGES.split(',')
  : ['/', '/areas', '/areas/moseley', '/wooden-collection', '/faux-wood-collection', '/services', '/book', '/contact']
const BUDGET = {
  performance: 98,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  lcpMs: 1500,
  cls: 0.01,
  tbtMs: 50,
}

await ensureBuild()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-audit-'))
const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
const server = await startProdServer(db, 'audit')
// Render each page once (the build renders from defaults; start expires them), so Lighthouse sees the cached page.
for (const p of PAGES) await fetch(`${server.url}${p}`)

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

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr']
type Row = {
  page: string
  performance: number
  accessibility: number
  'best-practices': number
  seo: number
  lcpMs: number
  cls: number
  tbtMs: number
}
/**
 * Lighthouse's own advice for lab figures on a shared machine: run each page several times and report the median
 * run (by performance score), since one run can vary by 10+ points. AUDIT_RUNS=1 for a quick look.
 */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 3))

/** The median of RUNS Lighthouse runs of one URL, with the reasons for any lost points printed. */
async function audit(url: string, label: string): Promise<Row> {
  const runs: { row: Row; lhr: Lhr }[] = []
  // A run Lighthouse could not complete (e.g. no LCP recorded) is retried, not averaged in as a zero.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    const lhr = result!.lhr
    if (lhr.runtimeError || lhr.categories.performance?.score == null) {
      console.log(`  ${label}: run failed (${lhr.runtimeError?.code ?? 'no performance score'}), trying again`)
      continue
    }
    const score = (k: string) => Math.round((lhr.categories[k]?.score ?? 0) * 100)
    runs.push({
      lhr,
      row: {
        page: label,
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue ?? 0),
      },
    })
  }
  if (runs.length === 0) throw new Error(`Lighthouse could not audit ${label}`)
  runs.sort((x, y) => x.row.performance - y.row.performance)
  const { row, lhr } = runs[Math.floor(runs.length / 2)]
  if (RUNS > 1) {
    const each = (pick: (r: Row) => number) => runs.map((r) => pick(r.row)).join(', ')
    console.log(
      `  ${label}: ${RUNS} runs: performance ${each((r) => r.performance)}; LCP ${each((r) => r.lcpMs)} ms; TBT ${each((r) => r.tbtMs)} ms (median by performance reported)`,
    )
  }
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id)
  if (failing.length) console.log(`  ${label}: failing audits: ${failing.join(', ')}`)
  // Which elements moved, when there was any layout shift.
  const shifts =
    (lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)
      ?.items ?? []
  for (const item of shifts.slice(0, 3))
    console.log(`  ${label}: layout shift ${item.score?.toFixed(3)} ${item.node?.snippet ?? ''}`)
  return row
}

const rows: Row[] = []
let floor: Row | null = null
try {
  for (const p of PAGES) rows.push(await audit(`${server.url}${p}`, p))
  // The yardstick (AUDIT_FLOOR=0 skips it): the same Lighthouse on an empty App Router page of the same Next.
  if (process.env.AUDIT_FLOOR !== '0') {
    const empty = await startEmptyNextApp()
    try {
      floor = await audit(`${empty.url}/`, '(empty Next page)')
    } finally {
      empty.stop()
    }
  }
} finally {
  await chrome.kill()
  server.stop()
  await new Promise((r) => setTimeout(r, 1500)) // let the server close its connections first
  await db.stop()
  rmSync(tmp, { recursive: true, force: true })
}

const line = (r: Row, note = '') =>
  console.log(
    `${r.page.padEnd(22)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r['best-practices']).padStart(5)} ${String(r.seo).padStart(5)} ${String(r.lcpMs).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${String(r.tbtMs).padStart(8)}${note}`,
  )

console.log('\npage                    perf  a11y  best   seo   LCP ms    CLS   TBT ms')
let missed = 0
for (const r of rows) {
  const bad =
    r.performance < BUDGET.performance ||
    r.accessibility < BUDGET.accessibility ||
    r['best-practices'] < BUDGET['best-practices'] ||
    r.seo < BUDGET.seo ||
    r.lcpMs > BUDGET.lcpMs ||
    r.cls > BUDGET.cls ||
    r.tbtMs > BUDGET.tbtMs
  if (bad) missed++
  line(r, bad ? '  ✗ over budget' : '')
}
if (floor) line(floor, '  (framework floor, not budgeted)')
console.log(
  `\nbudget: perf ≥ ${BUDGET.performance}, a11y ${BUDGET.accessibility}, best practices ${BUDGET['best-practices']}, SEO ${BUDGET.seo}, LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, TBT ≤ ${BUDGET.tbtMs} ms`,
)
process.exit(missed ? 1 : 0)
