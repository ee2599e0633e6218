import { expect, test, type APIRequestContext } from '../support/e2e/test'

import { OWNER, signIn, PHONE, STAFF, staffHeaders } from '../support/e2e/helpers'
import { mailDir, readMails } from '../support/e2e/mails'
import { readTexts, smsDir } from '../support/e2e/texts'

/**
 * /visits on a 390 px phone (issue 51): a visitor without a staff session is sent to the sign-in and sees nothing;
 * staff see tomorrow's visit with the address as a maps link, the phone to call, the windows priced online and the
 * staff notes; the page is never kept by a shared cache, and is installable (its manifest).
 */
test.use(PHONE)

const tomorrow = () => {
  const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })
  return new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
}

/** "Tuesday 1 December" for "2026-12-01". */
const dayName = (date: string) =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  })

/** A measuring visit tomorrow morning with two windows priced online and a gate code in the staff notes. */
async function visitTomorrow(request: APIRequestContext, name: string, email?: string) {
  const headers = await staffHeaders(request)
  const res = await request.post('/api/cms/measuring-appointments', {
    headers,
    data: {
      customerName: name,
      customerPhone: '0121 496 0777',
      ...(email ? { customerEmail: email } : {}),
      address: '3 Visit Lane, Moseley',
      postcode: 'B13 8AA',
      scheduledDate: `${tomorrow()}T00:00:00.000Z`,
      scheduledTime: 'morning',
      status: 'confirmed',
      addNote: 'Gate code 2468',
      windows: [
        { room: 'Kitchen', product: 'Real Wood Venetian Blinds', finish: 'Oxford', width: 61, drop: 101 },
        { room: 'Bay', product: 'Faux Wood Venetian Blinds', width: 150, drop: 120 },
      ],
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  return (await res.json()).doc.id as number
}

test('a visitor without a staff session gets the sign-in, never the visits', async ({ request }) => {
  const res = await request.get('/visits', { maxRedirects: 0 })
  expect(res.status()).toBeGreaterThanOrEqual(300)
  expect(res.status()).toBeLessThan(400)
  expect(res.headers().location).toMatch(/\/admin\/login\?redirect=%2Fvisits$/)
  // A token that is not a valid session (as a forged or customer's link would carry) opens nothing either.
  const forged = await request.get('/visits', { maxRedirects: 0, headers: { Authorization: 'JWT not-a-session' } })
  expect(forged.headers().location).toMatch(/\/admin\/login/)
})

test('staff see tomorrow’s visit on a phone: maps, call, windows priced online, notes', async ({
  page,
  request,
  isMobile,
}) => {
  const name = `Vera Visit ${Date.now()}${isMobile ? 'm' : 'd'}`
  // Created through the API in a context of its own: the browser signs in through the real form below.
  await visitTomorrow(request, name)
  await signIn(page, STAFF)

  const response = await page.goto('/visits')
  const cacheControl = response!.headers()['cache-control'] ?? ''
  expect(cacheControl).toContain('private')
  expect(cacheControl).toContain('no-store')

  const card = page.getByRole('article', { name })
  await expect(card).toBeVisible()
  await expect(card).toContainText('Morning (9am-12pm)')
  await expect(card.getByRole('link', { name: '3 Visit Lane, Moseley, B13 8AA' })).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=3%20Visit%20Lane%2C%20Moseley%2C%20B13%208AA',
  )
  await expect(card.getByRole('link', { name: 'Call 0121 496 0777' })).toHaveAttribute('href', 'tel:01214960777')
  await expect(card).toContainText('Kitchen: 61 × 101 cm, Real Wood Venetian Blinds, Oxford')
  await expect(card).toContainText('Bay: 150 × 120 cm, Faux Wood Venetian Blinds')
  await expect(card).toContainText('Gate code 2468')
  // The card says its day, and every action used at the door takes a thumb: at least 44 × 44 px.
  await expect(card).toContainText(`Tomorrow, ${dayName(tomorrow())} · Morning (9am-12pm) · Measuring visit`)
  for (const action of [
    card.getByRole('link', { name: 'Measure the windows' }),
    card.getByRole('link', { name: '3 Visit Lane, Moseley, B13 8AA' }),
    card.getByRole('link', { name: 'Call 0121 496 0777' }),
  ]) {
    const box = (await action.boundingBox())!
    expect([box.width >= 44, box.height >= 44], await action.innerText()).toEqual([true, true])
  }
  // Fits the phone: nothing wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)

  // Installable: the manifest is linked and opens /visits on its own.
  const href = await page.locator('link[rel="manifest"]').getAttribute('href')
  const manifest = await (await page.request.get(href!)).json()
  expect(manifest).toMatchObject({ start_url: '/visits', scope: '/visits', display: 'standalone' })
  // Its icon (and the layout's) is served: the home-screen icon, and no error in the console.
  const icon = await page.request.get(manifest.icons[0].src)
  expect(icon.status()).toBe(200)
  expect(icon.headers()['content-type']).toContain('image/svg+xml')
})

test('staff send "on my way" with one tap: the customer gets the e-mail and the text', async ({
  page,
  request,
  playwright,
  isMobile,
}) => {
  test.skip(!mailDir() || !smsDir(), 'needs the e2e server’s mail and SMS drops (npm test sets them)')
  const stamp = `${Date.now()}${isMobile ? 'm' : 'd'}`
  const name = `Olive Onway ${stamp}`
  const email = `onway.${stamp}@example.com`
  await visitTomorrow(request, name, email)
  await signIn(page, STAFF)
  await page.goto('/visits')

  // Tomorrow's visit asks first: its times are behind a question naming the day, so a tap on the wrong card tells
  // no customer the fitter is coming.
  const card = page.getByRole('article', { name })
  const textsBefore = readTexts().length
  await expect(card.getByRole('button', { name: '20 min' })).toBeHidden()
  await card.getByText('Not today: on my way to this visit now?').click()
  await expect(card).toContainText(`This visit is on ${dayName(tomorrow())}.`)
  await card.getByRole('button', { name: '20 min' }).click()
  await expect(page.getByRole('status')).toHaveText('On my way sent to the customer.')
  await expect(page.getByRole('article', { name })).toContainText(
    /Sent \d{1,2}:\d{2}[ap]m: arriving in 20 min, by e-mail and text/,
  )

  const settings = await (await page.request.get('/api/cms/globals/site-settings?depth=0')).json()
  const onMyWayMail = () => readMails().find((m) => m.to.includes(email) && /^On our way/.test(m.subject))
  await expect.poll(() => Boolean(onMyWayMail()), { timeout: 30_000 }).toBe(true)
  const mail = onMyWayMail()!
  expect(mail.text).toContain('in about 20 minutes')
  expect(mail.text).toContain(settings.phonePrimary)

  const texts = readTexts()
  expect(texts.length).toBe(textsBefore + 1)
  expect(texts.at(-1)).toMatchObject({ to: '+441214960777', from: '+447700900123' })
  expect(texts.at(-1)!.body).toContain(settings.businessName)
  expect(texts.at(-1)!.body).toContain(settings.phonePrimary)

  // A second tap within two minutes sends nothing again.
  await page.getByRole('article', { name }).getByText('Not today: on my way to this visit now?').click()
  await page.getByRole('article', { name }).getByRole('button', { name: '10 min' }).click()
  await expect(page.getByRole('status')).toContainText('already sent')
  expect(readTexts().length).toBe(textsBefore + 1)

  // Signed out, the endpoint refuses.
  const anonymous = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const refused = await anonymous.post('/api/visits/on-my-way', {
    form: { kind: 'measuring', id: '1', minutes: '10' },
    maxRedirects: 0,
  })
  expect(refused.status()).toBe(401)
  await anonymous.dispose()
})

test('an erased customer’s visit leaves the list', async ({ page, request, playwright, isMobile }) => {
  const stamp = `${Date.now()}${isMobile ? 'm' : 'd'}`
  const name = `Erin Erased ${stamp}`
  // A phone-only customer: the request is verified by calling back, so no mail drop is needed.
  const phone = `0121 496 06${String(Date.now() % 100).padStart(2, '0')}`
  const staff = await staffHeaders(request)
  const created = await request.post('/api/cms/measuring-appointments', {
    headers: staff,
    data: {
      customerName: name,
      customerPhone: phone,
      address: 'Flat 2, 5 Erasure Road, Moseley',
      postcode: 'B13 8AB',
      scheduledDate: `${tomorrow()}T00:00:00.000Z`,
      scheduledTime: 'morning',
      status: 'confirmed',
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const id = (await created.json()).doc.id as number

  await signIn(page, STAFF)
  await page.goto('/visits')
  await expect(page.getByRole('article', { name })).toBeVisible()

  // Staff file the erasure and call the number back; the owner erases the visit.
  const filed = await request.post('/api/cms/privacy-requests/request', {
    headers: staff,
    form: { q: phone, kind: 'erasure-request' },
    maxRedirects: 0,
  })
  expect(filed.status()).toBe(303)
  const requestId = new URL(filed.headers().location, 'http://x').searchParams.get('request')!
  const called = await request.post('/api/cms/privacy-requests/callback', {
    headers: staff,
    form: { request: requestId },
    maxRedirects: 0,
  })
  expect(called.status()).toBe(303)
  const ownerContext = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const login = await ownerContext.post('/api/cms/users/login', { data: OWNER })
  expect(login.ok()).toBe(true)
  const erased = await ownerContext.post('/api/cms/privacy-requests/erase', {
    headers: { Authorization: `JWT ${(await login.json()).token}` },
    form: { request: requestId, confirm: 'yes', pick: `measuring-appointments:${id}` },
    maxRedirects: 0,
  })
  expect(erased.status()).toBe(303)
  expect(erased.headers().location).toMatch(/done=\d+/)
  await ownerContext.dispose()

  // The list without it: no card, no maps link to "Erased", nothing of it counted as still to visit.
  await page.goto('/visits')
  await expect(page.locator(`#measuring-${id}`)).toHaveCount(0)
  await expect(page.getByRole('article', { name })).toHaveCount(0)
  await expect(page.locator('a[href*="query=Erased"]')).toHaveCount(0)
  // The visit is cancelled with the reason, not deleted.
  const doc = await (await request.get(`/api/cms/measuring-appointments/${id}?depth=0`, { headers: staff })).json()
  expect(doc).toMatchObject({ status: 'cancelled', cancelledReason: 'erased', customerName: 'Erased' })
})
