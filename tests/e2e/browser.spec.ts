import { expect, test } from '@playwright/test'

/**
 * The browser the tests run in does only the work a test reads (tests/support/e2e/chromium.ts): a new context (a new
 * window) opens the page and nothing else, no browser-UI page of its own. When a Chromium update renames the feature
 * that makes the address bar's popups, this fails, and the flags need the new name.
 */
test('a new context opens no browser-UI page beside its own', async ({ browser, isMobile }) => {
  test.skip(isMobile, 'the browser is the same at every width')
  const cdp = await browser.newBrowserCDPSession()
  const context = await browser.newContext()
  try {
    const page = await context.newPage()
    await page.goto('about:blank')
    // The popups are made as the window opens; give them the moment they took before they were switched off.
    await page.waitForTimeout(1000)
    const { targetInfos } = await cdp.send('Target.getTargets', { filter: [{}] })
    const browserUi = targetInfos.filter((t) => t.type === 'browser_ui' || t.url.startsWith('chrome://'))
    expect(browserUi.map((t) => t.url)).toEqual([])
    expect(targetInfos.some((t) => t.type === 'page')).toBe(true)
  } finally {
    await context.close()
    await cdp.detach()
  }
})
