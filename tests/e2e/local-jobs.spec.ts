import { gzipSync } from 'node:zlib'

import { expect, test, type Page } from '../support/e2e/test'

import { signIn, OWNER } from '../support/e2e/helpers'

/**
 * Local jobs end to end: the owner records a job in /admin, its area page shows it within seconds and, if the page
 * was below the indexing bar, it becomes indexable (robots meta, sitemap.xml); /our-work lists and filters jobs
 * without JavaScript at phone and desktop widths.
 */

/** Below the indexing bar with the seeded content, and far from the seeded demo jobs. */
const AREA = 'kenilworth'
const stamp = Date.now()
const NOTE = `Two basswood blinds for the sitting room sashes, fitted inside the recess (job ${stamp}).`

const robotsOf = async (page: Page) =>
  (await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute('content')))).join()

test.describe('local jobs: the owner adds one, its area page shows it', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is checked at desktop width')

  test('a job published in /admin appears on its area page within seconds and gets the page indexed', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    // Before: the page is served, asks not to be indexed and is not in the sitemap.
    // (A save marks pages stale: the first request after one may still get the page as it was, so checks reload.)
    await expect(async () => {
      await page.goto(`/areas/${AREA}`)
      expect(await robotsOf(page)).toMatch(/noindex/)
      expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`/areas/${AREA}</loc>`)
    }).toPass({ timeout: 20_000 })

    await signIn(page, OWNER)
    await page.goto('/admin/collections/local-jobs/create')
    await page.locator('#field-area').fill(AREA)
    const month = page.locator('#field-month input')
    await month.click()
    await month.fill('March 2026')
    await month.press('Tab')
    await page.locator('#field-product .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Real Wood Venetian Blinds' }).click()
    await page.locator('#field-rooms').fill('Sitting room')
    await page.locator('#field-windows').fill('2')
    await page.locator('#field-note').fill(NOTE)
    await page.getByRole('button', { name: /^save$/i }).click()
    await expect(page.getByText(/successfully created/i).first()).toBeVisible({ timeout: 30_000 })
    // The list reads "Yes" where "Published" is ticked, never a column of true and false.
    await page.goto('/admin/collections/local-jobs')
    await expect(page.locator('tbody').getByTestId('yes-cell').first()).toBeVisible()
    await expect(page.locator('tbody').getByText(/^(true|false)$/)).toHaveCount(0)

    // The area page: the job within seconds (its tag was expired), with its month and product.
    const started = Date.now()
    await expect(async () => {
      await page.goto(`/areas/${AREA}`)
      await expect(page.locator('[data-section="local-jobs"]')).toContainText(NOTE, { timeout: 1_000 })
    }).toPass({ timeout: 20_000, intervals: [500, 1_000] })
    test.info().annotations.push({ type: 'timing', description: `shown after ${Date.now() - started} ms` })
    const section = page.locator('[data-section="local-jobs"]')
    await expect(section.getByRole('heading', { level: 2 })).toHaveText('Our recent work in Kenilworth')
    const card = section.getByTestId('local-job').filter({ hasText: NOTE })
    await expect(card).toContainText('March 2026')
    await expect(card).toContainText('Real Wood Venetian Blinds')
    await expect(card).toContainText('Sitting room · 2 windows')
    await expect(card).toHaveAttribute('data-demo', 'false')

    // Indexable now: no noindex, listed in the sitemap.
    expect(await robotsOf(page)).not.toMatch(/noindex/)
    await expect(async () => {
      expect(await (await request.get('/sitemap.xml')).text()).toContain(`/areas/${AREA}</loc>`)
    }).toPass({ timeout: 20_000 })

    // On /our-work, and on the collection page of its product.
    await expect(async () => {
      await page.goto(`/our-work?area=${AREA}`)
      await expect(page.getByTestId('our-work-jobs')).toContainText(NOTE, { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
    await expect(async () => {
      await page.goto('/wooden-collection')
      await expect(page.getByTestId('collection-jobs')).toContainText(NOTE, { timeout: 1_000 })
    }).toPass({ timeout: 20_000 })
  })
})

