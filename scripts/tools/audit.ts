/**
 * `npm run audit`: Lighthouse (mobile) on the main public pages of the production build, served by `npm start`
 * on a throwaway embedded database, in Debian's Chromium, beside the floor measured in the same run: an empty App
 * Router page built with the same Next and served the same way (scripts/tools/lib/empty-next-app.ts).
 *
 * Each page (and the floor) is loaded once in the same browser before it is measured (its first load after the
 * servers start is an outlier), then measured AUDIT_RUNS times (default 5); each figure is the median. The gates
 * are issue 50's, and only these (the run exits 1 and prints which page broke which budget):
 * - `simulate` throttling (Lighthouse's model of a slow phone): performance ≥ the floor's, TBT ≤ floor + 50 ms;
 * - `devtools` throttling (a real slowed load): LCP ≤ floor + 300 ms;
 * - both: CLS ≤ 0.01, accessibility, best practices and SEO 100.
 * Devtools TBT (it moves ±100 ms between loads of the same page) and simulated LCP are printed, not budgeted.
 *
 * Then INP per interaction (AUDIT_INP=0 skips it): a Lighthouse user-flow timespan (devtools throttling: the CPU
 * slowed as below, 4× by default, Lighthouse's mobile network) around one tap on a hydrated, quiet page at phone size: a region tab on `/`, "Add
 * another window" on `/wooden-collection`, a day and then a time in `/book`'s instant calendar (the run switches its
 * own database to instant booking for this, after the pages are measured). INP and its parts (input delay,
 * processing, presentation delay) are printed against the goal of 200 ms, not gated.
 *
 * AUDIT_PAGES (comma-separated paths; `/visits` and the staff pages under it are audited signed in as the owner,
 * `/visits/measure` alone is the measure page of a visit the run makes,
 * without the SEO gate, as they are `noindex` on purpose) and AUDIT_MODES (simulate,devtools; empty for INP only) narrow a run;
 * AUDIT_NOJS=1 also audits each page's own copy with every script removed (scripts/tools/lib/static-copy.ts, the
 * limit without a framework; printed, not budgeted); AUDIT_SAVE=<dir> keeps each page's first full Lighthouse report; AUDIT_COMPARE=<dist dir> (another
 * build, e.g. made with NEXT_DIST_DIR=.next-b) audits each page of that build right after the same page of this one,
 * for a before/after in one run (not budgeted). Each run's host CPU (Lighthouse's benchmark index) is printed:
 * figures from machines of other power do not compare, even against the floor (TBT counts only each task's part over
 * 50 ms, so a slower host turns many short tasks into long ones). AUDIT_CPU_SLOWDOWN=<n> (default 4, Lighthouse's
 * mobile setting, the one the gates are for) sets the CPU slowdown of every run, floor and pages alike, for a
 * comparison calibrated as Lighthouse's throttling guide describes. Not part of `npm test`.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { startFlow } from 'lighthouse'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'

import { startEmptyNextApp } from './lib/empty-next-app'
import { authHeaderFor, isStaffPath, ownerSession, startMeasuredServers } from './lib/measured-servers'
import { type ProdServer } from './lib/prod-server'
import { startStaticCopy } from './lib/static-copy'
import { PAGE_BROTLI_QUALITY } from '../compress-once.mjs'

const PAGES = process.env.AUDIT_PAGES
  ? process.env.AUDIT_PAGES.split(',')
  : ['/', '/areas', '/areas/moseley', '/wooden-collection', '/faux-wood-collection', '/services', '/book', '/contact']
type Mode = 'simulate' | 'devtools'
/** Empty (`AUDIT_MODES=`) measures no page: INP only. */
const MODES = (process.env.AUDIT_MODES ?? 'simulate,devtools').split(',').filter(Boolean) as Mode[]
/** Lighthouse's own advice for lab figures: several runs a page, the median reported. */
const RUNS = Math.max(1, Number(process.env.AUDIT_RUNS ?? 5))
const NO_JS = process.env.AUDIT_NOJS === '1'
const INP = process.env.AUDIT_INP !== '0'
/**
 * Lighthouse's CPU slowdown for every run, floor and pages alike: 4 (its mobile default) unless AUDIT_CPU_SLOWDOWN
 * says otherwise. Lighthouse's throttling guide asks for a lower multiplier on a slower host; the gate's figures are
 * those at 4, so another multiplier is for calibrated comparisons across machines.
 */
