import { expect, test, type APIRequestContext, type Page } from '../support/e2e/test'

import { linkToken } from '../../src/lib/platform/signedLinks'
import { OWNER, STAFF, signIn, staffHeaders } from '../support/e2e/helpers'

const SECRET = process.env.E2E_PAYLOAD_SECRET ?? 'e2e-only-secret-0123456789abcdef'

/** The owner's and staff's /admin at desktop width: the go-live panel, the editor's legend, read-only products, finishes. */
test.describe('owner and staff in /admin', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is used at desktop width')

  test('the owner sees what is still demo, with links, and the removal asks first', async ({ page }) => {
    await signIn(page, OWNER)
    await page.goto('/admin')
    const panel = page.getByTestId('go-live')
    await expect(panel.getByRole('heading', { name: 'Ready to go live' })).toBeVisible()
    await expect(panel.getByRole('link', { name: /Demo testimonials/ })).toHaveAttribute(
      'href',
      '/admin/collections/testimonials?where%5Bdemo%5D%5Bequals%5D=true',
    )
    await expect(panel.getByRole('link', { name: /Demo local jobs/ })).toBeVisible()
    await expect(panel.getByRole('link', { name: /Example phone numbers \(0121 496 0123/ })).toHaveAttribute(
      'href',
      '/admin/globals/site-settings',
    )
    await expect(panel.getByRole('link', { name: /Example e-mail address/ })).toBeVisible()
    await expect(panel.getByRole('link', { name: /Legal pages not yet reviewed/ })).toBeVisible()
    await expect(panel.getByRole('link', { name: /Price grids not yet edited by the owner/ })).toBeVisible()
    await expect(panel.getByRole('link', { name: 'Real Wood Venetian Blinds' })).toHaveAttribute(
      'href',
      /^\/admin\/collections\/products\/\d+$/,
    )

    await panel.getByRole('button', { name: 'Remove demo testimonials and jobs…' }).click()
    const confirm = panel.getByRole('alertdialog', { name: 'Remove demo content' })
    await expect(confirm).toContainText(/Remove \d+ demo testimonials? and \d+ demo jobs? from the site\?/)
    await confirm.getByRole('button', { name: 'Cancel' }).click()
    await expect(confirm).toBeHidden()
    await expect(panel.getByRole('link', { name: /Demo testimonials/ })).toBeVisible()
  })

  test('staff do not see the panel, and a product tells them why it is read-only', async ({ page }) => {
    await signIn(page, STAFF)
    await page.goto('/admin')
    await expect(page.getByTestId('lead-count').first()).toBeVisible()
    await expect(page.getByTestId('go-live')).toHaveCount(0)
    await page.goto('/admin/collections/products')
    await expect(page.getByTestId('owner-only')).toHaveText(/^Only the owner can edit products\./)
    await page.locator('table tbody tr a').first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/products\/\d+/)
    await expect(page.getByTestId('owner-only')).toHaveText(/^Only the owner can edit products\./)
  })

  test('the home-page editor opens on a short legend of placeholders, the list folded away', async ({ page }) => {
    await signIn(page, OWNER)
    await page.goto('/admin/globals/home-page')
    const legend = page.getByTestId('placeholder-legend')
    await expect(legend).toContainText('Write {phone}, {email}, {guarantee} or another {fact}')
    await expect(legend.getByText('{showroomAddress}')).toBeHidden()
    await legend.getByText(/All placeholders/).click()
    await expect(legend.getByText('{showroomAddress}')).toBeVisible()
  })

  test('the service page editor opens on the same short legend, the list folded away', async ({ page }) => {
    await signIn(page, OWNER)
    await page.goto('/admin/collections/services')
    await page.locator('table tbody tr a').first().click()
    await expect(page).toHaveURL(/\/admin\/collections\/services\/\d+/)
    const legend = page.getByTestId('placeholder-legend')
    await expect(legend).toContainText('The words of the five service pages')
    await expect(legend).toContainText('Write {phone}, {email}, {guarantee} or another {fact}')
    await expect(legend.getByText('{showroomAddress}')).toBeHidden()
    await legend.getByText(/All placeholders/).click()
    await expect(legend.getByText('{showroomAddress}')).toBeVisible()
  })

  test('opening and closing live preview keeps the field being edited in view', async ({ page }) => {
    await signIn(page, OWNER)
    await page.goto('/admin/globals/home-page')
    const toggle = page.getByRole('button', { name: /Live Preview/ })
    const previewing = page.locator('.live-preview-window--is-live-previewing')
    // Sets the preview open or closed; a click before the editor has hydrated does nothing, so it is repeated.
    const setPreview = async (open: boolean) =>
      expect(async () => {
        if ((await previewing.count()) !== Number(open)) await toggle.click()
        await expect(previewing).toHaveCount(Number(open), { timeout: 2_000 })
      }).toPass({ timeout: 30_000 })
    await setPreview(true)
    await setPreview(false)

    const field = page.locator('#field-faqTitle')
    await field.scrollIntoViewIfNeeded()
    await field.click()
    await setPreview(true)
    await expect(field).toBeInViewport()
    await setPreview(false)
    await expect(field).toBeInViewport()
  })

  test('a real-wood local job offers only real-wood finishes, a faux-wood one only faux-wood', async ({ page }) => {
    await signIn(page, OWNER)
    await page.goto('/admin/collections/local-jobs/create')
    const finishes = async () => {
      await page.locator('#field-finish .rs__control').click()
      const options = page.locator('.rs__option')
      await expect(options.first()).toBeVisible()
      const names = await options.allTextContents()
      await page.keyboard.press('Escape')
      return names
    }
    // Before a product is chosen every finish is offered.
    await expect.poll(finishes).toEqual(expect.arrayContaining(['Oxford (basswood)', 'Java (faux wood)']))
    await page.locator('#field-product .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Real Wood Venetian Blinds' }).click()
    await expect
      .poll(finishes)
      .toEqual(['Carbon (basswood)', 'Dolmen (basswood)', 'Oxford (basswood)', 'Urban (basswood)'])
    await page.locator('#field-product .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Faux Wood Venetian Blinds' }).click()
    await expect.poll(finishes).not.toContain('Oxford (basswood)')
    expect(await finishes()).toContain('Java (faux wood)')
  })

  test('the appointments list fits a 1366 px screen and its tick-box column reads "Yes" or nothing', async ({
    page,
    request,
  }) => {
    // Its own rows, the longest a booking allows (a 100-character name, a 300-character address), and only those
    // shown: the widths then depend on nothing another test made.
    const stamp = Date.now()
    const name = `Maximiliana Alexandra-Catherine Montgomery-Fitzwilliam Worthington-Smythe ${stamp}`.padEnd(100, 'x')
    const headers = await staffHeaders(request)
    // One inside our areas, one outside (the tick-box column shows "Yes" for it).
    for (const postcode of ['B14 6AA', 'LL11 1AA']) {
      const created = await request.post('/api/cms/measuring-appointments', {
        headers,
        data: {
          customerName: name,
          customerPhone: '+44 121 496 0999',
          address: `Flat 12, The Old Rectory, ${'Long Lane, '.repeat(24)}Kings Heath`.slice(0, 300),
          postcode,
          scheduledTime: 'flexible',
          status: 'pending',
        },
      })
      expect(created.status(), await created.text()).toBe(201)
    }
    await page.setViewportSize({ width: 1366, height: 768 })
    await signIn(page, STAFF)
    await page.goto(`/admin/collections/measuring-appointments?where[customerName][equals]=${encodeURIComponent(name)}`)
    await expect(page.locator('.table tbody tr')).toHaveCount(2)
    const replyDue = page.getByRole('columnheader', { name: 'Reply due by' })
    await expect(replyDue).toBeVisible()
    const box = (await replyDue.boundingBox())!
    // On failure, each column's width and the rows shown, to tell which cell widened its column.
    const layout = await page.evaluate(() =>
      JSON.stringify({
        columns: [...document.querySelectorAll('.table thead th')].map(
          (th) => `${th.textContent}: ${Math.round(th.getBoundingClientRect().width)}`,
        ),
        rows: [...document.querySelectorAll('.table tbody tr')].map((tr) =>
          [...tr.querySelectorAll('td')].map((td) => td.textContent).join(' | '),
        ),
      }),
    )
    expect(box.x + box.width, layout).toBeLessThanOrEqual(1366)
    await expect(page.getByRole('columnheader', { name: 'Visit day' })).toBeVisible()
    // "Yes" on the row outside our areas, and no grey "false" on the other.
    await expect(page.locator('tbody').getByTestId('yes-cell')).toHaveCount(1)
    await expect(page.locator('tbody').getByText('false', { exact: true })).toHaveCount(0)
  })
})

