/**
 * The host's speed, beside a run's times: Lighthouse's own benchmark index (its `computeBenchmarkIndex`, the figure
 * `npm run audit` prints per load), run in Debian's Chromium when it is there, else in Node (a different engine's
 * figure, marked as such). A run's durations only compare with another's of a similar index.
 */
import { chromium } from '@playwright/test'
import { existsSync } from 'node:fs'
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js'

const { computeBenchmarkIndex } = pageFunctions

export type HostSpeed = { benchmarkIndex: number; engine: 'Chromium' | 'Node' }

export async function hostSpeed(executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'): Promise<HostSpeed> {
  if (existsSync(executablePath)) {
    const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] }).catch(() => null)
    if (browser) {
      try {
        const page = await browser.newPage()
        const index = await page.evaluate(`(${computeBenchmarkIndex.toString()})()`)
        return { benchmarkIndex: Math.round(Number(index)), engine: 'Chromium' }
      } finally {
        await browser.close()
      }
    }
  }
  return { benchmarkIndex: Math.round(computeBenchmarkIndex()), engine: 'Node' }
}

export const describeSpeed = (speed: HostSpeed) =>
  `${speed.benchmarkIndex}${speed.engine === 'Node' ? ' (in Node, not comparable with Chromium’s)' : ''}`