const CPU_SLOWDOWN = Number(process.env.AUDIT_CPU_SLOWDOWN ?? 4)
if (!(CPU_SLOWDOWN >= 1))
  throw new Error(`AUDIT_CPU_SLOWDOWN must be a number of at least 1, not ${process.env.AUDIT_CPU_SLOWDOWN}`)
/** Issue 50's budgets: distances from the floor (the empty Next page, same run, same mode) and absolute figures. */
const BUDGET = {
  simulate: { tbtOverFloorMs: 50 },
  devtools: { lcpOverFloorMs: 300 },
  cls: 0.01,
  scores: 100,
  inpGoalMs: 200,
}

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
  /** Lighthouse's measure of the host's CPU power in that run (`benchmarkIndex`): other machines, other figures. */
  hostCpu: number
}
type Row = Figures & { page: string; lcpElement: string }

const measured = await startMeasuredServers('audit', process.env.AUDIT_COMPARE)
const { server, compare } = measured

// Render each page once (the build renders from defaults; start expires them), so the browser gets the cached page.
/** A page fetched once, tried again for up to a minute while the server refuses connections (a busy machine). */
async function render(url: string) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await fetch(url, { headers: await authHeaderFor(url) })
    } catch (error) {
      if (attempt >= 60) throw error
      await new Promise((r) => setTimeout(r, 1000))
    }
  }
}
/**
 * `/visits/measure` without an id: the measure page of a visit made for the audit (today, two windows priced online),
 * since the demo content has no visits.
 */
for (const [i, p] of PAGES.entries()) {
  if (p !== '/visits/measure') continue
  const res = await fetch(`${server.url}/api/cms/measuring-appointments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${await ownerSession(server.url)}` },
    body: JSON.stringify({
      customerName: 'Audit Visit',
      customerPhone: '0121 496 0000',
      address: '1 Audit Road, Moseley',
      postcode: 'B13 8AA',
      scheduledDate: `${new Date().toISOString().slice(0, 10)}T00:00:00.000Z`,
      scheduledTime: 'flexible',
      status: 'pending',
      windows: [
        { room: 'Kitchen', product: 'Real Wood Venetian Blinds', finish: 'Oxford', width: 61, drop: 101 },
        { room: 'Bay', product: 'Faux Wood Venetian Blinds', width: 150, drop: 120 },
      ],
    }),
  })
  if (!res.ok) throw new Error(`the audit's visit was refused (${res.status}): ${await res.text()}`)
  PAGES[i] = `/visits/measure/${((await res.json()) as { doc: { id: number } }).doc.id}`
}
for (const p of PAGES) {
  await render(`${server.url}${p}`)
  if (compare) await render(`${compare.url}${p}`)
}

