import { expect, test, type Page } from '../support/e2e/test'

import { linkToken } from '../../src/lib/platform/signedLinks'
import { sameOrigin, signIn, STAFF } from '../support/e2e/helpers'

/**
 * The safety catches on the quote actions in /admin (issue 48): "Send to customer" says to whom and what before it
 * sends, and "Create quote" on a visit that already has an accepted order warns and links to it.
 *
 * The e2e server has no mail server, so "nothing was sent" is read where every send leaves its mark: no request to
 * the send endpoint, the quote still a draft, and its link serial (raised by each send, one e-mail each) unchanged.
 */
const SECRET = process.env.E2E_PAYLOAD_SECRET ?? 'e2e-only-secret-0123456789abcdef'
const stamp = Date.now()
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', minimumFractionDigits: 2 })

/** Payload takes the admin's cookie only from a same-origin request (its CSRF check). */
const apiOf = (page: Page) => {
  const headers = () => sameOrigin(page)
  return {
    get: async (url: string) => (await page.request.get(url, { headers: headers() })).json(),
    post: (url: string, data: unknown = {}) => page.request.post(url, { data, headers: headers() }),
    patch: (url: string, data: unknown) => page.request.patch(url, { data, headers: headers() }),
  }
}

/** A measuring visit taken on the phone and a draft quote made from it with two measured windows. */
async function draftQuote(page: Page, who: string) {
  const api = apiOf(page)
  const visit = await api.post('/api/cms/measuring-appointments', {
    customerName: who,
    customerPhone: '0121 496 0777',
    customerEmail: `quote.safety.${stamp}.${who.split(' ')[0].toLowerCase()}@example.com`,
    address: '7 Catch Road, Moseley',
    postcode: 'B13 8AA',
    scheduledTime: 'morning',
  })
  expect(visit.status(), await visit.text()).toBe(201)
  const appointmentId = (await visit.json()).doc.id as number
  const created = await api.post(`/api/cms/quotes/from-appointment/${appointmentId}`)
  expect(created.status(), await created.text()).toBe(201)
  const quoteId = (await created.json()).id as number
  const products = (await api.get('/api/cms/products?depth=0&limit=20')).docs as { id: number; type: string }[]
  const faux = products.find((p) => p.type === 'faux-wood')!
  const wooden = products.find((p) => p.type === 'wooden')!
  const lines = [
    { room: 'Kitchen', widthMm: 900, dropMm: 1400, product: faux.id, finish: 'Cotton', safetyDevice: 'cleat' },
    { room: 'Lounge', widthMm: 1200, dropMm: 1500, product: wooden.id, finish: 'Oxford', safetyDevice: 'tensioner' },
  ]
  const saved = await api.patch(`/api/cms/quotes/${quoteId}`, { lines })
  expect(saved.status(), await saved.text()).toBe(200)
  return { appointmentId, quoteId }
}

