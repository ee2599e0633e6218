import { expect, test, type APIRequestContext } from '@playwright/test'

import { adminLogin, OWNER } from './helpers'

/**
 * Instant booking in a real browser: the owner switches the booking mode, a visitor picks a free time without
 * needing JavaScript's help and sees it confirmed. Request mode is restored afterwards: specs share one database.
 */
test.describe.configure({ mode: 'serial' })

async function setAvailability(request: APIRequestContext, data: Record<string, unknown>) {
  const login = await request.post('/api/cms/users/login', {
    data: { username: OWNER.username, password: OWNER.password },
  })
  expect(login.ok()).toBe(true)
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const res = await request.post('/api/cms/globals/availability', { headers, data })
  expect(res.ok()).toBe(true)
}

test.beforeAll(async ({ request }) => {
  await setAvailability(request, {
    mode: 'instant',
    noticeHours: 0,
    workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
  })
})

test.afterAll(async ({ request }) => {
  await setAvailability(request, {
    mode: 'request',
    noticeHours: 24,
    workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
  })
})

test('the owner sees the booking mode in /admin', async ({ page, isMobile }) => {
  test.skip(isMobile, 'admin is covered at desktop width')
  await adminLogin(page, OWNER)
  await page.goto('/admin/globals/availability')
  await expect(page.getByText('Booking mode')).toBeVisible()
  await expect(page.getByLabel(/Instant \(visitors book a free window\)/)).toBeChecked()
})

test('a visitor picks a free time and the visit is confirmed at once', async ({ page }) => {
  await page.goto('/book')
  await page.getByRole('link', { name: 'Choose a time' }).click()
  await expect(page).toHaveURL(/\/book\/choose-a-time/)
  await page.getByLabel('Your postcode').fill('B13 9XY')
  await page.getByRole('button', { name: 'Show free times' }).click()
  const form = page.getByTestId('instant-booking')
  await form.getByRole('radio').first().check()
  await form.getByLabel('Full name').fill('Instant Visitor')
  await form.getByLabel('Phone number').fill('0121 496 0555')
  await form.getByLabel('Email').fill('instant@example.com')
  await form.getByLabel('Address').fill('7 Example Grove, Moseley')
  await form.getByRole('button', { name: 'Book this time' }).click()
  await expect(page).toHaveURL(/\/thank-you/)
  await expect(page.getByText(/Your measuring visit is confirmed for/)).toBeVisible()
})

test('a manage link that is not genuine gets a clear page', async ({ page }) => {
  await page.goto('/book/manage/1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('heading', { name: 'This link doesn’t work' })).toBeVisible()
})