/** Each page's HTML as the server sends it: raw KB, and Brotli KB at the quality the server caches pages with. */
async function htmlSizes(origin: string, label: string) {
  console.log(`\nHTML of each page, ${label}: KB raw / Brotli`)
  for (const p of PAGES) {
    // Decoded by fetch: the raw size is the HTML's own length, whatever encoding carried it.
    const html = Buffer.from(
      await (await fetch(`${origin}${p}`, { headers: await authHeaderFor(`${origin}${p}`) })).arrayBuffer(),
    )
    const br = brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY } })
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
/** The same browser, driven directly: the warm-up loads and the user flows. */
const browser: Browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` })
/** What Lighthouse's mobile settings emulate (a Moto G Power), set on the page before a user flow loads it. */
const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

/** Until React has hydrated the page's root, its content and its footer (as tests/support/e2e/test.ts), at most 15 s. */
async function hydrated(page: Page) {
  await page
    .waitForFunction(
      () => {
        const done = (el: Element | null | undefined) =>
          !el || Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
        return (
          Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')) &&
          done(document.querySelector('main')?.firstElementChild) &&
          done(document.querySelector('footer'))
        )
      },
      { timeout: 15_000 },
    )
    .catch(() => {})
}

/**
 * Until the page's main thread has been quiet (no long task) for a second, at most 8 s: hydration's low-priority
 * slices and the idle-time prefetches are done, as they would be for a visitor reading before they tap.
 */
async function quiet(page: Page) {
  // A string, not a function: tsx names functions with a helper (`__name`) the page does not have.
  await page.evaluate(`new Promise((resolve) => {
    const done = () => { observer.disconnect(); clearTimeout(timer); clearTimeout(limit); resolve() }
    let timer = setTimeout(done, 1000)
    const limit = setTimeout(done, 8000)
    const observer = new PerformanceObserver(() => { clearTimeout(timer); timer = setTimeout(done, 1000) })
    observer.observe({ type: 'longtask', buffered: false })
  })`)
}

/** One plain load of `url` in the audit's browser, scripts and all, before Lighthouse measures it. */
async function warmUp(url: string) {
  const page = await browser.newPage()
  try {
    await page.setExtraHTTPHeaders(await authHeaderFor(url))
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await hydrated(page)
  } finally {
    await page.close()
  }
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
    hostCpu: Math.round(lhr.environment.benchmarkIndex ?? 0),
  }
}

type TbtSource = 'scripts' | 'document' | 'unattributable'

/**
 * A run's TBT split by what Lighthouse attributes each long task to: a script file, the document itself (its
 * parsing, inline scripts such as the RSC payload, style and layout), or nothing it could name (mostly the task that
 * parses and lays out the page for its first paint). Each task counts as Lighthouse counts it: its length less 50 ms,
 * less any part before the first contentful paint or after time to interactive; the three add up to the reported TBT
 * within a few ms.
 */
function tbtBySource(lhr: Lhr): Record<TbtSource, number> {
  const fcp = lhr.audits['first-contentful-paint'].numericValue ?? 0
  const tti = lhr.audits.interactive?.numericValue ?? Infinity
  const tasks =
    (
      lhr.audits['long-tasks']?.details as
        { items?: { url: string; startTime: number; duration: number }[] } | undefined
    )?.items ?? []
  const parts: Record<TbtSource, number> = { scripts: 0, document: 0, unattributable: 0 }
  for (const t of tasks) {
    const blocking = t.duration - 50 - Math.max(0, fcp - t.startTime) - Math.max(0, t.startTime + t.duration - tti)
    const source: TbtSource =
      t.url === 'Unattributable' ? 'unattributable' : /\.m?js(\?|$)/.test(t.url) ? 'scripts' : 'document'
    parts[source] += Math.max(0, blocking)
  }
  return parts
}

/** The LCP element as Lighthouse's LCP breakdown names it: its tag, e.g. `h1` or `img`. */
function lcpElement(lhr: Lhr): string {
  const details = lhr.audits['lcp-breakdown-insight']?.details as
    { items?: { type?: string; snippet?: string }[] } | undefined
  const snippet = details?.items?.find((item) => item.type === 'node')?.snippet ?? ''
  return snippet.match(/^<([a-z0-9]+)/i)?.[1] ?? '?'
}

/**
 * One warm-up load, then RUNS Lighthouse runs of one URL in one throttling mode: the median of each figure, and
 * why points were lost. `build` (the compared build's dist dir) goes into the saved report's file name, so it does
 * not replace main's.
 */
async function audit(url: string, label: string, mode: Mode, build = ''): Promise<Row> {
  await warmUp(url)
  const runs: Lhr[] = []
  // A run Lighthouse could not complete (e.g. no LCP recorded) is retried, not averaged in as a zero.
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS * 2; attempt++) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: mode,
      throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders: await authHeaderFor(url),
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
    hostCpu: pick('hostCpu'),
    early: Object.fromEntries(kinds.map((k) => [k, median(all.map((f) => f.early[k] ?? 0))])),
    lcpElement: lcpElement(runs[0]),
  }
  if (RUNS > 1) {
    const each = (k: 'performance' | 'lcpMs' | 'tbtMs' | 'cls' | 'hostCpu') => all.map((f) => f[k]).join(', ')
    console.log(
      `  ${label} [${mode}]: performance ${each('performance')}; LCP ${each('lcpMs')} ms; TBT ${each('tbtMs')} ms; CLS ${each('cls')}; host CPU ${each('hostCpu')}`,
    )
  }
  const sources = runs.map(tbtBySource)
  const bySource = (k: TbtSource) => Math.round(median(sources.map((p) => p[k])))
  console.log(
    `  ${label} [${mode}]: TBT by source (medians): scripts ${bySource('scripts')} ms, document ${bySource('document')} ms, unattributable ${bySource('unattributable')} ms`,
  )
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

/** A budget a page's median broke: which page, mode and figure, what it was and what it had to be. */
type Breach = { page: string; mode: Mode; figure: string; value: string; budget: string }

/** Issue 50's budgets for one page's medians against the floor's, same run and mode. */
function breaches(r: Row, floor: Row, mode: Mode): Breach[] {
  const out: Breach[] = []
  const check = (broken: boolean, figure: string, value: number | string, budget: string) => {
    if (broken) out.push({ page: r.page, mode, figure, value: String(value), budget })
  }
  if (mode === 'simulate') {
    check(r.performance < floor.performance, 'performance', r.performance, `≥ ${floor.performance} (the floor's)`)
    const tbt = floor.tbtMs + BUDGET.simulate.tbtOverFloorMs
    check(r.tbtMs > tbt, 'TBT', `${r.tbtMs} ms`, `≤ ${tbt} ms (floor ${floor.tbtMs} + 50)`)
  } else {
    const lcp = floor.lcpMs + BUDGET.devtools.lcpOverFloorMs
    check(r.lcpMs > lcp, 'LCP', `${r.lcpMs} ms`, `≤ ${lcp} ms (floor ${floor.lcpMs} + 300)`)
  }
  check(r.cls > BUDGET.cls, 'CLS', r.cls, `≤ ${BUDGET.cls}`)
  // A staff page is `noindex` on purpose: SEO's "is crawlable" is not its goal.
  for (const k of ['accessibility', 'best-practices', ...(isStaffPath(r.page) ? [] : ['seo' as const])] as const)
    check(r[k] < BUDGET.scores, k, r[k], String(BUDGET.scores))
  return out
}

