import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/e2e/test'

/**
 * Automated accessibility (axe-core, WCAG 2.x A/AA rules) on the main public pages, at mobile and desktop width. One
 * test per width visits every page in one browser context, a step per page: a context costs the browser about two
 * core-seconds, more than some pages' checks, and one context reads the shared scripts once. The header and footer
 * are the same on every page: checked here. The collections', services', contact and policy pages' own content
 * (`main`) is checked by pages.spec's "each page in turn", which opens them anyway.
 */
const PAGES = ['/', '/areas', '/areas/moseley', '/book', '/our-work']

test('no axe violations on the main public pages', async ({ page }) => {
  test.setTimeout(60_000 + PAGES.length * 30_000)
  for (const path of PAGES) {
    await test.step(path, async () => {
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
      const summary = results.violations.map(
        (v) =>
          `${v.id} (${v.impact}): ${v.nodes
            .map((n) => n.target.join(' '))
            .slice(0, 3)
            .join(' | ')}`,
      )
      expect.soft(summary, `${path}\n${summary.join('\n')}`).toEqual([])
    })
  }
})
