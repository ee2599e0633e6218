/**
 * `npm run bench:early-taps`: how often a tap on a control as soon as it is painted loses its effect, over many fresh
 * loads. It runs tests/e2e/early-tap.spec.ts against this build (built first if need be) on a throwaway database, at
 * the desktop and phone widths, with EARLY_TAP_REPEATS taps of each control per setting (5 by default; `npm test`
 * taps each once), and prints the taps and misses per page, setting and width, with each miss's first line. A figure,
 * not a verdict: it exits 0 whatever it counts, unless the run itself could not be made.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import { ROOT } from '../lib/local-env'
import { MEASURE_OWNER_PASSWORD, startMeasuredServers } from './lib/measured-servers'

const REPEATS = Math.max(1, Number(process.env.EARLY_TAP_REPEATS ?? 5))

type Spec = {
  title: string
  tests: {
    projectName: string
    results: { status: string; annotations?: { type: string; description?: string }[] }[]
  }[]
}
type Suite = { suites?: Suite[]; specs?: Spec[] }

const servers = await startMeasuredServers('early_taps')
const tmp = mkdtempSync(path.join(os.tmpdir(), 'vb-early-taps-'))
try {
  const report = path.join(tmp, 'report.json')
  console.log(`▸ tapping each control ${REPEATS} times per setting and width against ${servers.server.url}…`)
  const run = spawnSync(
    process.execPath,
    [
      'node_modules/@playwright/test/cli.js',
      'test',
      'tests/e2e/early-tap.spec.ts',
      '--project=desktop',
      '--project=mobile',
      '--project=desktop-writes',
      '--project=mobile-writes',
      '--no-deps',
      '--workers=1',
      '--retries=0',
    ],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: {
        ...process.env,
        BASE_URL: servers.server.url,
        PLAYWRIGHT_JSON: report,
        EARLY_TAP_BENCH: '1',
        EARLY_TAP_REPEATS: String(REPEATS),
        SEED_OWNER_PASSWORD: MEASURE_OWNER_PASSWORD,
      },
    },
  )
  const json = JSON.parse(readFileSync(report, 'utf8')) as Suite
  const rows: string[] = []
  let taps = 0
  let missed = 0
  const walk = (suite: Suite) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) {
        const result = t.results.at(-1)
        const note = result?.annotations?.find((a) => a.type === 'early-taps')?.description
        if (!note) {
          rows.push(`  ${spec.title} [${t.projectName}]: no count (${result?.status ?? 'not run'})`)
          continue
        }
        const counted = JSON.parse(note) as { taps: number; missed: string[] }
        taps += counted.taps
        missed += counted.missed.length
        rows.push(`  ${spec.title} [${t.projectName}]: ${counted.missed.length} of ${counted.taps} taps missed`)
        for (const miss of counted.missed) rows.push(`      ${miss}`)
      }
    }
    for (const inner of suite.suites ?? []) walk(inner)
  }
  walk(json)
  console.log(['\nEarly taps (each on a fresh load):', ...rows, `In all: ${missed} of ${taps} taps missed.`].join('\n'))
  if (run.status !== 0 && taps === 0) process.exitCode = 1
} finally {
  rmSync(tmp, { recursive: true, force: true })
  await servers.stop()
}