test.describe('/our-work: filters without JavaScript', () => {
  test.skip(({ isMobile }) => isMobile, 'both widths are set here')
  test.use({ javaScriptEnabled: false })

  for (const width of [390, 1280]) {
    test(`filters by area and by product at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      const res = await page.goto('/our-work')
      expect(res?.status()).toBe(200)
      expect(await robotsOf(page)).not.toMatch(/noindex/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/our-work$/)
      const jobs = page.getByTestId('our-work-jobs').getByTestId('local-job')
      const all = await jobs.count()
      expect(all).toBeGreaterThanOrEqual(5)
      // Seeded demo jobs are labelled as examples.
      await expect(page.getByTestId('local-job').filter({ hasText: 'Example job' }).first()).toBeVisible()

      // By area: the form is sent as a GET request.
      await page.getByRole('combobox', { name: 'Area', exact: true }).selectOption('moseley')
      await page.getByRole('button', { name: 'Show jobs' }).click()
      await expect(page).toHaveURL(/\/our-work\?area=moseley&product=$/)
      expect(await jobs.count()).toBeGreaterThan(0)
      for (const area of await jobs.evaluateAll((els) => els.map((e) => e.getAttribute('data-area'))))
        expect(area).toBe('moseley')
      await expect(page.getByTestId('our-work-summary')).toContainText('in Moseley')
      // A filtered view is not indexed; the plain page is its canonical.
      expect(await robotsOf(page)).toMatch(/noindex/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/our-work$/)

      // By product, then clear.
      await page.getByRole('combobox', { name: 'Area', exact: true }).selectOption('')
      await page.getByRole('combobox', { name: 'Product', exact: true }).selectOption('faux-wood-venetian-blinds')
      await page.getByRole('button', { name: 'Show jobs' }).click()
      await expect(page).toHaveURL(/product=faux-wood-venetian-blinds/)
      const faux = await jobs.count()
      expect(faux).toBeGreaterThan(0)
      expect(faux).toBeLessThan(all)
      await expect(jobs.first()).toContainText('Faux Wood Venetian Blinds')
      await page.getByRole('link', { name: 'Clear filters' }).click()
      await expect(page).toHaveURL(/\/our-work$/)
      expect(await jobs.count()).toBe(all)

      // Nothing overflows the viewport.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)
      expect(overflow).toBeLessThanOrEqual(0)
      await page.screenshot({ path: test.info().outputPath(`our-work-${width}.png`), fullPage: true })
    })
  }
})

test('the footer links to /our-work; an area page links its jobs to it', async ({ page }) => {
  await page.goto('/areas/moseley')
  await expect(page.locator('footer').getByRole('link', { name: 'Our Work' })).toHaveAttribute('href', '/our-work')
  const section = page.locator('[data-section="local-jobs"]')
  await expect(section.getByTestId('local-job').first()).toContainText('Example job')
  await section.screenshot({ path: test.info().outputPath('moseley-jobs.png') })
  await expect(section.getByRole('link', { name: 'See all our work' })).toHaveAttribute(
    'href',
    '/our-work?area=moseley',
  )
})

test('/our-work loads no more JavaScript than an area page (no client code of its own)', async ({ request }) => {
  test.skip(test.info().project.name === 'mobile', 'the same HTML at every width')
  const gzipOfScripts = async (path: string) => {
    const html = await (await request.get(path)).text()
    const srcs = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+\.js)"/g)].map((m) => m[1]))
    let bytes = 0
    for (const src of srcs) bytes += gzipSync(await (await request.get(src)).body()).length
    return { bytes, count: srcs.size }
  }
  const [ourWork, area] = await Promise.all([gzipOfScripts('/our-work'), gzipOfScripts('/areas/moseley')])
  expect(ourWork.count).toBeGreaterThan(0)
  // Bundles split differently per route, so totals are compared: the site shell and picture component only.
  expect(ourWork.bytes).toBeLessThanOrEqual(area.bytes)
  test
    .info()
    .annotations.push({ type: 'js', description: `/our-work ${ourWork.bytes} B, /areas/moseley ${area.bytes} B` })
})
