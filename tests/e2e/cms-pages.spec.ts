import { expect, test, type APIRequestContext, type Page } from '../support/e2e/test'

import { OWNER, sameOrigin, signIn } from '../support/e2e/helpers'

/**
 * The owner edits the home page's (and a service page's) words in /admin: a draft stays private (visitors keep the published page), the
 * live preview beside the editor shows it, and publishing reaches visitors. Specs share one server and
 * database, so the original headline is published again at the end.
 */
const ORIGINAL = 'Premium Venetian Blinds in'
/**
 * How long a visitor's page may take to show a publish: a wait, not a budget (a busy machine takes seconds). Pages are
 * cached until a save revalidates their tags, with no time to run out, so an edit that shows at all was pushed.
 */
const PUBLISHED = { timeout: 30_000, intervals: [250] }
const DRAFT = `Seasonal Venetian Blinds ${Date.now().toString(36)} in`

const visitorHeadline = async (request: APIRequestContext, path = '/') => {
  const html = await (await request.get(path)).text()
  const h1 = html.match(/<h1 id="hero-heading"[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? ''
  return h1.replace(/<[^>]+>/g, '').replace(/\s+/g, ' ')
}

/** Payload accepts the session cookie only from its own origin, as the admin's own requests send it. */

/** The newest draft as the signed-in owner's browser sees it through the REST API. */
const draftHeadline = async (page: Page) =>
  (
    await (
      await page.request.get('/api/cms/globals/home-page?draft=true&depth=0', { headers: sameOrigin(page) })
    ).json()
  ).hero?.headline

async function publishHeadline(page: Page, headline: string) {
  const res = await page.request.post('/api/cms/globals/home-page', {
    data: { hero: { headline }, _status: 'published' },
    headers: sameOrigin(page),
  })
  expect(res.status(), await res.text()).toBe(200)
}

test.describe.configure({ mode: 'serial' })
test.skip(({ isMobile }) => isMobile, 'the admin is used on a desktop; server behaviour: once is enough')

test('the owner drafts the hero headline, previews it live, publishes, and visitors see it', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, OWNER)
  try {
    await page.goto('/admin/globals/home-page')
    const headline = page.locator('#field-hero__headline')
    await expect(headline).toHaveValue(ORIGINAL, { timeout: 30_000 })
    await headline.fill(DRAFT)

    // Autosaved as a draft; the public page still shows the published words.
    await expect.poll(() => draftHeadline(page), { timeout: 20_000 }).toBe(DRAFT)
    expect(await visitorHeadline(request)).toContain(ORIGINAL)
    expect(await visitorHeadline(request)).not.toContain(DRAFT)

    // The live preview shows the real page, at its real address, with the draft.
    await page.getByRole('button', { name: 'Live Preview' }).click()
    const preview = page.frameLocator('iframe').first()
    await expect(preview.locator('#hero-heading')).toContainText(DRAFT, { timeout: 30_000 })
    // A further edit is shown there after the autosave, without reloading by hand.
    const edited = `${DRAFT} now`
    await headline.fill(edited)
    await expect(preview.locator('#hero-heading')).toContainText(edited, { timeout: 30_000 })
    expect(await visitorHeadline(request)).not.toContain(edited)

    // Publish: visitors see it once the publish is saved.
    const published = page.waitForResponse(
      (r) => r.url().includes('/api/cms/globals/home-page') && r.request().method() === 'POST' && r.ok(),
    )
    await page
      .getByRole('button', { name: /^Publish/ })
      .first()
      .click()
    await published
    await expect.poll(() => visitorHeadline(request), PUBLISHED).toContain(edited)
  } finally {
    await publishHeadline(page, ORIGINAL)
  }
  await expect.poll(() => visitorHeadline(request), PUBLISHED).toContain(ORIGINAL)
})

