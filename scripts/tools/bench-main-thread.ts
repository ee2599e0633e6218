/**
 * `npm run bench:main-thread`: where a page's main-thread time goes, beside the floor (the empty Next page the audit
 * uses), read from Chromium's own trace of fresh loads at full CPU speed, phone viewport, cache off.
 *
 * For each page it prints the medians over BENCH_RUNS loads (7; one warm-up load first) of: all main-thread tasks,
 * HTML parsing (the inline stylesheet and the RSC payload's inline scripts included), script evaluation, callbacks
 * (React's scheduler runs hydration in these), style, layout, first contentful paint; and the blocking time the
 * tasks after the first paint would add at Lighthouse's 4× slower CPU (each task × 4 less 50 ms), a stand-in for
 * simulated TBT. Then the long tasks (≥ 12.5 ms here, ≥ 50 ms at 4×) of the load nearest that median, each with
 * its largest parts. Figures at full speed: a busy machine inflates all of them, so compare rows of one run.
 *
 * BENCH_PAGES (comma-separated paths; default /,/visits; `/visits…` signed in as the owner), BENCH_RUNS,
 * BENCH_COMPARE=<dist dir> (another build, e.g. NEXT_DIST_DIR=.next-b, each page of it traced right after the same
 * page of this one: a before/after in one run). Not part of `npm test`.
 */
import puppeteer, { type Browser } from 'puppeteer-core'

import { startEmptyNextApp } from './lib/empty-next-app'
import { authHeaderFor, startMeasuredServers } from './lib/measured-servers'

const PAGES = (process.env.BENCH_PAGES ?? '/,/visits').split(',').filter(Boolean)
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 7))
/** A task this long at full speed is a long task (50 ms) at Lighthouse's 4× slower CPU. */
const LONG_TASK_MS = 12.5
const PARTS = [
  'ParseHTML',
  'EvaluateScript',
  'FunctionCall',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'MajorGC',
  'MinorGC',
]

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { url?: string } }
}
type Load = {
  total: number
  blocking4x: number
  parse: number
  evaluate: number
  callbacks: number
  style: number
  layout: number
  fcp: number
  longTasks: string[]
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]

/** One fresh load of `url`, traced: its renderer main thread's tasks summed by kind. */
async function traceLoad(browser: Browser, url: string, headers: Record<string, string>): Promise<Load> {
  const context = await browser.createBrowserContext()
  try {
    const page = await context.newPage()
    await page.setViewport({ width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 })
    await page.setExtraHTTPHeaders(headers)
    const cdp = await page.createCDPSession()
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true })
    await page.tracing.start({
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'loading'],
    })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await new Promise((resolve) => setTimeout(resolve, 2500)) // the scripts after first paint, and hydration
    const trace = await page.tracing.stop()
    const events = (JSON.parse(Buffer.from(trace!).toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents
    return summarise(events)
  } finally {
    await context.close()
  }
}

