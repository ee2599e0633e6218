import { expect, test, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test'

export const OWNER = { username: 'owner', password: process.env.SEED_OWNER_PASSWORD ?? 'test-owner-password-1' }
export const STAFF = { username: 'staff', password: process.env.SEED_STAFF_PASSWORD ?? 'test-staff-password-1' }

/** The fitter's phone, for the staff's pages (`/visits`, the front room): `test.use(PHONE)`. */
export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }

/** The staff user's JWT as a header, for REST calls that set a test's scene. */
export async function staffHeaders(request: APIRequestContext) {
  const login = await request.post('/api/cms/users/login', { data: STAFF })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

/**
 * Waits until React has hydrated the element. A public page's scripts load after its first paint, so until then a
 * click is the browser's alone: a link navigates in full (no client-side loading state), a tab does nothing.
 */
export async function hydrated(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))))
    .toBe(true)
}

/**
 * Holds every script of the page back until `release`, as on a slow phone; `held()` counts the scripts waiting.
 * Load the page with `waitUntil: 'domcontentloaded'` (it cannot hydrate while they wait).
 */
export async function holdScripts(page: Page) {
  const held: Route[] = []
  let holding = true
  await page.route('**/_next/static/chunks/**', (route) => (holding ? held.push(route) : route.continue()))
  return {
    held: () => held.length,
    release: async () => {
      holding = false
      for (const route of held.splice(0)) await route.continue()
    },
  }
}

/**
 * Signs the page's browser context in through Payload's REST login: the session cookie the answer sets lands in the
 * context, so the next `page.goto('/admin/…')` or `/visits` is signed in. For set-ups where no check reads the sign-in
 * form: the form and the dashboard it lands on are two admin page loads, each several core-seconds of the test run
 * (docs/testing.md). The form itself is checked through `adminLogin` (admin.spec).
 */
export async function signIn(page: Page, who: { username: string; password: string }) {
  const login = await page.request.post('/api/cms/users/login', {
    data: { username: who.username, password: who.password },
  })
  expect(login.status(), `sign-in as ${who.username}`).toBe(200)
}

/**
 * The Origin header of a same-origin REST call made with the page's cookie: Payload reads the session cookie only from
 * a request its CSRF check accepts. The page's own origin, or the test's server while the page is still blank.
 */
export function sameOrigin(page: Page) {
  const url = page.url()
  return { origin: new URL(/^https?:/.test(url) ? url : test.info().project.use.baseURL!).origin }
}

/** Sign in to Payload's admin through its real login form. */
export async function adminLogin(page: Page, who: { username: string; password: string }) {
  await page.goto('/admin/login')
  await page.getByLabel(/username/i).fill(who.username)
  await page.getByLabel('Password', { exact: true }).fill(who.password)
  await page.getByRole('button', { name: /login/i }).click()
  await expect(page).not.toHaveURL(/\/admin\/login/, { timeout: 30_000 })
}

/**
 * The area pages that ask to be indexed (no `noindex` robots meta), as served: a page below the indexing bar is
 * still served, but tells crawlers to leave it out.
 */
export async function indexedAreaSlugs(request: APIRequestContext, slugs: readonly string[]): Promise<string[]> {
  // Four requests at a time, as a crawler would: one at a time, the ~190 pages took two minutes on a busy machine.
  const queue = [...slugs]
  const indexed = new Set<string>()
  const readNext = async (): Promise<void> => {
    const slug = queue.shift()
    if (!slug) return
    const res = await request.get(`/areas/${slug}`)
    if (res.status() === 200) {
      const html = await res.text()
      const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]).join()
      if (!/noindex/.test(robots)) indexed.add(slug)
    }
    return readNext()
  }
  await Promise.all(Array.from({ length: 4 }, readNext))
  return slugs.filter((slug) => indexed.has(slug))
}

/**
 * Full-page screenshots are a record for people to look at (git-ignored, in tests/e2e/screenshots). CI's machine is
 * discarded after the run, so there they are skipped unless E2E_SCREENSHOTS=1; E2E_SCREENSHOTS=0 skips them anywhere.
 */
const screenshotsWanted = process.env.E2E_SCREENSHOTS ? process.env.E2E_SCREENSHOTS === '1' : !process.env.CI

/**
 * The visible dropdowns too narrow for one of their choices (id, room and the longest choice's width), measured with
 * the select's own font: a choice wider than the box shows cut ("Faux Wood Ve") once chosen.
 */
export function cutSelects(page: Page) {
  return page
    .locator('select')
    .filter({ visible: true })
    .evaluateAll((selects) => {
      const context = document.createElement('canvas').getContext('2d')!
      return selects.flatMap((select) => {
        const style = getComputedStyle(select as HTMLSelectElement)
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        const options = [...(select as HTMLSelectElement).options]
        const widest = Math.max(...options.map((o) => context.measureText(o.text).width))
        return widest > room ? [`${select.id}: ${Math.round(room)} px for ${Math.round(widest)} px`] : []
      })
    })
}

/** Saves tests/e2e/screenshots/<name>.png; a full page is scrolled through once first, so lazy images have loaded. */
export async function saveScreenshot(page: Page, name: string, { fullPage = true } = {}) {
  if (!screenshotsWanted) return
  if (fullPage) {
    await page.evaluate(async () => {
      for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight / 2) {
        window.scrollTo(0, y)
        await new Promise((r) => setTimeout(r, 60))
      }
      await Promise.all(
        [...document.images]
          .filter((img) => !img.complete)
          .map(
            (img) =>
              new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true })
                img.addEventListener('error', resolve, { once: true })
                setTimeout(resolve, 3000)
              }),
          ),
      )
      window.scrollTo(0, 0)
    })
    await page.waitForTimeout(600) // the fixed header settles after scrolling back up
  }
  await page.screenshot({ path: `tests/e2e/screenshots/${name}.png`, fullPage })
}

/**
 * Saves Booking availability as the owner would, then waits until /book shows the mode: a save marks the booking
 * rules stale, so the first page read after it may still get the old mode, and the next step must not.
 */
export async function setBookingRules(request: APIRequestContext, data: Record<string, unknown> & { mode: string }) {
  const login = await request.post('/api/cms/users/login', {
    data: { username: OWNER.username, password: OWNER.password },
  })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const res = await request.post('/api/cms/globals/availability', { headers, data })
  expect(res.ok()).toBe(true)
  const offersTimes = async () => (await (await request.get('/book')).text()).includes('Choose a time')
  await expect.poll(offersTimes, { timeout: 10_000, intervals: [100, 250, 500] }).toBe(data.mode === 'instant')
}
