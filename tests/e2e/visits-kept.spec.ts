import { expect, test, type APIRequestContext, type BrowserContext, type Page } from '../support/e2e/test'

import { signIn, OWNER, PHONE, STAFF, staffHeaders } from '../support/e2e/helpers'

/**
 * What the fitter's phone keeps, and when it is cleared (issue 67), at 390 px: after "Sign out" no kept page or photo
 * is left and offline /visits shows no customer; a session that ends with a window unsent (the sign-in reaching the
 * worker as an opaque redirect) clears the kept pages at once but keeps the window, tied to its user: another member
 * of staff signed in on the phone neither sees nor sends it, and it is sent once its user signs in again; and one load
 * of /visits with 50 visits in the week fetches each static file once, today's and tomorrow's pages two at a time.
 * The server is cut with `context.route(…abort)`, which reaches the worker's requests too.
 */
test.use(PHONE)

const londonDay = (offset: number) => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
  return new Date(Date.parse(`${today}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
}

/** A measuring visit `offset` days from today (any time: pending) with one window priced online. */
async function visitOn(request: APIRequestContext, headers: Record<string, string>, name: string, offset = 0) {
  const res = await request.post('/api/cms/measuring-appointments', {
    headers,
    data: {
      customerName: name,
      customerPhone: '0121 496 0555',
      address: '5 Kept Road, Kings Heath',
      postcode: 'B14 7AA',
      scheduledDate: `${londonDay(offset)}T00:00:00.000Z`,
      scheduledTime: 'flexible',
      status: 'pending',
      windows: [{ room: 'Kitchen', product: 'Real Wood Venetian Blinds', finish: 'Oxford', width: 61, drop: 101 }],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc.id as number
}

/** Every address the worker's caches hold but the build's static files: the kept pages and photos. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = []
    for (const name of await caches.keys()) {
      const cache = await caches.open(name)
      for (const request of await cache.keys()) {
        const path = new URL(request.url).pathname
        if (!path.startsWith('/_next/static/')) kept.push(path)
      }
    }
    return kept
  })

/**
 * The page's HTML once its navigation has settled: an offline navigation may still be turning into Chromium's error
 * page (or the kept copy) when `goto` gives up, and the HTML cannot be read until it has.
 */
async function settledContent(page: Page) {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    try {
      return await page.content()
    } catch {
      await page.waitForTimeout(250)
    }
  }
  return page.content()
}

/** The phone's queue of measured windows, as stored. */
const storedQueue = (page: Page) =>
  page.evaluate(
    () =>
      JSON.parse(localStorage.getItem('visits.measured-windows.queue') ?? '{}') as Record<
        string,
        { user?: string; sentAt?: string; body: { appointment: number; widthMm?: number } }
      >,
  )

/** Opens /visits and waits until the worker has kept what the page asked of it. */
async function openVisits(page: Page) {
  await page.goto('/visits')
  await expect(page.locator('html[data-kept-offline]')).toBeAttached({ timeout: 60_000 })
}

async function cut(context: BrowserContext) {
  await context.route('**/*', (route) => route.abort('internetdisconnected'))
  await context.setOffline(true)
}

async function restore(context: BrowserContext) {
  await context.unrouteAll({ behavior: 'ignoreErrors' })
  await context.setOffline(false)
}

/** Fills what the customer could not know, so the window can be saved. */
async function finishWindow(page: Page, position: number) {
  const form = page.locator(`form[data-window="${position}"]`)
  await form.getByLabel('Recess').check()
  await form.getByLabel('Top fix').check()
  await form.getByLabel('Control side').selectOption('right')
  await form.getByLabel('Child-safety device').selectOption('tensioner')
  return form
}

const storedWindows = async (request: APIRequestContext, appointment: number) =>
  (
    await (
      await request.get(`/api/cms/measured-windows?depth=0&where[appointment][equals]=${appointment}`, {
        headers: await staffHeaders(request),
      })
    ).json()
  ).docs as { widthMm: number }[]

test('after "Sign out" (the waiting window sent first) the phone keeps no page, and offline /visits shows no customer', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000)
  const name = `Kim Kept ${Date.now()}`
  const appointment = await visitOn(request, await staffHeaders(request), name)
  await signIn(page, STAFF)
  await openVisits(page)
  await expect.poll(() => keptPages(page)).toContain(`/visits/measure/${appointment}`)
  expect(await keptPages(page)).toContain('/visits')

  // A window saved without signal waits on the phone; "Sign out" without signal says so and asks.
  await page.goto(`/visits/measure/${appointment}`)
  await cut(context)
  const form = await finishWindow(page, 1)
  await form.getByLabel('Width (mm)').fill('604')
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/visits/windows/'))
  await form.getByRole('button', { name: 'Save window' }).click()
  await failed
  await expect(form.locator('[data-state]')).toHaveText('not yet sent')
  await page.goto('/visits')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page.getByRole('alertdialog')).toContainText(
    '1 window measured is not yet sent. They stay on this phone and are sent when you sign in again with signal.',
  )
  await page.getByRole('button', { name: 'Stay signed in' }).click()

  // With signal again, "Sign out" sends it first, then clears the phone and ends the session.
  await restore(context)
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
  expect((await storedWindows(request, appointment)).map((w) => w.widthMm)).toEqual([604])
  expect(await keptPages(page)).toEqual([])
  expect(Object.values(await storedQueue(page))).toEqual([])

  // Without signal, nothing of the customer opens.
  await cut(context)
  for (const path of ['/visits', `/visits/measure/${appointment}`]) {
    await page.goto(path).catch(() => undefined)
    expect(await settledContent(page)).not.toContain(name)
  }
  await restore(context)
})

test('a window left unsent when the session expired is sent once its user signs in again, never by another', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const name = `Eve Expired ${Date.now()}`
  const appointment = await visitOn(request, await staffHeaders(request), name)
  const puts: string[] = []
  context.on('request', (r) => {
    if (r.method() === 'PUT' && r.url().includes('/api/visits/windows/')) puts.push(r.url())
  })

  await signIn(page, STAFF)
  await openVisits(page)
  const staffId = await page.locator('main').getAttribute('data-staff-user')
  expect(staffId).toMatch(/^\d+$/)
  await page.goto(`/visits/measure/${appointment}`)

  // The session ends (its cookie no longer valid) while the fitter measures without signal: the window waits.
  await context.clearCookies({ name: 'payload-token' })
  await cut(context)
  const form = await finishWindow(page, 1)
  await form.getByLabel('Width (mm)').fill('605')
  // (Its send fails before the signal returns: a send still held by the cut would go out once it is lifted.)
  const failed = page.waitForEvent('requestfailed', (r) => r.url().includes('/api/visits/windows/'))
  await form.getByRole('button', { name: 'Save window' }).click()
  await failed
  await expect(form.locator('[data-state]')).toHaveText('not yet sent')
  expect(await keptPages(page)).toContain(`/visits/measure/${appointment}`)

  // With signal, /visits answers with the sign-in, which reaches the worker as an opaque redirect: every kept page
  // goes at once, the unsent window stays, with its user.
  await page.goto('about:blank')
  puts.length = 0 // (the tries made without signal)
  await restore(context)
  await page.goto('/visits')
  await expect(page).toHaveURL(/\/admin\/login/)
  await expect.poll(() => keptPages(page)).toEqual([])
  const queue = Object.values(await storedQueue(page))
  expect(queue).toHaveLength(1)
  expect(queue[0]).toMatchObject({ user: staffId, body: { appointment, widthMm: 605 } })
  expect(queue[0].sentAt).toBeUndefined()
  await cut(context)
  await page.goto('/visits').catch(() => undefined)
  expect(await settledContent(page)).not.toContain(name)
  await restore(context)

  // Another member of staff signs in on this phone: the window is neither shown nor sent.
  await signIn(page, OWNER)
  await openVisits(page)
  expect(await page.locator('main').getAttribute('data-staff-user')).not.toBe(staffId)
  await expect(page.locator(`[data-visit="measuring-${appointment}"] [data-unsent-windows]`)).toHaveCount(0)
  await page.goto(`/visits/measure/${appointment}`)
  const ownersForm = page.locator('form[data-window="1"]')
  await expect(ownersForm.getByLabel('Width (mm)')).toHaveValue('610')
  await expect(ownersForm.locator('[data-state]')).not.toHaveText('not yet sent')
  // Their sign-out asks nothing of the first user's window, and leaves it on the phone.
  await page.goto('/visits')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await expect(page).toHaveURL(/\/admin\/login/, { timeout: 30_000 })
  expect(puts).toEqual([])
  expect(await storedWindows(request, appointment)).toEqual([])
  expect(Object.values(await storedQueue(page))).toMatchObject([{ user: staffId, body: { widthMm: 605 } }])

  // Its user signs in again: /visits sends it.
  await signIn(page, STAFF)
  await page.goto('/visits')
  await expect.poll(() => storedWindows(request, appointment).then((w) => w.map((x) => x.widthMm))).toEqual([605])
  await expect.poll(async () => Object.values(await storedQueue(page))[0]?.sentAt).toBeTruthy()
  expect(puts).toHaveLength(1)
})

test('with 50 visits in the week, one load of /visits fetches each static file once and the pages two at a time', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000)
  const stamp = Date.now()
  const headers = await staffHeaders(request)
  for (let i = 0; i < 50; i += 1) await visitOn(request, headers, `Wendy Week ${stamp}-${i}`, i % 8)

  // Every request the worker makes, and how many of its page requests are under way at once.
  const fetched = new Map<string, number>()
  const pending = new Set<string>()
  let most = 0
  const isPage = (url: URL) => url.pathname === '/visits' || url.pathname.startsWith('/visits/')
  context.on('requestfinished', (r) => void pending.delete(r.url()))
  context.on('requestfailed', (r) => void pending.delete(r.url()))
  await context.route('**/*', async (route) => {
    const r = route.request()
    if (r.serviceWorker()) {
      const url = new URL(r.url())
      const key = url.pathname + url.search
      fetched.set(key, (fetched.get(key) ?? 0) + 1)
      if (isPage(url) && url.pathname !== '/visits/sw.js') {
        pending.add(r.url())
        most = Math.max(most, pending.size)
      }
    }
    await route.continue()
  })

  await signIn(page, STAFF)
  await openVisits(page)
  // Opened again: the worker now answers the page's files from what it kept.
  await page.reload()
  await expect(page.locator('html[data-kept-offline]')).toBeAttached({ timeout: 60_000 })

  const linked = (selector: string) =>
    page.locator(selector).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
  const nearDays = new Set(await linked('[data-keep-offline] a[href^="/visits/measure/"]'))
  const laterDays = new Set(await linked('section:not([data-keep-offline]) a[href^="/visits/measure/"]'))
  expect(nearDays.size).toBeGreaterThanOrEqual(12) // 50 visits over 8 days: at least 6 a day
  expect(laterDays.size).toBeGreaterThanOrEqual(36)

  const statics = [...fetched].filter(([path]) => path.startsWith('/_next/static/'))
  const pages = [...fetched].filter(([path]) => isPage(new URL(path, 'http://phone')) && path !== '/visits/sw.js')
  console.log(
    `the worker's requests: ${statics.length} static files, ${pages.length} pages; at most ${most} pages at once`,
  )
  expect(statics.length).toBeGreaterThan(0)
  expect(statics.filter(([, count]) => count > 1)).toEqual([])
  // Today's and tomorrow's visit pages, each once; no later day's.
  for (const path of nearDays) expect(fetched.get(path), path).toBe(1)
  for (const path of laterDays) expect(fetched.get(path), path).toBeUndefined()
  expect(most).toBeLessThanOrEqual(2)

  // A later day on the fitter's tap: its pages are kept too, and still no static file twice.
  const later = await page
    .locator('section:not([data-keep-offline]):has([data-keep-day])')
    .first()
    .getAttribute('aria-labelledby')
  const third = page.locator(`section[aria-labelledby="${later}"]`)
  const thirdLinks = await third
    .locator('a[href^="/visits/measure/"]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).pathname))
  await third.getByRole('button', { name: 'Keep this day for use without signal' }).click()
  await expect(third).toContainText('Kept on this phone for use without signal.', { timeout: 60_000 })
  for (const path of thirdLinks) expect(fetched.get(path), path).toBe(1)
  expect([...fetched].filter(([path, count]) => path.startsWith('/_next/static/') && count > 1)).toEqual([])
  expect(most).toBeLessThanOrEqual(2)
  await context.unrouteAll({ behavior: 'ignoreErrors' })
})
