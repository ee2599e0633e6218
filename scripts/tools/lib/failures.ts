/**
 * Names the failed tests in Vitest's and Playwright's JSON reports, with the first line of each error, so the last
 * lines of a run (often all a CI log keeps) say what failed, not only how many.
 */
import path from 'node:path'

import { ROOT } from '../../lib/local-env'

const firstLine = (message: unknown) =>
  String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 240) ?? ''

const relative = (file: string) => path.relative(ROOT, file) || file

type VitestReport = {
  testResults?: {
    name: string
    status: string
    message?: string
    assertionResults?: { fullName: string; status: string; failureMessages?: string[] }[]
  }[]
}

export function vitestFailures(report: VitestReport | null): string[] {
  const out: string[] = []
  for (const file of report?.testResults ?? []) {
    const failed = (file.assertionResults ?? []).filter((a) => a.status === 'failed')
    for (const a of failed) out.push(`${relative(file.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`)
    // A file can fail with no failed test: an error in a hook or at import.
    if (file.status === 'failed' && failed.length === 0) out.push(`${relative(file.name)}: ${firstLine(file.message)}`)
  }
  return out
}

type PlaywrightSuite = {
  title: string
  file?: string
  specs?: {
    title: string
    line?: number
    tests: { projectName: string; status: string; results: { error?: { message?: string } }[] }[]
  }[]
  suites?: PlaywrightSuite[]
}

type PlaywrightReport = { suites?: PlaywrightSuite[]; errors?: { message?: string }[] }

/** The tests that failed, with the report's own errors (a failed global setup, a broken file). */
export function playwrightFailures(report: PlaywrightReport | null) {
  return [
    ...playwrightTests(report, 'unexpected'),
    ...(report?.errors ?? []).map((error) => `Playwright: ${firstLine(error.message)}`),
  ]
}

/** The tests that failed and then passed on a retry: they count as passed, and are named so they get looked at. */
export const playwrightFlaky = (report: PlaywrightReport | null) => playwrightTests(report, 'flaky')

function playwrightTests(report: PlaywrightReport | null, status: 'unexpected' | 'flaky') {
  const out: string[] = []
  // A report's top-level suites are its files; the suites inside them are describe blocks.
  const walk = (suite: PlaywrightSuite, titles: string[], file: string) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== status) continue
        const error = test.results.map((r) => r.error?.message).find(Boolean)
        const name = [...titles, spec.title].join(' › ')
        out.push(`[${test.projectName}] ${file}:${spec.line ?? ''} › ${name}: ${firstLine(error)}`)
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title], file)
  }
  for (const suite of report?.suites ?? []) walk(suite, [], suite.file ?? suite.title)
  return out
}