/** One tap measured as a Lighthouse user-flow timespan: where, what to tap, what shows it was answered. */
type Interaction = {
  name: string
  path: string
  /** Before the timespan: e.g. the tap that shows the control (not measured). */
  before?: (page: Page) => Promise<void>
  tap: (page: Page) => Promise<void>
  /** Resolves once the tap's effect shows. */
  effect: (page: Page) => Promise<unknown>
}
type InpRow = {
  name: string
  inpMs: number[]
  inputDelayMs: number[]
  processingMs: number[]
  presentationMs: number[]
}

/** Taps the first element matching `selector` whose text includes `text` (as a finger would: touch events). */
async function tapText(page: Page, selector: string, text: string) {
  const handle = await page.evaluateHandle(
    (sel, words) => [...document.querySelectorAll(sel)].find((el) => el.textContent?.includes(words)) ?? null,
    selector,
    text,
  )
  const element = handle.asElement()
  if (!element) throw new Error(`no ${selector} with "${text}"`)
  await (element as Awaited<ReturnType<Page['$']>> & object).tap()
}

const BOOKING_TIMES = '/book/choose-a-time?postcode=B13+9XY&source=%2Fbook'
const CALENDAR_DAYS = '[data-testid="slot-calendar"] [role="group"] button'

/**
 * The calendar shows one week; late in a week (a Saturday) it may hold a single free day, so "Later week" is tapped
 * first (before the measured timespan) until the week shown has two, one of them not yet chosen.
 */