function summarise(events: TraceEvent[]): Load {
  // The page's main thread: the one that parsed its HTML.
  const parses = new Map<string, number>()
  for (const e of events)
    if (e.name === 'ParseHTML') parses.set(`${e.pid}:${e.tid}`, (parses.get(`${e.pid}:${e.tid}`) ?? 0) + 1)
  const main = [...parses.entries()].sort((a, b) => b[1] - a[1])[0]?.[0]
  const own = events.filter((e) => `${e.pid}:${e.tid}` === main && e.ph === 'X' && e.dur)
  const ms = (e: TraceEvent) => (e.dur ?? 0) / 1000
  const tasks = own.filter((e) => e.name === 'RunTask').sort((a, b) => a.ts - b.ts)
  const start = tasks[0]?.ts ?? 0
  const fcpAt = events.find((e) => e.name === 'firstContentfulPaint')?.ts ?? start
  const sum = (name: string) => own.filter((e) => e.name === name).reduce((s, e) => s + ms(e), 0)
  let blocking4x = 0
  const longTasks: string[] = []
  for (const task of tasks.filter((t) => ms(t) >= LONG_TASK_MS)) {
    const end = task.ts + (task.dur ?? 0)
    if (end > fcpAt) blocking4x += Math.max(0, 4 * ms(task) - 50)
    const inside = own.filter((e) => e !== task && e.ts >= task.ts && e.ts + (e.dur ?? 0) <= end)
    const parts = new Map<string, number>()
    for (const e of inside) if (PARTS.includes(e.name)) parts.set(e.name, (parts.get(e.name) ?? 0) + ms(e))
    const script = inside.find((e) => e.name === 'EvaluateScript' && e.args?.data?.url)?.args?.data?.url
    longTasks.push(
      `${Math.round((task.ts - start) / 1000)
        .toString()
        .padStart(5)} ms  ${ms(task).toFixed(0).padStart(4)} ms${task.ts > fcpAt ? ' after FCP ' : ' before FCP'}  ` +
        [...parts.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 4)
          .map(([name, d]) => `${name} ${d.toFixed(0)}`)
          .join(', ') +
        (script ? `  (${script.replace(/^.*\//, '') || 'the page'})` : ''),
    )
  }
  return {
    total: tasks.reduce((s, t) => s + ms(t), 0),
    blocking4x,
    parse: sum('ParseHTML'),
    evaluate: sum('EvaluateScript'),
    callbacks: sum('FunctionCall'),
    style: sum('UpdateLayoutTree'),
    layout: sum('Layout'),
    fcp: (fcpAt - start) / 1000,
    longTasks,
  }
}

async function bench(browser: Browser, label: string, url: string, headers: Record<string, string> = {}) {
  await traceLoad(browser, url, headers) // warm-up: the first load after a server starts is an outlier
  const loads: Load[] = []
  for (let i = 0; i < RUNS; i++) loads.push(await traceLoad(browser, url, headers))
  const m = (key: keyof Omit<Load, 'longTasks'>) =>
    Math.round(median(loads.map((l) => l[key])))
      .toString()
      .padStart(7)
  console.log(
    `${label.padEnd(28)}${m('total')}${m('blocking4x')}${m('parse')}${m('evaluate')}${m('callbacks')}${m('style')}${m('layout')}${m('fcp')}`,
  )
  const typical = [...loads].sort((a, b) => a.blocking4x - b.blocking4x)[Math.floor(loads.length / 2)]
  return { label, longTasks: typical.longTasks }
}

const measured = await startMeasuredServers('bench_main', process.env.BENCH_COMPARE)
const { server, compare } = measured
const floor = await startEmptyNextApp()
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--headless=new'],
})
try {
  console.log(`\nmain thread at full CPU speed, median of ${RUNS} fresh loads, ms`)
  console.log(
    `${'page'.padEnd(28)}${['total', 'TBT4×', 'parse', 'eval', 'calls', 'style', 'layout', 'FCP'].map((h) => h.padStart(7)).join('')}`,
  )
  const rows = [await bench(browser, '(empty Next page)', `${floor.url}/`)]
  for (const page of PAGES) {
    rows.push(await bench(browser, page, server.url + page, await authHeaderFor(server.url + page)))
    if (compare)
      rows.push(
        await bench(
          browser,
          `${page} (${process.env.BENCH_COMPARE})`,
          compare.url + page,
          await authHeaderFor(compare.url + page),
        ),
      )
  }
  console.log(
    `\nlong tasks (≥ ${LONG_TASK_MS} ms, 50 ms at 4×) of each page's median load: start, length, largest parts`,
  )
  for (const row of rows) console.log(`${row.label}\n${row.longTasks.map((t) => `  ${t}`).join('\n') || '  none'}`)
} finally {
  await browser.close()
  floor.stop()
  await measured.stop()
}
process.exit(0)
