import { expect, test } from '../support/e2e/test'

import { OWNER, STAFF, adminLogin, staffHeaders } from '../support/e2e/helpers'

/** The owner's and staff's /admin at desktop width: the go-live panel, the editor's legend, read-only products, finishes. */
test.describe('owner and staff in /admin', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is used at desktop width')

  test('the owner sees what is still demo, with links, and the removal asks first', async ({ page }) => {
    await adminLogin(page, OWNER)
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
    await adminLogin(page, STAFF)
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
    await adminLogin(page, OWNER)
    await page.goto('/admin/globals/home-page')
    const legend = page.getByTestId('placeholder-legend')
    await expect(legend).toContainText('Write {phone}, {email}, {guarantee} or another {fact}')
    await expect(legend.getByText('{showroomAddress}')).toBeHidden()
    await legend.getByText(/All placeholders/).click()
    await expect(legend.getByText('{showroomAddress}')).toBeVisible()
  })

  test('the service page editor opens on the same short legend, the list folded away', async ({ page }) => {
    await adminLogin(page, OWNER)
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
    await adminLogin(page, OWNER)
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
    await adminLogin(page, OWNER)
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
    await adminLogin(page, STAFF)
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
