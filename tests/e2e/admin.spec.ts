import { expect, test, type Page } from '../support/e2e/test'

import { adminLogin, STAFF } from '../support/e2e/helpers'

/**
 * The admin loads everything it shows from our own origin: its policy allows nothing else, so anything fetched from
 * another host (an avatar service, a font or script CDN) would show as a broken image or a missing part.
 */
test.skip(({ isMobile }) => isMobile, 'the admin is checked at desktop width')

declare global {
  interface Window {
    __blocked?: string[]
  }
}

/** Images on the page that have not loaded (blocked, failed or empty), by address. */
const brokenImages = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.images)
      .filter((img) => !img.complete || img.naturalWidth === 0)
      .map((img) => img.currentSrc || img.src || img.alt),
  )

test('signed in as staff, the header shows our own account icon and nothing is fetched from another host', async ({
  page,
  baseURL,
}) => {
  const ownOrigin = new URL(baseURL!).origin
  const elsewhere: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (/^https?:$/.test(url.protocol) && url.origin !== ownOrigin) elsewhere.push(request.url())
  })
  // Requests the policy blocks never reach the network: the browser reports them as violations instead.
  await page.addInitScript(() => {
    window.__blocked = []
    document.addEventListener('securitypolicyviolation', (event) => window.__blocked!.push(event.blockedURI))
  })

  await adminLogin(page, STAFF)
  for (const path of ['/admin', '/admin/collections/measuring-appointments', '/admin/account']) {
    await page.goto(path)
    const account = page.locator('.app-header__account')
    await expect(account, path).toBeVisible()
    // The icon is drawn (not an empty link or a bare alt text) and is not an image from elsewhere.
    await expect(account.locator('svg, img').first(), path).toBeVisible()
    await expect(account.locator('img[src^="http"]'), path).toHaveCount(0)
    await page.waitForLoadState('networkidle')
    expect(await brokenImages(page), path).toEqual([])
    expect(await page.evaluate(() => window.__blocked ?? []), path).toEqual([])
  }
  expect(elsewhere).toEqual([])
})
