import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

/**
 * What `npm test` needs from the machine besides npm packages, prepared before anything slow starts: Chromium for
 * the browser tests (Debian's, or Playwright's own download where its host can be reached) and Debian's
 * redis-server and nginx for the multi-server suite. What cannot be prepared stops the run within seconds, naming
 * the command that fixes it, instead of failing after minutes of building.
 */

export const DEFAULT_CHROMIUM = '/usr/bin/chromium'
export const DEFAULT_REDIS = '/usr/bin/redis-server'
export const DEFAULT_NGINX = '/usr/sbin/nginx'

export interface Machine {
  suites: ReadonlySet<string>
  env: Readonly<Record<string, string | undefined>>
  exists: (file: string) => boolean
  isRoot: boolean
  /** Debian's package manager is there (Debian, Ubuntu). */
  hasApt: boolean
}

export type Step = { kind: 'apt'; packages: string[]; why: string } | { kind: 'playwright-browser'; why: string }

export interface Plan {
  steps: Step[]
  /** What would still be missing if every step failed: the message, with the command that fixes it. */
  chromium: string | null
  services: string | null
}

const chromiumPath = (env: Machine['env']) => env.CHROMIUM_PATH || DEFAULT_CHROMIUM

/** What to install and how, from what the chosen suites need and what the machine has. Pure, for the unit test. */
export function planPrerequisites(m: Machine): Plan {
  const steps: Step[] = []
  let chromium: string | null = null
  let services: string | null = null

  if (m.suites.has('e2e') && !m.exists(chromiumPath(m.env))) {
    const where = chromiumPath(m.env)
    if (m.isRoot && m.hasApt && !m.env.CHROMIUM_PATH) {
      steps.push({ kind: 'apt', packages: ['chromium'], why: `no browser at ${where}` })
    } else if (!m.env.CHROMIUM_PATH) {
      steps.push({ kind: 'playwright-browser', why: `no browser at ${where}` })
    }
    chromium = [
      `The browser tests need Chromium, and there is none at ${where}. Fix it with one of:`,
      m.hasApt ? `  sudo apt-get install -y chromium` : null,
      `  npx playwright install chromium            (Playwright's own download, where its host can be reached)`,
      `  CHROMIUM_PATH=/path/to/chrome npm test    (a Chromium or Chrome you already have)`,
      `or leave the browser tests out: TEST_SUITES=lint,unit,int npm test`,
    ]
      .filter(Boolean)
      .join('\n')
  }

  if (m.suites.has('multi')) {
    const redis = m.env.REDIS_SERVER_BIN || DEFAULT_REDIS
    const nginx = m.env.NGINX_BIN || DEFAULT_NGINX
    const missing = [
      ...(m.exists(redis) ? [] : [{ bin: redis, pkg: 'redis-server' }]),
      ...(m.exists(nginx) ? [] : [{ bin: nginx, pkg: 'nginx' }]),
    ]
    if (missing.length) {
      const packages = missing.map((x) => x.pkg)
      if (m.isRoot && m.hasApt)
        steps.push({ kind: 'apt', packages, why: `no ${missing.map((x) => x.bin).join(' or ')}` })
      services = [
        `The multi-server tests need Debian's ${packages.join(' and ')} (missing: ${missing.map((x) => x.bin).join(', ')}). Fix it with:`,
        `  sudo apt-get install -y --no-install-recommends ${packages.join(' ')}`,
        `or point REDIS_SERVER_BIN / NGINX_BIN at your own, or leave that suite out: TEST_SUITES=lint,unit,int,e2e npm test`,
      ].join('\n')
    }
  }
  return { steps, chromium, services }
}

function aptInstall(packages: string[]): boolean {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const install = () =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { stdio: 'inherit', env })
      .status === 0
  if (install()) return true
  // A fresh machine has no package lists yet.
  return spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env }).status === 0 && install()
}

/** Playwright's own Chromium; its download host is unreachable on some networks, so it gets two minutes at most. */
async function playwrightBrowser(): Promise<string | null> {
  const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
  const ok = spawnSync(npx, ['playwright', 'install', 'chromium'], { stdio: 'inherit', timeout: 120_000 }).status === 0
  if (!ok) return null
  const { chromium } = await import('playwright-core')
  const file = chromium.executablePath()
  return existsSync(file) ? file : null
}

/**
 * Prepares what it can and returns; throws (the caller prints it and exits) with the fixing command for what it
 * cannot. A Chromium Playwright downloads is handed to the browser tests through CHROMIUM_PATH.
 */
export async function prepareMachine(suites: ReadonlySet<string>): Promise<void> {
  const machine = (): Machine => ({
    suites,
    env: process.env,
    exists: existsSync,
    isRoot: typeof process.getuid === 'function' && process.getuid() === 0,
    hasApt: existsSync('/usr/bin/apt-get'),
  })
  const plan = planPrerequisites(machine())
  for (const step of plan.steps) {
    console.log(`━━ preparing the machine: ${step.why}`)
    if (step.kind === 'apt') aptInstall(step.packages)
    else {
      const file = await playwrightBrowser()
      if (file) process.env.CHROMIUM_PATH = file
    }
  }
  const after = planPrerequisites(machine())
  const problems = [after.chromium, after.services].filter((p): p is string => p !== null)
  if (problems.length) throw new Error(problems.join('\n\n'))
}