test('visitors never get a draft: query-string tricks, the preview route and a stray draft-mode cookie', async ({
  browser,
  page,
  request,
}) => {
  test.setTimeout(120_000)
  await signIn(page, OWNER)
  const secret = `Unpublished ${Date.now().toString(36)} headline`
  try {
    const saved = await page.request.post('/api/cms/globals/home-page?draft=true', {
      data: { hero: { headline: secret } },
      headers: sameOrigin(page),
    })
    expect(saved.status(), await saved.text()).toBe(200)
    expect(await draftHeadline(page)).toBe(secret)

    for (const path of ['/?preview=true', '/?draft=true', '/?preview=1&draft=1&__prerender_bypass=1']) {
      expect(await visitorHeadline(request, path), path).toContain(ORIGINAL)
    }

    // The preview route refuses a visitor and turns nothing on.
    const refused = await request.get('/next/preview?path=/', { maxRedirects: 0 })
    expect(refused.status()).toBe(403)
    expect(refused.headers()['set-cookie'] ?? '').not.toMatch(/__prerender_bypass=[^;]/)
    expect(await visitorHeadline(request)).toContain(ORIGINAL)

    // The signed-in owner gets draft mode and sees the draft ...
    await page.goto('/next/preview?path=/')
    await expect(page).toHaveURL(/\/$/)
    await expect(page.locator('#hero-heading')).toContainText(secret)
    const draftCookie = (await page.context().cookies()).find((c) => c.name === '__prerender_bypass')
    expect(draftCookie).toBeDefined()

    // ... but the same draft-mode cookie without a signed-in session shows the published page.
    const stranger = await browser.newContext()
    await stranger.addCookies([{ ...draftCookie!, secure: false, sameSite: 'Lax' }])
    const strangerPage = await stranger.newPage()
    await strangerPage.goto('/')
    await expect(strangerPage.locator('#hero-heading')).toContainText(ORIGINAL)
    await expect(strangerPage.locator('#hero-heading')).not.toContainText(secret)
    await stranger.close()

    // Leaving draft mode shows the published page again.
    await page.goto('/next/exit-preview?path=/')
    await expect(page.locator('#hero-heading')).toContainText(ORIGINAL)
  } finally {
    await publishHeadline(page, ORIGINAL)
  }
})

test('the owner edits a service page: the draft stays private, publishing reaches visitors', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const path = '/services/free-consultations'
  const original = 'Free advice on the right blinds for each room'
  const draft = `Free advice ${Date.now().toString(36)} for every room`
  const visitorTitle = async () => {
    const html = await (await request.get(path)).text()
    return (html.match(/<h1 id="page-title"[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '').replace(/<[^>]+>/g, '')
  }
  await signIn(page, OWNER)
  const found = await page.request.get('/api/cms/services?where[slug][equals]=free-consultations&depth=0', {
    headers: sameOrigin(page),
  })
  const id = (await found.json()).docs[0].id as number
  const draftTitle = async () =>
    (await (await page.request.get(`/api/cms/services/${id}?draft=true&depth=0`, { headers: sameOrigin(page) })).json())
      .hero?.title
  try {
    await page.goto(`/admin/collections/services/${id}`)
    const title = page.locator('#field-hero__title')
    await expect(title).toHaveValue(original, { timeout: 30_000 })
    await title.fill(draft)

    // Autosaved as a draft; visitors keep the published words.
    await expect.poll(draftTitle, { timeout: 20_000 }).toBe(draft)
    expect(await visitorTitle()).toBe(original)

    const published = page.waitForResponse(
      (r) => r.url().includes(`/api/cms/services/${id}`) && r.request().method() === 'PATCH' && r.ok(),
    )
    await page
      .getByRole('button', { name: /^Publish/ })
      .first()
      .click()
    await published
    await expect.poll(visitorTitle, PUBLISHED).toBe(draft)
  } finally {
    const res = await page.request.patch(`/api/cms/services/${id}`, {
      data: { hero: { title: original }, _status: 'published' },
      headers: sameOrigin(page),
    })
    expect(res.status(), await res.text()).toBe(200)
  }
  await expect.poll(visitorTitle, PUBLISHED).toBe(original)
})

test('a legal page carries the draft banner until the owner ticks "Reviewed by the owner", then opens with its text', async ({
  page,
  request,
}) => {
  const NOTICE = /Draft for the owner’s review/
  const find = await request.get('/api/cms/legal-pages?where[slug][equals]=cookie-policy&depth=0')
  const legal = (await find.json()).docs[0] as { id: number; reviewed?: boolean }
  expect(legal.reviewed).toBeFalsy()
  await page.goto('/cookie-policy')
  // Unreviewed: the notice once, as a banner above the text (never inside the owner's text).
  await expect(page.getByTestId('legal-draft-notice')).toHaveText(NOTICE)
  await expect(page.locator('main').getByText(NOTICE)).toHaveCount(1)

  await signIn(page, OWNER)
  const mark = (reviewed: boolean) =>
    page.request.patch(`/api/cms/legal-pages/${legal.id}`, { data: { reviewed }, headers: sameOrigin(page) })
  expect((await mark(true)).status()).toBe(200)
  try {
    await expect(async () => {
      await page.goto('about:blank')
      await page.goto('/cookie-policy')
      await expect(page.locator('main').getByText(NOTICE)).toHaveCount(0, { timeout: 1000 })
    }).toPass({ timeout: 10_000 })
    await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible()
  } finally {
    expect((await mark(false)).status()).toBe(200)
  }
})