async function weekWithTwoFreeDays(page: Page) {
  for (let week = 0; week < 4 && (await page.$$(CALENDAR_DAYS)).length < 2; week++) {
    const shown = await page.$eval('[data-testid="week-shown"]', (el) => el.textContent)
    await tapText(page, '#free-times button, #free-times a', 'Later week')
    await page.waitForFunction(
      (before) => document.querySelector('[data-testid="week-shown"]')?.textContent !== before,
      { timeout: 15_000 },
      shown,
    )
    await page.waitForSelector(CALENDAR_DAYS, { timeout: 15_000 })
    await quiet(page)
  }
}
const INTERACTIONS: Interaction[] = [
  {
    name: 'region tab "South" on /',
    path: '/',
    tap: (page) => tapText(page, '[data-testid="region-tabs"] label', 'South'),
    effect: (page) => page.waitForSelector('[data-testid="region-south"]', { visible: true, timeout: 10_000 }),
  },
  {
    name: '"Add another window" on /wooden-collection',
    path: '/wooden-collection',
    tap: (page) => tapText(page, 'main button', 'Add another window'),
    effect: (page) =>
      page.waitForFunction(
        () => [...document.querySelectorAll('main legend')].some((l) => l.textContent?.trim() === 'Window 2'),
        { timeout: 10_000 },
      ),
  },
  {
    name: 'a day in /book’s calendar',
    path: BOOKING_TIMES,
    before: weekWithTwoFreeDays,
    tap: async (page) => {
      const day = await page.$(`${CALENDAR_DAYS}[aria-pressed="false"]`)
      if (!day) throw new Error('no second free day in the week shown')
      await day.evaluate((el) => el.setAttribute('data-audit-tapped', ''))
      await day.tap()
    },
    effect: (page) =>
      page.waitForSelector(`${CALENDAR_DAYS}[data-audit-tapped][aria-pressed="true"]`, { timeout: 10_000 }),
  },
  {
    name: 'a time in /book’s calendar',
    path: BOOKING_TIMES,
    tap: async (page) => {
      const radio = await page.$('[data-testid="slot-calendar"] input[name="slot"]:not(:checked)')
      const label = await radio!.evaluateHandle((el) => el.closest('label') ?? el)
      await (label.asElement() as Awaited<ReturnType<Page['$']>> & object).tap()
    },
    effect: (page) =>
      page.waitForFunction(() => document.querySelector('[data-testid="slot-calendar"] input[name="slot"]:checked'), {
        timeout: 10_000,
      }),
  },
]

/** The audit's database switched to instant booking (every day, no notice), so `/book` offers the calendar. */
async function instantBooking(origin: string) {
  const token = await ownerSession(origin)
  const res = await fetch(`${origin}/api/cms/globals/availability`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', Authorization: `JWT ${token}` },
    body: JSON.stringify({
      mode: 'instant',
      noticeHours: 0,
      workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    }),
  })
  if (!res.ok) throw new Error(`switching to instant booking failed (${res.status})`)
  for (let i = 0; i < 50; i++) {
    if ((await (await fetch(`${origin}/book`)).text()).includes('Choose a time')) return
    await new Promise((r) => setTimeout(r, 200))
  }
  throw new Error('/book did not offer instant booking')
}

/** The ms of one INP part in Lighthouse's INP breakdown (input delay, processing duration, presentation delay). */
function inpPart(lhr: Lhr, subpart: string): number {
  const list = lhr.audits['inp-breakdown-insight']?.details as
    { items?: { type?: string; items?: { subpart?: string; duration?: number }[] }[] } | undefined
  const table = list?.items?.find((item) => item.type === 'table')
  return Math.round(table?.items?.find((item) => item.subpart === subpart)?.duration ?? NaN)
}

/**
 * RUNS user flows of one interaction (after one warm-up load), each on a fresh load at phone size: the page loads
 * (not throttled), hydrates and falls quiet, then a Lighthouse timespan (devtools throttling, 4× CPU) holds the tap
 * until its effect shows.
 */
