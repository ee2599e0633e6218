import { describe, expect, it } from 'vitest'

import { type Machine, planPrerequisites } from '../../scripts/tools/lib/prerequisites'

const machine = (over: Partial<Machine> & { have?: string[] } = {}): Machine => ({
  suites: new Set(['lint', 'unit', 'int', 'e2e', 'multi']),
  env: {},
  exists: (file) => (over.have ?? []).includes(file),
  isRoot: false,
  hasApt: true,
  ...over,
})

describe('npm test prepares the machine or names the fix', () => {
  it('needs nothing when Chromium, redis-server and nginx are there', () => {
    const plan = planPrerequisites(machine({ have: ['/usr/bin/chromium', '/usr/bin/redis-server', '/usr/sbin/nginx'] }))
    expect(plan).toEqual({ steps: [], chromium: null, services: null })
  })

  it('as root on Debian installs the packages with apt-get', () => {
    const plan = planPrerequisites(machine({ isRoot: true }))
    expect(plan.steps).toEqual([
      expect.objectContaining({ kind: 'apt', packages: ['chromium'] }),
      expect.objectContaining({ kind: 'apt', packages: ['redis-server', 'nginx'] }),
    ])
  })

  it('as a user tries Playwright’s browser download, and names the exact commands otherwise', () => {
    const plan = planPrerequisites(machine({ have: ['/usr/bin/redis-server'] }))
    expect(plan.steps).toEqual([expect.objectContaining({ kind: 'playwright-browser' })])
    expect(plan.chromium).toContain('sudo apt-get install -y chromium')
    expect(plan.chromium).toContain('npx playwright install chromium')
    expect(plan.services).toContain('sudo apt-get install -y --no-install-recommends nginx')
    expect(plan.services).not.toContain('redis-server nginx')
  })

  it('asks only for what the chosen suites use, and respects CHROMIUM_PATH', () => {
    expect(planPrerequisites(machine({ suites: new Set(['lint', 'unit', 'int']) }))).toEqual({
      steps: [],
      chromium: null,
      services: null,
    })
    const custom = planPrerequisites(
      machine({ suites: new Set(['e2e']), env: { CHROMIUM_PATH: '/opt/chrome' }, isRoot: true }),
    )
    expect(custom.steps).toEqual([])
    expect(custom.chromium).toContain('there is none at /opt/chrome')
  })
})
