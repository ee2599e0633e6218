import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { chromiumLaunchOptions, OMNIBOX_POPUP_FEATURES, PLAYWRIGHT_DISABLED_FEATURES } from '../support/e2e/chromium'

/** The features Playwright itself disables, read from the installed playwright-core's source. */
function playwrightsDisabledFeatures(): string[] {
  const require = createRequire(import.meta.url)
  const root = path.dirname(require.resolve('playwright-core/package.json'))
  const bundle = readFileSync(path.join(root, 'lib/coreBundle.js'), 'utf8')
  const block = /disabledFeatures = \[([\s\S]*?)\]\.filter/.exec(bundle)?.[1]
  if (!block) throw new Error('playwright-core no longer lists its disabled features where this test reads them')
  return [...block.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((m) => m[1])
}

describe('the e2e Chromium flags', () => {
  it('repeat every feature Playwright disables, since Chromium honours only the last --disable-features', () => {
    const theirs = playwrightsDisabledFeatures()
    expect(theirs.length).toBeGreaterThan(5)
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(expect.arrayContaining(theirs))
  })

  it('pass one --disable-features, with the spare renderer and the address bar’s popups off', () => {
    const lists = chromiumLaunchOptions.args.filter((a) => a.startsWith('--disable-features='))
    expect(lists).toHaveLength(1)
    expect(lists[0].split('=')[1].split(',')).toEqual(
      expect.arrayContaining([
        ...PLAYWRIGHT_DISABLED_FEATURES,
        'SpareRendererForSitePerProcess',
        ...OMNIBOX_POPUP_FEATURES,
      ]),
    )
  })
})
