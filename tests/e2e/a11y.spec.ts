import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '../support/e2e/test'

/** Automated accessibility (axe-core, WCAG 2.x A/AA rules) on the main public pages, at mobile and desktop width. */
const PAGES = [
  '/',
  '/areas',
  '/areas/moseley',
  '/wooden-collection',
  '/faux-wood-collection',
  '/services',
  '/book',
  '/contact',
  '/our-work',
]

for (const path of PAGES) {
  test(`no axe violations on ${path}`, async ({ page }) => {
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
    expect(summary, summary.join('\n')).toEqual([])
  })
}
