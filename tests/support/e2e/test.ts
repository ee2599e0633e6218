import { test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * Until a public page's scripts have run (they load after its first paint: scripts/defer-scripts.mjs), a click or a
 * key is the browser's alone. Waits until React has hydrated the page's root, its content and its footer; pages
 * without the loader (the admin, files) return at once. Best effort: a test that holds the scripts back has its own
 * assertions to fail.
 */
export async function pageHydrated(page: Page) {
  await page
    .waitForFunction(
      () => {
        if (typeof (window as { __deferScript?: unknown }).__deferScript !== 'function') return true
        const hydrated = (el: Element | null | undefined) =>
          !el || Object.keys(el).some((key) => key.startsWith('__reactFiber$'))
        return (
          Object.keys(document.body).some((key) => key.startsWith('__reactFiber$')) &&
          hydrated(document.querySelector('main')?.firstElementChild) &&
          hydrated(document.querySelector('footer'))
        )
      },
      null,
      { timeout: 15_000 },
    )
    .catch(() => {})
}

/**
 * Playwright's `test` whose page, after `goto` or `reload` that waits for `load` (the default), also waits for
 * hydration (pageHydrated), as a visitor's first click usually comes after it. A test of what happens before the
 * scripts run passes `waitUntil: 'domcontentloaded'` or `'commit'`.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    const goto = page.goto.bind(page)
    const reload = page.reload.bind(page)
    const waits = (options?: { waitUntil?: string }) => !options?.waitUntil || options.waitUntil === 'load'
    page.goto = async (url, options) => {
      const response = await goto(url, options)
      if (waits(options)) await pageHydrated(page)
      return response
    }
    page.reload = async (options) => {
      const response = await reload(options)
      if (waits(options)) await pageHydrated(page)
      return response
    }
    await provide(page)
  },
})
