import { defineConfig, devices } from '@playwright/test'

import { chromiumLaunchOptions } from './tests/support/e2e/chromium'
import { e2eStack, e2eStackCount } from './tests/support/e2e/stack'

/**
 * End-to-end tests against the production build in Debian's Chromium. `npm test` starts one server per worker, each
 * on a throwaway database of its own, and passes them as E2E_STACKS; run `npm run test:e2e` yourself with BASE_URL
 * pointing at `npm start`. Playwright loads this file again in each worker, with that worker's TEST_PARALLEL_INDEX:
 * the `baseURL` below (and `test.info().project.use.baseURL`) is the worker's own server (tests/support/e2e/stack.ts).
 */
const chromium = chromiumLaunchOptions

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium }
/** The phone: 390 px, touch, as the fitter's and most visitors' (the size `PHONE` in the specs' helpers sets). */
const phone = { ...devices['Pixel 5'], viewport: { width: 390, height: 844 }, launchOptions: chromium }

/**
 * Tests that only read pages: the specs listed here, except their blocks tagged `@writes`. A new spec changes shared
 * state unless it is added here. (Playwright matches `grep` against the file name, the titles and the tags.) The
 * whole file name must match: `cms-pages.spec.ts`, which edits and publishes content, once ran in the parallel
 * read-only pass beside the home page's checks because `pages.spec.ts` matched the end of its name.
 */
const READ_ONLY = /^(?=.*(?:^|[\s\\/])(a11y|browser|home|layout|seo|areas|pages|early-tap)\.spec\.ts)(?!.*@writes)/

/**
 * The staff's phone pages (`/visits`, the front room, the fitting): these specs set the phone themselves
 * (`test.use(PHONE)`), so they run once, in the phone project, not again unchanged at desktop.
 */
const PHONE_ONLY = /\b(fitting-sign-off|front-room|measure-early|measure-offline|visits|visits-kept)\.spec\.ts/
/**
 * A test that changes shared state runs at desktop only, unless it checks what a phone changes (a layout, touch, a
 * visitor's journey on a phone): those are tagged `@phone` and run at both widths. Server behaviour, the admin and
 * HTML are the same at every width, so once is enough.
 */
const AT_PHONE_TOO = /@phone/

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  fullyParallel: false,
  workers: 2,
  // In CI a test that fails is run once more: one that then passes counts, and `npm test` names it at the end
  // ("Passed on a retry") so it is looked at; one that fails twice fails the run.
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON }]]
    : [['list']],
  use: {
    baseURL: e2eStack().url,
    launchOptions: chromium,
    // A trace records a snapshot of the page at every step and a screencast: in CI, where a failed test runs once
    // more, only that second run records one. Tracing every first run, for traces thrown away when the test passed,
    // cost about a tenth of the pass (pages.spec at both widths, side by side: 169 s and 334 core-seconds with
    // traces, 152 s and 299 without). Locally, without retries, a failed test keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
  },
  projects: [
    // Pages that are only read run two at a time at each width; then everything that changes shared state (content,
    // settings, leads, sign-in counters) runs one at a time on each server: two at a time under `npm test`, whose two
    // workers each test a server and database of their own (tests/support/e2e/stack.ts), one at a time against a
    // single BASE_URL. At desktop, and the `@phone` tests and the phone-only specs at the phone.
    { name: 'desktop', grep: READ_ONLY, use: desktop },
    { name: 'mobile', grep: READ_ONLY, use: phone },
    {
      name: 'desktop-writes',
      grepInvert: [READ_ONLY, PHONE_ONLY],
      use: desktop,
      workers: e2eStackCount(),
      dependencies: ['desktop', 'mobile'],
    },
    {
      name: 'mobile-writes',
      grep: [AT_PHONE_TOO, PHONE_ONLY],
      grepInvert: READ_ONLY,
      use: phone,
      workers: e2eStackCount(),
      dependencies: ['desktop-writes'],
    },
  ],
})