async function measureInteraction(origin: string, interaction: Interaction): Promise<InpRow> {
  const row: InpRow = { name: interaction.name, inpMs: [], inputDelayMs: [], processingMs: [], presentationMs: [] }
  for (let run = 0; run <= RUNS; run++) {
    const page = await browser.newPage()
    try {
      await page.setViewport(PHONE)
      await page.goto(`${origin}${interaction.path}`, { waitUntil: 'load', timeout: 60_000 })
      await hydrated(page)
      if (run === 0) continue // the warm-up load
      await quiet(page)
      await interaction.before?.(page)
      const flow = await startFlow(page, {
        flags: {
          formFactor: 'mobile',
          screenEmulation: { disabled: true },
          throttlingMethod: 'devtools',
          throttling: { cpuSlowdownMultiplier: CPU_SLOWDOWN },
          logLevel: 'error',
        },
      })
      await flow.startTimespan({ name: interaction.name })
      await interaction.tap(page)
      await interaction.effect(page)
      await new Promise((r) => setTimeout(r, 500)) // the next paint, and whatever the tap set going
      await flow.endTimespan()
      const lhr = (await flow.createFlowResult()).steps[0]!.lhr
      const inp = lhr.audits['interaction-to-next-paint']?.numericValue
      if (inp === undefined) {
        console.log(`  ${interaction.name}: no interaction recorded, run ${run}`)
        continue
      }
      row.inpMs.push(Math.round(inp))
      row.inputDelayMs.push(inpPart(lhr, 'inputDelay'))
      row.processingMs.push(inpPart(lhr, 'processingDuration'))
      row.presentationMs.push(inpPart(lhr, 'presentationDelay'))
    } catch (error) {
      console.log(`  ${interaction.name}: run ${run} failed: ${(error as Error).message.split('\n')[0]}`)
    } finally {
      await page.close()
    }
  }
  console.log(`  ${interaction.name}: INP ${row.inpMs.join(', ')} ms`)
  return row
}

const results = new Map<Mode, { rows: Row[]; floor: Row; limits: (Row | null)[]; compared: Row[] }>()
const inpRows: InpRow[] = []
let empty: ProdServer | null = null
let staticCopy: ProdServer | null = null
try {
  await htmlSizes(server.url, 'this build')
  if (compare) await htmlSizes(compare.url, process.env.AUDIT_COMPARE!)
  empty = MODES.length ? await startEmptyNextApp() : null
  // A staff page has no copy without scripts: it is the owner's, and is never read without them.
  staticCopy = NO_JS
    ? await startStaticCopy(
        server.url,
        PAGES.filter((p) => !isStaffPath(p)),
      )
    : null
  for (const mode of MODES) {
    // The floor is measured halfway through the pages (and each no-JS copy right after its page), so a machine
    // that slows down during the run moves both sides.
    const rows: Row[] = []
    const limits: (Row | null)[] = []
    const compared: Row[] = []
    const auditPage = async (p: string) => {
      rows.push(await audit(`${server.url}${p}`, p, mode))
      limits.push(
        staticCopy && !isStaffPath(p) ? await audit(`${staticCopy.url}${p}`, `${p} no JS`, mode, 'nojs') : null,
      )
      if (compare) compared.push(await audit(`${compare.url}${p}`, p, mode, process.env.AUDIT_COMPARE))
    }
    for (const p of PAGES.slice(0, Math.ceil(PAGES.length / 2))) await auditPage(p)
    const floor = await audit(`${empty!.url}/`, '(empty Next page)', mode)
    for (const p of PAGES.slice(Math.ceil(PAGES.length / 2))) await auditPage(p)
    results.set(mode, { rows, floor, limits, compared })
  }
  if (INP) {
    console.log(`\nINP per interaction (user-flow timespans, ${CPU_SLOWDOWN}× CPU, phone size), ${RUNS} run(s) each`)
    await instantBooking(server.url)
    for (const interaction of INTERACTIONS) inpRows.push(await measureInteraction(server.url, interaction))
  }
} finally {
  await browser.disconnect()
  await chrome.kill()
  empty?.stop()
  staticCopy?.stop()
  await measured.stop()
}

