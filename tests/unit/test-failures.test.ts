import { describe, expect, it } from 'vitest'

import { playwrightFailures, playwrightFlaky, vitestFailures } from '../../scripts/tools/lib/failures'

/** What `npm test` prints at its end: each failed test by name, so a CI log's last lines say what failed. */
describe('failed tests named from the JSON reports', () => {
  it('names a failed Playwright test by project, file, line, describe blocks and title, with its error', () => {
    const report = {
      suites: [
        {
          title: 'booking.spec.ts',
          file: 'booking.spec.ts',
          specs: [
            {
              title: 'a visitor picks a free time',
              line: 45,
              tests: [
                { projectName: 'desktop-writes', status: 'expected', results: [{}] },
                {
                  projectName: 'mobile-writes',
                  status: 'unexpected',
                  results: [
                    {
                      error: {
                        message: '\u001b[31mError: expect(locator).toBeVisible() failed\u001b[39m\n\nLocator: …',
                      },
                    },
                  ],
                },
              ],
            },
          ],
          suites: [
            {
              title: 'from an area page',
              file: 'booking.spec.ts',
              specs: [
                {
                  title: 'books a window',
                  line: 76,
                  tests: [
                    {
                      projectName: 'desktop-writes',
                      status: 'flaky',
                      results: [{ error: { message: 'Timeout' } }, {}],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
      errors: [{ message: 'Error: global setup failed\n at x' }],
    }
    expect(playwrightFailures(report)).toEqual([
      '[mobile-writes] booking.spec.ts:45 › a visitor picks a free time: Error: expect(locator).toBeVisible() failed',
      'Playwright: Error: global setup failed',
    ])
    expect(playwrightFlaky(report)).toEqual([
      '[desktop-writes] booking.spec.ts:76 › from an area page › books a window: Timeout',
    ])
  })

  it('names a failed Vitest test, and a file that failed outside any test', () => {
    const report = {
      testResults: [
        {
          name: '/x/tests/unit/prices.test.ts',
          status: 'failed',
          assertionResults: [
            { fullName: 'prices adds VAT', status: 'passed' },
            {
              fullName: 'prices rounds to pence',
              status: 'failed',
              failureMessages: ['AssertionError: expected 1 to be 2\n at y'],
            },
          ],
        },
        {
          name: '/x/tests/multi/multi-server.test.ts',
          status: 'failed',
          message: 'server exited (0)',
          assertionResults: [],
        },
        {
          name: '/x/tests/unit/ok.test.ts',
          status: 'passed',
          assertionResults: [{ fullName: 'ok', status: 'passed' }],
        },
      ],
    }
    const names = vitestFailures(report)
    expect(names).toHaveLength(2)
    expect(names[0]).toMatch(/prices\.test\.ts › prices rounds to pence: AssertionError: expected 1 to be 2$/)
    expect(names[1]).toMatch(/multi-server\.test\.ts: server exited \(0\)$/)
  })

  it('names nothing when nothing failed', () => {
    expect(vitestFailures({ testResults: [] })).toEqual([])
    expect(playwrightFailures({ suites: [] })).toEqual([])
    expect(vitestFailures(null)).toEqual([])
  })
})
