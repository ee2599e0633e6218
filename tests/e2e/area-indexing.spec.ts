import { expect, test } from '../support/e2e/test'

import { FEATURED_SLUGS } from '@/lib/areas/featured'
import { OWNER, signIn } from '../support/e2e/helpers'

/**
 * Indexing follows substance: an area page below the bar is still served, whole, but asks search engines not to
 * index it and is left out of sitemap.xml; the areas the home page features are indexed and listed.
 * (Darlaston has no notes written for it, so with the seeded content it is below the bar; unit-tested.)
 */
test.describe('area pages: indexing follows substance', () => {
  test.skip(({ isMobile }) => isMobile, 'crawler view: the same HTML at every width')

  const robotsOf = async (page: import('@playwright/test').Page) =>
    (await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')))).join()

  test('a page below the bar is served with noindex, follow and left out of the sitemap', async ({ page, request }) => {
    const res = await page.goto('/areas/darlaston')
    expect(res?.status()).toBe(200)
    expect(await robotsOf(page)).toMatch(/noindex/)
    expect(await robotsOf(page)).toMatch(/(^|,\s*)follow/)
    await expect(page.locator('#booking-form form')).toBeVisible()
    await expect(page.locator('[data-section="about"]').getByRole('link', { name: 'Wednesbury' })).toBeVisible()

    const xml = await (await request.get('/sitemap.xml')).text()
    expect(xml).not.toContain('/areas/darlaston</loc>')
  })

  test('every area the home page features is indexable and in the sitemap', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    for (const slug of FEATURED_SLUGS) expect(xml, slug).toContain(`/areas/${slug}</loc>`)
    await page.goto('/areas/moseley')
    expect(await robotsOf(page)).not.toMatch(/noindex/)
  })

  test('the owner sees in /admin which areas are not indexed and why', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page, OWNER)
    await page.goto('/admin/collections/area-overrides')
    const panel = page.getByTestId('area-indexing')
    await expect(panel).toContainText(/\d+ of \d+ area pages are indexed/)
    await panel.locator('summary').click()
    await expect(panel.getByRole('listitem').filter({ hasText: 'Darlaston' })).toContainText(
      /too little of its own text/,
    )
  })
})