const KINDS = ['document', 'stylesheet', 'font', 'script', 'image']
const kb = (early: Record<string, number>) =>
  KINDS.map((k) => String(Math.round(early[k] ?? 0)).padStart(k.length + 1)).join(' ')
const line = (r: Row, note = '') =>
  console.log(
    `${r.page.padEnd(28)} ${String(r.performance).padStart(5)} ${String(r.accessibility).padStart(5)} ${String(r['best-practices']).padStart(5)} ${String(r.seo).padStart(5)} ${String(r.lcpMs).padStart(8)} ${r.cls.toFixed(3).padStart(6)} ${String(r.tbtMs).padStart(8)} ${String(r.elements).padStart(6)}  ${r.lcpElement.padEnd(8)} ${kb(r.early)}${note}`,
  )

const broken: Breach[] = []
for (const [mode, { rows, floor, limits, compared }] of results) {
  console.log(
    `\n${mode} throttling, ${CPU_SLOWDOWN}× CPU, median of ${RUNS} run(s); host CPU (Lighthouse's benchmark index, the floor's median) ${floor.hostCpu}; KB requested before first paint by kind`,
  )
  console.log(
    `${'page'.padEnd(28)}  perf  a11y  best   seo   LCP ms    CLS   TBT ms  elem.  LCP el.  ${KINDS.join(' ')}`,
  )
  rows.forEach((r, i) => {
    const misses = breaches(r, floor, mode)
    broken.push(...misses)
    line(r, misses.length ? `  ✗ ${misses.map((m) => m.figure).join(', ')}` : '')
    const limit = limits[i]
    if (limit) line(limit, '  (limit: without JavaScript, not budgeted)')
  })
  line(floor, '  (floor: empty Next page)')
  console.log(
    mode === 'simulate'
      ? `budget: performance ≥ ${floor.performance}, TBT ≤ ${floor.tbtMs + BUDGET.simulate.tbtOverFloorMs} ms, CLS ≤ ${BUDGET.cls}, a11y/best practices/SEO 100 (LCP printed, not budgeted)`
      : `budget: LCP ≤ ${floor.lcpMs + BUDGET.devtools.lcpOverFloorMs} ms, CLS ≤ ${BUDGET.cls}, a11y/best practices/SEO 100 (TBT printed, not budgeted)`,
  )
  if (compared.length) {
    console.log(`\n${process.env.AUDIT_COMPARE} (${mode}), each page audited right after the row above; not budgeted`)
    for (const r of compared) line(r)
  }
}

if (inpRows.length) {
  console.log(
    `\nINP per interaction, median of ${RUNS} (ms; goal ≤ ${BUDGET.inpGoalMs}, printed, not budgeted): INP = input delay + processing + presentation delay`,
  )
  console.log(`${'interaction'.padEnd(44)}    INP  input  proc.  pres.`)
  for (const r of inpRows) {
    const m = (values: number[]) => (values.length ? String(median(values)) : '–').padStart(6)
    const over = r.inpMs.length && median(r.inpMs) > BUDGET.inpGoalMs ? '  over the goal' : ''
    console.log(
      `${r.name.padEnd(44)} ${m(r.inpMs)} ${m(r.inputDelayMs)} ${m(r.processingMs)} ${m(r.presentationMs)}${over}`,
    )
  }
}

if (broken.length) {
  console.log(`\nOver budget (${broken.length}):`)
  console.log(`${'page'.padEnd(28)} ${'mode'.padEnd(9)} ${'figure'.padEnd(15)} ${'median'.padEnd(8)} budget`)
  for (const b of broken)
    console.log(`${b.page.padEnd(28)} ${b.mode.padEnd(9)} ${b.figure.padEnd(15)} ${b.value.padEnd(8)} ${b.budget}`)
} else if (results.size) console.log('\nEvery page within budget.')
process.exit(broken.length ? 1 : 0)
