import { expect, test, type APIRequestContext } from '../support/e2e/test'

import { signIn, OWNER, STAFF } from '../support/e2e/helpers'
import { mailDir, readMails } from '../support/e2e/mails'

/**
 * How the customer pays (issue 45), through the production build: the owner has given the bank details; staff send a
 * quote; the customer opens the e-mailed link on a 390 px phone, accepts, and finds the order confirmation e-mail
 * with the bank details and the quote number as the reference (the page shows the same); staff record the deposit
 * in /admin and the order leaves the dashboard's "Deposits outstanding".
 *
 * The e-mails are those the server really sent: `npm test` points its SMTP at a local server that keeps each message
 * as a file (scripts/tools/lib/mail-drop.ts, read with tests/support/e2e/mails.ts).
 */
const BANK = { accountName: 'VB Birmingham Ltd', sortCode: '40-11-62', accountNumber: '31926819' }

async function tokenOf(request: APIRequestContext, who: { username: string; password: string }) {
  const login = await request.post('/api/cms/users/login', { data: who })
  expect(login.ok()).toBe(true)
  return { Authorization: `JWT ${(await login.json()).token}` }
}

const mailTo = async (address: string, subject: RegExp) => {
  let found: ReturnType<typeof readMails>[number] | undefined
  await expect
    .poll(
      () => {
        found = readMails().find((m) => m.to.includes(address) && subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 30_000, intervals: [250, 500, 1000] },
    )
    .toBe(true)
  return found!
}

test('a customer accepts on a phone and finds the confirmation e-mail with the bank details; staff record the deposit', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.skip(!mailDir(), 'needs the e-mails the e2e server sent (npm test sets E2E_MAIL_DIR)')
  test.setTimeout(180_000)
  const stamp = `${Date.now()}${isMobile ? 'm' : 'd'}`
  const email = `pays.${stamp}@example.com`
  const name = `Paula Payer ${stamp}`

  const owner = await tokenOf(request, OWNER)
  expect((await request.post('/api/cms/globals/bank-details', { headers: owner, data: BANK })).ok()).toBe(true)

  // Staff draft a quote for one window and send it.
  const staff = await tokenOf(request, STAFF)
  const product = (await (await request.get('/api/cms/products?limit=1&depth=0', { headers: staff })).json()).docs[0]
  const created = await request.post('/api/cms/quotes', {
    headers: staff,
    data: {
      customerName: name,
      customerEmail: email,
      address: '5 Paying Road',
      postcode: 'B13 8AA',
      lines: [{ room: 'Lounge', widthMm: 1000, dropMm: 1200, product: product.id, safetyDevice: 'cleat' }],
    },
  })
  expect(created.ok()).toBe(true)
  const quoteId = (await created.json()).doc.id as number
  const number = `Q${String(quoteId).padStart(5, '0')}`
  expect((await request.post(`/api/cms/quotes/${quoteId}/send`, { headers: staff })).ok()).toBe(true)
  const sent = await mailTo(email, /Your quote Q\d+ \(revision 1\)/)
  const link = /\/quote\/[^\s]+/.exec(sent.text)![0]

  // The customer, on a 390 px phone: opens the e-mailed link and accepts.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const customer = await phone.newPage()
  await customer.goto(link)
  await customer.getByLabel('Your full name').fill('Paula Payer')
  await customer.getByLabel(/I accept this quote/).check()
  await customer.getByRole('button', { name: 'Accept this quote' }).click()
  await expect(customer.getByRole('status')).toContainText('your order is confirmed')
  // The page shows how to pay, as the e-mail says it.
  const howToPay = customer.locator('[data-order-confirmation]')
  await expect(howToPay.getByRole('heading', { name: 'How to pay your order' })).toBeVisible()
  await expect(howToPay.locator('[data-bank-details]')).toContainText(BANK.sortCode)
  await expect(howToPay.locator('[data-bank-details]')).toContainText(BANK.accountNumber)
  await expect(howToPay.locator('[data-bank-details]')).toContainText(number)
  await expect(howToPay).toContainText('Cancellation terms')
  expect(await customer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  const confirmation = await mailTo(email, new RegExp(`Your order ${number} is confirmed`))
  expect(confirmation.text).toContain(`Sort code: ${BANK.sortCode}`)
  expect(confirmation.text).toContain(`Account number: ${BANK.accountNumber}`)
  expect(confirmation.text).toContain(`Reference: ${number}`)
  expect(confirmation.text).toContain('Lounge')
  expect(confirmation.text).toContain('Cancellation terms')
  await phone.close()

  // Staff, in /admin: the order waits for its deposit; they record it and it leaves the list.
  if (isMobile) return // the admin is checked at desktop width
  await signIn(page, STAFF)
  const deposits = page.getByRole('table', { name: 'Deposits outstanding' })
  await page.goto('/admin')
  await expect(deposits.getByRole('link', { name })).toBeVisible({ timeout: 30_000 })
  const order = await (await request.get(`/api/cms/quotes/${quoteId}?depth=0`, { headers: staff })).json()
  const deposit = (order.totals.depositPence / 100).toFixed(2)
  await page.goto(`/admin/collections/quotes/${quoteId}`)
  await page.getByRole('button', { name: 'Add Payment' }).click()
  await page.getByTestId('pounds-payments.0.amountPence').locator('input').fill(deposit)
  await page.getByRole('button', { name: /^save$/i }).click()
  await expect(page.getByText(/successfully/i).first()).toBeVisible({ timeout: 30_000 })
  const paid = await (await request.get(`/api/cms/quotes/${quoteId}?depth=0`, { headers: staff })).json()
  expect(paid.account).toMatchObject({ depositReceived: true, depositOutstandingPence: 0 })
  expect(paid.payments[0]).toMatchObject({ method: 'bank-transfer', recordedBy: expect.stringContaining('@') })
  await page.goto('/admin')
  await expect(page.getByTestId('payments-outstanding')).toBeVisible({ timeout: 30_000 })
  await expect(page.getByRole('link', { name })).toHaveCount(0)
})
