import { expect, test } from '../support/e2e/test'

import { linkToken } from '../../src/lib/platform/signedLinks'
import { OWNER, sameOrigin, signIn, STAFF } from '../support/e2e/helpers'

/**
 * A sent quote the customer answers on a 390 px phone without accepting (issue 52): "Stop reminders about this
 * quote" from the follow-up e-mail asks once and stops them; "Not going ahead? Tell us why" declines with a reason;
 * the owner's dashboard shows the reason among why quotes were lost. The worker's rounds are tested against the real
 * worker in tests/int/quote-follow-ups.test.ts.
 */
const SECRET = process.env.E2E_PAYLOAD_SECRET ?? 'e2e-only-secret-0123456789abcdef'
const stamp = Date.now()

test.describe('a quote answered with a no', () => {
  test.skip(({ isMobile }) => isMobile, 'staff work at desktop width; the customer at 390 px inside')

  test('stop reminders, then decline with a reason; the dashboard shows why', async ({ page, browser }) => {
    test.setTimeout(180_000)
    await signIn(page, STAFF)
    const { origin } = sameOrigin(page)
    const api = (method: 'get' | 'post', url: string, data?: unknown) =>
      page.request[method](url, { data, headers: { origin } })
    const products = await (await api('get', '/api/cms/products?depth=0&limit=1')).json()
    const created = await api('post', '/api/cms/quotes', {
      customerName: `Nora No ${stamp}`,
      customerEmail: `nora.no.${stamp}@example.com`,
      lines: [{ room: 'Lounge', widthMm: 900, dropMm: 1400, product: products.docs[0].id, safetyDevice: 'cleat' }],
    })
    expect(created.status()).toBe(201)
    const quoteId = (await created.json()).doc.id as number
    expect((await api('post', `/api/cms/quotes/${quoteId}/send`)).status()).toBe(200)
    const quote = await (await api('get', `/api/cms/quotes/${quoteId}?depth=0`)).json()
    const token = linkToken(SECRET, 'quote', quoteId, 1, new Date(quote.validUntil), quote.linkSerial)

    const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
    const customer = await phone.newPage()
    // The follow-up's "Stop reminders about this quote": a page that asks, then stops them.
    await customer.goto(`/quote/${token}/stop`)
    await expect(customer.getByRole('heading', { name: 'Stop reminders about this quote?' })).toBeVisible()
    await customer.getByRole('button', { name: 'Stop reminders' }).click()
    await expect(customer.getByRole('heading', { name: 'Reminders stopped' })).toBeVisible()
    await expect(customer.getByRole('status')).toContainText('We will not send you any more reminders')
    expect((await (await api('get', `/api/cms/quotes/${quoteId}?depth=0`)).json()).followUps.stopped).toBe(true)

    // Back to the quote: not going ahead, because of the timing.
    await customer.getByRole('link', { name: 'Back to your quote' }).click()
    await customer.getByText('Not going ahead? Tell us why').click()
    await customer.getByRole('radio', { name: 'The timing' }).check()
    await customer.getByLabel('Anything you would like to add? (optional)').fill('Moving house in spring.')
    await customer.getByRole('button', { name: 'Decline this quote' }).click()
    await expect(customer.getByRole('status')).toContainText('This quote is now declined')
    await expect(customer.getByText('This quote was declined.')).toBeVisible()
    await expect(customer.getByRole('button', { name: 'Accept this quote' })).toHaveCount(0)
    expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await phone.close()

    const declined = await (await api('get', `/api/cms/quotes/${quoteId}?depth=0`)).json()
    expect(declined).toMatchObject({
      status: 'declined',
      decline: { reason: 'timing', words: 'Moving house in spring.' },
    })

    // The owner's dashboard: the reason among why quotes were lost, drawn with its count beside it.
    await page.context().clearCookies()
    await signIn(page, OWNER)
    await page.goto('/admin')
    const chart = page.getByRole('figure', { name: 'Why quotes were lost' })
    await expect(chart).toBeVisible({ timeout: 30_000 })
    await expect(chart.getByRole('img')).toHaveAccessibleName(/The timing: \d+/)
    await expect(chart.locator('[data-bar="The timing"]')).toBeVisible()
    expect(Number(await chart.locator('[data-bar="The timing"]').getAttribute('data-value'))).toBeGreaterThanOrEqual(1)
  })
})