/**
 * A fitted order in B13 (shared by Billesley and Moseley, no area page landed on) with its customer's review, waiting
 * for the owner: made, sent and accepted through the customer's link, marked fitted, reviewed through its link.
 */
async function reviewInSharedDistrict(request: APIRequestContext, customer: APIRequestContext): Promise<number> {
  const headers = await staffHeaders(request)
  const products = await (await request.get('/api/cms/products?depth=0&limit=1', { headers })).json()
  const name = `Rhoda Review ${Date.now().toString(36)}`
  const created = await request.post('/api/cms/quotes', {
    headers,
    data: {
      customerName: name,
      customerEmail: 'rhoda.review@example.com',
      address: '69 Area Road, Moseley',
      postcode: 'B13 9AA',
      lines: [{ room: 'Lounge', widthMm: 900, dropMm: 1400, product: products.docs[0].id, safetyDevice: 'cleat' }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number
  expect((await request.post(`/api/cms/quotes/${id}/send`, { headers })).status()).toBe(200)
  const quote = await (await request.get(`/api/cms/quotes/${id}?depth=0`, { headers })).json()
  const token = linkToken(SECRET, 'quote', id, 1, new Date(quote.validUntil), quote.linkSerial)
  await customer.post('/api/quote', { form: { token, action: 'accept', name, terms: 'yes' }, maxRedirects: 0 })
  const fitted = await request.post(`/api/cms/quotes/${id}/fitted`, { headers, data: {} })
  expect(fitted.status(), await fitted.text()).toBe(200)
  const reviewToken = linkToken(SECRET, 'review', id, 0, new Date(Date.now() + 30 * 86_400_000))
  await customer.post('/api/review', {
    form: { token: reviewToken, rating: '5', text: 'Neat and quick.', showFirstName: 'yes' },
    maxRedirects: 0,
  })
  const reviews = await (await request.get(`/api/cms/reviews?where[quote][equals]=${id}&depth=0`, { headers })).json()
  expect(reviews.docs).toHaveLength(1)
  return reviews.docs[0].id as number
}

const save = (page: Page) => page.getByRole('button', { name: /^save$/i }).click()

/** Issue 69, the owner's points: a review's area, Settings' messages, the home page's status, the lists' names. */
test.describe("the owner's admin (issue 69)", () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is used at desktop width')

  test("a review's area page is a list of its order's areas, required to publish", async ({
    page,
    request,
    playwright,
  }) => {
    test.setTimeout(120_000)
    const customer = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
    const reviewId = await reviewInSharedDistrict(request, customer)
    await customer.dispose()
    await signIn(page, OWNER)
    // In the list, the area not yet chosen reads as such (not "<No Area name shown>"), in the server's HTML too.
    const list = `/admin/collections/reviews?where[id][equals]=${reviewId}`
    const listHtml = await (await page.request.get(list)).text()
    expect(listHtml).not.toContain('&lt;No Area name shown&gt;')
    await page.goto(list)
    await expect(page.locator('.table tbody').getByTestId('none-cell')).toHaveText('No area page')
    await page.goto(`/admin/collections/reviews/${reviewId}`)

    // Published with no area: refused, with the reason under the area field.
    await page.locator('#field-status .rs__control').click()
    await page.locator('.rs__option', { hasText: 'Published' }).click()
    await save(page)
    // The message shows under the field only: the toast lists the fields by name ("Area page").
    await expect(page.getByText('Choose the area page it shows on before publishing.')).toBeVisible({
      timeout: 30_000,
    })

    // The choices are the district's areas, by name, offered before any wrong entry.
    await page.locator('#field-area .rs__control').click()
    await expect(page.locator('.rs__option')).toHaveText(['Billesley', 'Moseley'])
    await page.locator('.rs__option', { hasText: 'Moseley' }).click()
    await save(page)
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 30_000 })
    const headers = await staffHeaders(request)
    expect(await (await request.get(`/api/cms/reviews/${reviewId}?depth=0`, { headers })).json()).toMatchObject({
      status: 'published',
      area: 'moseley',
      areaName: 'Moseley',
    })
  })

  test('a wrong follow-up day is named once in the toast and explained under its field', async ({ page }) => {
    await signIn(page, OWNER)
    await page.goto('/admin/globals/site-settings')
    await page.getByRole('button', { name: 'Quotes and reviews' }).click()
    const days = page.locator('#field-orders__quoteFollowUpDays')
    await days.fill('5, 2')
    await save(page)
    const field = page.locator('.field-type.text').filter({ has: days })
    await expect(field).toContainText('The days must rise, e.g. 2, 5, 10 (each day once).', { timeout: 30_000 })
    // Whatever the toast says, it names no field that does not exist ("Quotes", "orders and reviews → …").
    const toasts = page.locator('[data-sonner-toast]')
    await expect(toasts.first()).toBeVisible()
    await expect(toasts.filter({ hasText: /orders and reviews|\(2\)/ })).toHaveCount(0)
  })

  test('after a reload, an edited home page reads "Changed" and offers "Revert to published"', async ({ page }) => {
    test.setTimeout(90_000)
    await signIn(page, OWNER)
    await page.goto('/admin/globals/home-page')
    const headline = page.locator('#field-hero__headline')
    const original = await headline.inputValue({ timeout: 30_000 })
    try {
      await headline.fill(`${original} (draft ${Date.now().toString(36)})`)
      const headers = { origin: new URL(page.url()).origin }
      await expect
        .poll(async () => {
          const draft = await page.request.get('/api/cms/globals/home-page?draft=true&depth=0', { headers })
          return (await draft.json()).hero?.headline
        })
        .not.toBe(original)
      await page.reload()
      const status = page.locator('.status')
      await expect(status).toContainText('Changed', { timeout: 30_000 })
      await page.locator('#action-revert-to-published').click()
      await page.getByRole('button', { name: 'Confirm' }).click()
      await expect(status).toContainText('Published', { timeout: 30_000 })
      await expect(headline).toHaveValue(original)
    } finally {
      const res = await page.request.post('/api/cms/globals/home-page', {
        data: { hero: { headline: original }, _status: 'published' },
        headers: { origin: new URL(page.url()).origin },
      })
      expect(res.status()).toBe(200)
    }
  })

  test('lists name what they show: the quote total, the local job product', async ({ page, request }) => {
    test.setTimeout(120_000)
    const headers = await staffHeaders(request)
    const products = await (await request.get('/api/cms/products?depth=0&limit=1', { headers })).json()
    const line = { room: 'Hall', widthMm: 800, dropMm: 1200, product: products.docs[0].id, safetyDevice: 'cleat' }
    const created = await request.post('/api/cms/quotes', {
      headers,
      data: { customerName: `Tom Total ${Date.now().toString(36)}`, postcode: 'B13 9AA', lines: [line] },
    })
    expect(created.status(), await created.text()).toBe(201)
    await signIn(page, OWNER)

    await page.goto('/admin/collections/quotes')
    // The heading reads "Total" (its sort buttons' labels are still Payload's own, "Sort by Totals > Total").
    await expect(page.getByRole('columnheader', { name: /^Total Sort by/ })).toBeVisible({ timeout: 30_000 })

    // Each job's product is named on every row, those below the fold too (a short window puts most rows there):
    // Payload's own cell named one only once its row scrolled into view, printing "<No Product>" until then.
    const jobs = await (await request.get('/api/cms/local-jobs?depth=1&limit=100', { headers })).json()
    expect(jobs.docs.length).toBeGreaterThan(1)
    await page.setViewportSize({ width: 1280, height: 360 })
    await page.goto('/admin/collections/local-jobs?limit=100')
    const rows = page.locator('.table tbody tr')
    await expect(rows).toHaveCount(jobs.docs.length)
    await expect(page.locator('.table tbody')).not.toContainText('<No Product>')
    for (const job of jobs.docs) await expect(rows.filter({ hasText: job.title })).toContainText(job.product.name)
  })
})
