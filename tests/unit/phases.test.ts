import { describe, expect, it } from 'vitest'

import { busyShare, PhaseClock } from '../../scripts/tools/lib/phases'

describe("npm test's table of phases", () => {
  it('gives each phase its span from the start of the run, marks what ran beside, and totals the run', () => {
    const clock = new PhaseClock(1_000_000)
    clock.phases.push(
      { name: 'lint', start: 1_000_000, end: 1_140_000, beside: 'Vitest', cpu: '97%' },
      { name: 'Vitest', start: 1_003_000, end: 1_591_000, cpu: '99%' },
      { name: 'Playwright', start: 1_600_000, end: null },
    )
    const lines = clock.summary(1_700_000).split('\n')
    expect(lines.find((l) => l.includes('lint'))).toMatch(/lint\s+0 →\s+140\s+140 s\s+97%\s+\(beside Vitest\)/)
    expect(lines.find((l) => l.includes('Vitest') && !l.includes('lint'))).toMatch(/3 →\s+591\s+588 s\s+99%$/)
    expect(lines.find((l) => l.includes('Playwright'))).toMatch(/600 →\s+700\s+100 s.*\(unfinished\)/)
    expect(lines.at(-1)).toMatch(/total\s+0 →\s+700\s+700 s/)
  })

  it('reads how busy the cores were between two readings of their counters', () => {
    expect(busyShare({ busy: 1_000, total: 4_000 }, { busy: 2_500, total: 6_000 })).toBe('75%')
    expect(busyShare({ busy: 0, total: 0 }, { busy: 0, total: 0 })).toBe('–')
  })

  it('records the share of the cores a phase kept busy when it ends', () => {
    const clock = new PhaseClock()
    const end = clock.begin('spin')
    const until = Date.now() + 50
    while (Date.now() < until) Math.sqrt(Math.random())
    end()
    expect(clock.phases[0].cpu).toMatch(/^\d+%$/)
    expect(Number.parseInt(clock.phases[0].cpu!)).toBeGreaterThan(0)
  })
})
