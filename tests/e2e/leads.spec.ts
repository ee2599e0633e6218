import { expect, type Page, test } from '@playwright/test'

import { adminLogin, STAFF } from './helpers'

/**
 * Leads end to end in Chromium: a visitor books from /book, from an area page and from the contact section;
 * staff find each lead in /admin, move its status along, and export the list as CSV.
 */
test.describe.configure({ mode: 'serial' })

const stamp = Date.now().toString(36)

/** A Monday-Saturday date a few days ahead, as the date input wants it. */
function nextVisitDate(): string {
  const d = new Date(Date.now() + 3 * 86_400_000)
  if (d.getUTCDay() === 0) d.setUTCDate(d.getUTCDate() + 1)
  return d.toISOString().slice(0, 10)
}

async function expectToast(page: Page, title: string) {
  await expect(page.getByRole('status').filter({ hasText: title }).or(page.locator('li[role=status]', { hasText: title })).first()).toBeVisible()
}

test.describe('visitors', () => {
  test('book a measuring visit from /book, with the blind type preselected', async ({ page }) => {
    await page.goto('/book/wooden')
    await expect(page.getByRole('heading', { level: 1, name: 'Book Your Free Measuring Visit' })).toBeVisible()
    await expect(page.getByLabel('Blind type')).toHaveValue('basswood')

    // Submitting empty shows inline messages and sends nothing.
    await page.getByRole('button', { name: 'Request My Free Visit' }).click()
    await expect(page.getByText('Please enter your name (at least 2 characters).')).toBeVisible()
    await expect(page.getByText('Please enter a UK phone number, e.g. 0121 496 0123.')).toBeVisible()

    await page.getByLabel('Full name').fill(`Book Page ${stamp}`)
    await page.getByLabel('Phone number').fill('0121 496 0101')
    await page.getByLabel('Email').fill(`book.${stamp}@example.com`)
    await page.getByLabel('Address').fill('12 Example Road, Moseley')
    await page.getByLabel('Postcode').fill('B13 9XY')
    await expect(page.getByTestId('coverage')).toContainText('we cover B13')
    await page.getByLabel('Preferred date').fill(nextVisitDate())
    await page.getByLabel('Preferred time').selectOption('morning')
    await page.getByLabel('Number of windows').selectOption('3-5')
    await page.getByRole('button', { name: 'Request My Free Visit' }).click()

    await expectToast(page, 'Appointment Requested')
    await expect(page.getByText("Thank you! We'll contact you to confirm your measuring appointment.").first()).toBeVisible()
    await expect(page.getByTestId('booking-confirmation')).toBeVisible()
  })

  test('a postcode outside the area is told so and can still send a quote request', async ({ page }) => {
    await page.goto('/book')
    await page.getByLabel('Full name').fill(`Far Away ${stamp}`)
    await page.getByLabel('Phone number').fill('020 7946 0000')
    await page.getByLabel('Email').fill(`far.${stamp}@example.com`)
    await page.getByLabel('Address').fill('1 Distant Street, London')
    await page.getByLabel('Postcode').fill('SW1A 1AA')
    await expect(page.getByTestId('coverage')).toContainText('outside our usual service area')
    await page.getByLabel('Send these details as a quote request instead').check()
    await page.getByLabel('Preferred date').fill(nextVisitDate())
    await page.getByRole('button', { name: 'Send Quote Request' }).click()
    await expectToast(page, 'Request Sent')
  })

  test('a failed send keeps everything typed and says so', async ({ page }) => {
    await page.route('**/api/measuring-appointment', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: 'Database unavailable' }) }),
    )
    await page.goto('/book')
    await page.getByLabel('Full name').fill('Kept Values')
    await page.getByLabel('Phone number').fill('0121 496 0102')
    await page.getByLabel('Email').fill('kept@example.com')
    await page.getByLabel('Address').fill('3 Example Road, Harborne')
    await page.getByLabel('Postcode').fill('B17 9AA')
    await page.getByLabel('Preferred date').fill(nextVisitDate())
    await page.getByRole('button', { name: 'Request My Free Visit' }).click()
    await expectToast(page, 'Error')
    await expect(page.getByLabel('Full name')).toHaveValue('Kept Values')
    await expect(page.getByLabel('Address')).toHaveValue('3 Example Road, Harborne')
  })

  test('book from an area page: the lead records the area as its source', async ({ page }) => {
    await page.goto('/areas/moseley')
    const form = page.getByRole('form', { name: /Book a free survey in Moseley/ })
    await form.scrollIntoViewIfNeeded()
    await form.getByLabel('Full Name').fill(`Area Page ${stamp}`)
    await form.getByLabel('Phone Number').fill('0121 496 0103')
    await form.getByLabel('Property Address').fill('5 Example Avenue, Moseley')
    await form.getByLabel('Number of Windows').selectOption('1-2')
    await form.getByRole('button', { name: 'Book My Free Survey' }).click()
    await expect(page.getByTestId('booking-confirmation')).toBeVisible()
    await expectToast(page, 'Appointment Requested')
  })

  test('ask for a quote from the contact section', async ({ page }) => {
    await page.goto('/#contact')
    const form = page.getByRole('form', { name: 'Ask for a free quote' })
    await form.getByLabel('First name').fill('Contact')
    await form.getByLabel('Last name').fill(`Section ${stamp}`)
    await form.getByLabel('Email').fill(`contact.${stamp}@example.com`)
    await form.getByLabel('Phone').fill('07700 900111')
    await form.getByLabel('Postcode').fill('B91 3AA')
    await form.getByRole('button', { name: 'Send My Enquiry' }).click()
    await expectToast(page, 'Message Sent')
    await expect(form.getByLabel('First name')).toHaveValue('')
  })
})