test.describe('quote actions in /admin: safety catches', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is checked at desktop width')

  test('"Send to customer" shows to whom and what; Cancel sends nothing, "Send now" sends once', async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page, STAFF)
    const api = apiOf(page)
    const name = `Sam Safety ${stamp}`
    const { quoteId } = await draftQuote(page, name)
    const quote = await api.get(`/api/cms/quotes/${quoteId}?depth=0`)
    const settings = await api.get('/api/cms/globals/site-settings?depth=0')

    const sends: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === `/api/cms/quotes/${quoteId}/send`) sends.push(r.url())
    })
    await page.goto(`/admin/collections/quotes/${quoteId}`)
    await page.getByRole('button', { name: 'Send to customer' }).click()
    const dialog = page.getByRole('dialog', { name: 'Send this quote to the customer?' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByTestId('send-to')).toHaveText(`${name} <${quote.customerEmail}>`)
    await expect(dialog.getByTestId('send-number')).toHaveText(`Q${String(quoteId).padStart(5, '0')}, revision 1`)
    await expect(dialog.getByTestId('send-total')).toHaveText(gbp.format(quote.totals.totalPence / 100))
    await expect(dialog.getByTestId('send-windows')).toHaveText('2')
    const respondBy = new Date(Date.now() + settings.orders.quoteValidDays * 86_400_000).toLocaleDateString('en-GB', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    })
    await expect(dialog.getByTestId('send-respond-by')).toHaveText(respondBy)

    // Cancel: nothing goes out.
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog).toBeHidden()
    await page.waitForTimeout(500)
    expect(sends).toHaveLength(0)
    expect(await api.get(`/api/cms/quotes/${quoteId}?depth=0`)).toMatchObject({
      status: 'draft',
      linkSerial: 0,
      sentAt: null,
    })

    // Escape closes it too, sending nothing.
    await page.getByRole('button', { name: 'Send to customer' }).click()
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    expect(sends).toHaveLength(0)

    // Confirmed: sent once.
    await page.getByRole('button', { name: 'Send to customer' }).click()
    await expect(dialog.getByTestId('send-windows')).toHaveText('2')
    await dialog.getByRole('button', { name: 'Send now' }).click()
    await expect(page.locator('.quote-actions [role="status"]')).toHaveText('Revision 1 sent to the customer.', {
      timeout: 30_000,
    })
    expect(sends).toHaveLength(1)
    expect(await api.get(`/api/cms/quotes/${quoteId}?depth=0`)).toMatchObject({
      status: 'sent',
      sentRevision: 1,
      linkSerial: 1,
    })
  })

  test('"Create quote" on a visit with an accepted order warns and links to it', async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page, STAFF)
    const api = apiOf(page)
    const { appointmentId, quoteId } = await draftQuote(page, `Ada Accepted ${stamp}`)
    expect((await api.post(`/api/cms/quotes/${quoteId}/send`)).status()).toBe(200)
    const sent = await api.get(`/api/cms/quotes/${quoteId}?depth=0`)
    // The admin names the order as the customer reads it, by its reference.
    const order = `order ${sent.reference} (accepted)`
    expect(sent.reference).toBe(`Q${String(quoteId).padStart(5, '0')}`)
    // The customer accepts through their signed link (signed here with the e2e server's secret, as the server does).
    const token = linkToken(SECRET, 'quote', quoteId, 1, new Date(sent.validUntil), sent.linkSerial)
    await page.request.post('/api/quote', {
      form: { token, action: 'accept', name: 'Ada Accepted', terms: 'yes' },
      maxRedirects: 0,
    })
    expect((await api.get(`/api/cms/quotes/${quoteId}?depth=0`)).status).toBe('accepted')
    const quotesOfVisit = async () =>
      (await api.get(`/api/cms/quotes?where[appointment][equals]=${appointmentId}&limit=0`)).totalDocs as number

    await page.goto(`/admin/collections/measuring-appointments/${appointmentId}`)
    await page.getByRole('button', { name: 'Create quote' }).click()
    const warning = page.getByTestId('existing-order')
    await expect(warning).toContainText('This visit already has an order the customer accepted')
    const link = warning.getByRole('link', { name: order })
    await expect(link).toHaveAttribute('href', `/admin/collections/quotes/${quoteId}`)
    expect(await quotesOfVisit()).toBe(1)

    // Cancel creates nothing; the link opens the order.
    await warning.getByRole('button', { name: 'Cancel' }).click()
    await expect(warning).toBeHidden()
    expect(await quotesOfVisit()).toBe(1)
    await page.getByRole('button', { name: 'Create quote' }).click()
    await page.getByTestId('existing-order').getByRole('link', { name: order }).click()
    await expect(page).toHaveURL(new RegExp(`/admin/collections/quotes/${quoteId}$`))

    // Only a second, explicit click makes another.
    await page.goto(`/admin/collections/measuring-appointments/${appointmentId}`)
    await page.getByRole('button', { name: 'Create quote' }).click()
    await page.getByRole('button', { name: 'Create another quote anyway' }).click()
    await expect(page).toHaveURL(/\/admin\/collections\/quotes\/\d+/, { timeout: 30_000 })
    expect(Number(/quotes\/(\d+)/.exec(page.url())![1])).not.toBe(quoteId)
    expect(await quotesOfVisit()).toBe(2)
  })
})

test.describe('the quote editor in /admin: options by their labels', () => {
  test.skip(({ isMobile }) => isMobile, 'the admin is checked at desktop width')

  test("a window's options are ticked by their labels and stored as the product's codes", async ({ page }) => {
    test.setTimeout(120_000)
    await signIn(page, STAFF)
    const api = apiOf(page)
    const { quoteId } = await draftQuote(page, `Olly Options ${stamp}`)
    await api.patch(`/api/cms/quotes/${quoteId}`, {
      lines: (await api.get(`/api/cms/quotes/${quoteId}?depth=0`)).lines.map(
        (l: Record<string, unknown>, i: number) => ({ ...l, options: i === 0 ? ['tapes'] : [] }),
      ),
    })
    await page.goto(`/admin/collections/quotes/${quoteId}`)
    const kitchen = page.getByTestId('options-lines.0.options')
    await expect(kitchen.getByLabel('Decorative tapes, +£12.00')).toBeChecked()
    await expect(kitchen.getByText('tapes', { exact: true })).toHaveCount(0)
    const lounge = page.getByTestId('options-lines.1.options')
    await expect(lounge.getByLabel('Decorative tapes, +£15.00')).not.toBeChecked()
    await lounge.getByLabel('Electric operation, +£145.00').check()
    await kitchen.getByLabel('Decorative tapes, +£12.00').uncheck()
    await page.getByRole('button', { name: /^save$/i }).click()
    await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 30_000 })
    const saved = await api.get(`/api/cms/quotes/${quoteId}?depth=0`)
    expect(saved.lines.map((l: { options: string[] }) => l.options)).toEqual([[], ['electric']])
  })
})