test.describe('staff in /admin', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is used at desktop width')

  test('see every lead, move one along, and export the list as CSV', async ({ page }) => {
    await adminLogin(page, STAFF)
    await expect(page.getByTestId('lead-count').first()).toBeVisible()

    await page.goto('/admin/collections/measuring-appointments')
    await expect(page.getByRole('link', { name: `Book Page ${stamp}` })).toBeVisible()
    await expect(page.getByRole('link', { name: `Area Page ${stamp}` })).toBeVisible()

    await page.getByRole('link', { name: `Book Page ${stamp}` }).click()
    await expect(page.getByLabel('Source page')).toHaveValue('/book/wooden')
    await page.locator('#field-status').click()
    await page.getByRole('option', { name: 'Confirmed' }).click()
    await page.getByLabel('Staff notes').fill('Called, Tuesday 10am')
    await page.getByRole('button', { name: /^save$/i }).click()
    await expect(page.getByText(/updated successfully/i).first()).toBeVisible()

    // What the admin UI reads, fetched by the signed-in browser itself (cookies and origin as staff use them).
    const inBrowser = (url: string, init?: RequestInit) =>
      page.evaluate(
        async ([u, i]) => {
          const res = await fetch(u as string, { credentials: 'include', ...(i as RequestInit) })
          return { status: res.status, text: await res.text() }
        },
        [url, init ?? {}] as const,
      )
    const saved = await inBrowser(`/api/cms/measuring-appointments?where[customerName][equals]=${encodeURIComponent(`Book Page ${stamp}`)}`)
    expect(saved.status).toBe(200)
    const doc = JSON.parse(saved.text).docs[0]
    expect(doc.status).toBe('confirmed')
    expect(doc.staffNotes).toBe('Called, Tuesday 10am')

    const area = await inBrowser(`/api/cms/measuring-appointments?where[customerName][equals]=${encodeURIComponent(`Area Page ${stamp}`)}`)
    expect(JSON.parse(area.text).docs[0].sourcePage).toBe('/areas/moseley')

    await page.goto('/admin/collections/quote-requests')
    await expect(page.getByRole('row', { name: new RegExp(`Contact Section ${stamp}.*B91 3AA.*New`) })).toBeVisible()

    const csv = await inBrowser('/api/cms/exports/download', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        data: {
          collectionSlug: 'quote-requests',
          format: 'csv',
          where: { status: { equals: 'new' } },
          fields: ['firstName', 'lastName', 'email', 'phone', 'postcode', 'status', 'createdAt'],
        },
      }),
    })
    expect(csv.status).toBe(200)
    expect(csv.text.split('\n')[0]).toContain('firstName')
    expect(csv.text).toContain(`contact.${stamp}@example.com`)
  })

  test('an anonymous visitor cannot read or export leads', async ({ request }) => {
    expect((await request.get('/api/cms/measuring-appointments')).status()).toBe(403)
    const csv = await request.post('/api/cms/exports/download', {
      data: { data: { collectionSlug: 'quote-requests', format: 'csv' } },
    })
    expect(csv.ok()).toBe(false)
  })
})
