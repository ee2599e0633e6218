import { expect, test, type APIRequestContext, type Page } from '../support/e2e/test'

import { manageToken } from '../../src/lib/booking/manageToken'
import { dayLabel } from '../../src/lib/booking/slots'
import { signIn, holdScripts, OWNER, setBookingRules, STAFF } from '../support/e2e/helpers'
import { mailDir, readMails } from '../support/e2e/mails'
import { mimeParts, parseIcs } from '../support/mail'

const SECRET = process.env.E2E_PAYLOAD_SECRET ?? 'e2e-only-secret-0123456789abcdef'

/**
 * Instant booking in a real browser: the owner switches the booking mode, a visitor picks a free time without
 * needing JavaScript's help and sees it confirmed. Request mode is restored afterwards: specs share one database.
 */
test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ request }) => {
  await setBookingRules(request, {
    mode: 'instant',
    noticeHours: 0,
    workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
    // Every browser test books from 127.0.0.1, on both projects with the same details: the squatting limits
    // (tested in tests/int/booking.test.ts) are raised for this suite.
    instantPerContact: 20,
    instantPerAddressPerDay: 100,
  })
})

test.afterAll(async ({ request }) => {
  await setBookingRules(request, {
    mode: 'request',
    noticeHours: 24,
    workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'],
    instantPerContact: 1,
    instantPerAddressPerDay: 3,
  })
})

test('the owner sees the booking mode in /admin', async ({ page, isMobile }) => {
  test.skip(isMobile, 'admin is covered at desktop width')
  await signIn(page, OWNER)
  await page.goto('/admin/globals/availability')
  await expect(page.getByText('Booking mode')).toBeVisible()
  await expect(page.getByLabel(/Instant \(visitors book a free window\)/)).toBeChecked()
})

test('/book in instant mode does not promise a call to confirm beside "confirmed at once"', async ({ page }) => {
  await page.goto('/book')
  await expect(page.getByText('Pick a free time online and your visit is confirmed at once.')).toBeVisible()
  await expect(page.getByTestId('book-intro')).not.toContainText('to confirm')
  await expect(page.getByTestId('book-intro')).toContainText('Choose a time below, or send a request')
})

test('a visitor picks a free time and the visit is confirmed at once', { tag: '@phone' }, async ({ page }) => {
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

test('without JavaScript the free times page through every week bookings are open', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/book/choose-a-time?postcode=B13+9XY&source=%2Fbook')
  const weeks: string[] = []
  for (;;) {
    weeks.push((await page.getByTestId('week-shown').textContent()) ?? '')
    await expect(page.getByTestId('instant-booking').getByRole('radio').first()).toBeVisible()
    const later = page.getByRole('link', { name: 'Later week' })
    if ((await later.count()) === 0) break
    await later.click()
  }
  // Settings open bookings 28 days ahead: four or five Monday-to-Sunday weeks from the first with a free time, each once.
  expect(weeks.length, weeks.join(' | ')).toBeGreaterThanOrEqual(4)
  expect(new Set(weeks).size).toBe(weeks.length)
  await page.getByRole('link', { name: 'Earlier week' }).click()
  await expect(page.getByTestId('week-shown')).toHaveText(weeks.at(-2)!)
  await context.close()
})

test('a time chosen before the calendar has loaded stays chosen when it appears', async ({ page }) => {
  const scripts = await holdScripts(page) // until the visitor has chosen
  await page.goto('/book/choose-a-time?postcode=B13+9XY&source=%2Fbook', { waitUntil: 'domcontentloaded' })
  const form = page.getByTestId('instant-booking')
  const days = form.getByRole('group', { name: 'Days with free times' })
  await expect(days).toHaveCount(0) // still the server's list: every day's windows, no calendar
  const lastDaysLastWindow = form.getByRole('radio').last()
  const value = await lastDaysLastWindow.getAttribute('value')
  await lastDaysLastWindow.check()

  await scripts.release()
  await expect(days).toBeVisible()
  await expect(days.getByRole('button').last()).toHaveAttribute('aria-pressed', 'true') // the calendar opens on its day
  await expect(form.locator(`input[name="slot"][value="${value}"]`)).toBeChecked()
})

test.describe('from an area page (at 390 px too)', { tag: '@phone' }, () => {
  /** The area page is static: it shows the instant form once the switch to instant mode has re-rendered it. */
  async function openInstantAreaPage(page: Page) {
    await expect(async () => {
      await page.goto('/areas/moseley')
      await expect(page.getByTestId('instant-postcode')).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    return page.locator('#booking-form')
  }

  test('a visitor books a free window and sees it confirmed in place', async ({ page }) => {
    const section = await openInstantAreaPage(page)
    await section.getByLabel('Your postcode').fill('B13 9XY')
    await section.getByRole('button', { name: 'Show free times' }).click()
    const form = section.getByTestId('instant-booking')
    // With JavaScript the free times come as a calendar: day buttons, then that day's windows.
    const days = form.getByRole('group', { name: 'Days with free times' }).getByRole('button')
    await expect(days.first()).toHaveAttribute('aria-pressed', 'true')
    await expect(days.first()).toHaveAccessibleName(/^\w+day \d+ \w+, \d free times?$/)
    const choice = form.getByRole('radio').first()
    await choice.check()
    await form.getByLabel('Full name').fill('Area Visitor')
    await form.getByLabel('Phone number').fill('0121 496 0556')
    await form.getByLabel('Email').fill('area-visitor@example.com')
    await form.getByLabel('Address').fill('9 Example Grove, Moseley')
    await form.getByRole('button', { name: 'Book this time' }).click()
    const confirmation = section.getByTestId('booking-confirmation')
    await expect(confirmation).toContainText('Your visit is booked')
    await expect(confirmation).toContainText(/Your measuring visit is confirmed for \w+day \d+ \w+, /)
    await expect(page).toHaveURL(/\/areas\/moseley/)
    // Booked: the way to a request for those no time suits has gone with the form.
    await expect(section.getByTestId('request-instead')).toBeHidden()
  })

  test('the calendar pages through the weeks up to the booking horizon', async ({ page }) => {
    const section = await openInstantAreaPage(page)
    await section.getByLabel('Your postcode').fill('B13 9XY')
    await section.getByRole('button', { name: 'Show free times' }).click()
    const shown = section.getByTestId('week-shown')
    const days = section.getByRole('group', { name: 'Days with free times' }).getByRole('button')
    await expect(days.first()).toBeVisible()
    const weeks: string[] = []
    for (;;) {
      weeks.push((await shown.textContent()) ?? '')
      const later = section.getByRole('button', { name: 'Later week' })
      if ((await later.count()) === 0) break
      await later.click()
      await expect(shown).not.toHaveText(weeks.at(-1)!)
      await expect(days.first()).toBeVisible()
    }
    expect(weeks.length, weeks.join(' | ')).toBeGreaterThanOrEqual(4)
    await section.getByRole('button', { name: 'Earlier week' }).click()
    await expect(shown).toHaveText(weeks.at(-2)!)
  })

  test('a postcode we do not cover is told we will call, with no mention of a time field', async ({ page }) => {
    const section = await openInstantAreaPage(page)
    await expect(section.getByTestId('request-instead')).toBeVisible()
    await section.getByLabel('Your postcode').fill('M1 1AA')
    await section.getByRole('button', { name: 'Show free times' }).click()
    const alert = section.getByRole('alert')
    await expect(alert).toHaveText(
      'We don’t usually cover this postcode, but send us a request and we’ll call to see if we can help.',
    )
    await expect(section).not.toContainText('Leave out the time')
  })

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the postcode leads to the server-rendered free times, and the booking is confirmed', async ({ page }) => {
      const section = await openInstantAreaPage(page)
      await section.getByLabel('Your postcode').fill('B13 9XY')
      await section.getByRole('button', { name: 'Show free times' }).click()
      await expect(page).toHaveURL(/\/book\/choose-a-time\?.*source=%2Fareas%2Fmoseley/)
      const form = page.getByTestId('instant-booking')
      await form.getByRole('radio').first().check()
      await form.getByLabel('Full name').fill('Quiet Visitor')
      await form.getByLabel('Phone number').fill('0121 496 0557')
      await form.getByLabel('Email').fill('quiet-visitor@example.com')
      await form.getByLabel('Address').fill('11 Example Grove, Moseley')
      await form.getByRole('button', { name: 'Book this time' }).click()
      await expect(page).toHaveURL(/\/thank-you/)
      await expect(page.getByText(/Your measuring visit is confirmed for/)).toBeVisible()
    })
  })
})

test('the home contact section offers the free times too', async ({ page }) => {
  // The mode switch marks the home page stale; it is served as it was while the new one renders in the background.
  test.setTimeout(120_000)
  // Each try loads the page afresh: from the same URL, a goto with only a fragment stays in the document, so the
  // browser would keep the page as first served.
  await expect(async () => {
    await page.goto('about:blank')
    await page.goto('/#contact')
    await expect(page.getByTestId('instant-booking-panel')).toBeVisible({ timeout: 2_000 })
  }).toPass({ timeout: 60_000 })
  const panel = page.getByTestId('instant-booking-panel')
  await panel.getByLabel('Your postcode').fill('B13 9XY')
  await panel.getByRole('button', { name: 'Show free times' }).click()
  await expect(panel.getByTestId('instant-booking').getByRole('radio').first()).toBeVisible()
  // The quote request form is still there below it.
  await expect(page.getByTestId('contact-section').getByRole('heading', { name: 'Send us a message' })).toBeVisible()
})

test('a manage link that is not genuine gets a clear page', async ({ page }) => {
  await page.goto('/book/manage/1.9999999999.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')
  await expect(page.getByRole('heading', { name: 'This link doesn’t work' })).toBeVisible()
})

test('moving a visit through its manage link offers every free window, a week at a time, as /book does', async ({
  page,
  request,
}) => {
  // A visit booked for the first free window; its manage link signed as the e-mail's is (the e2e server's secret).
  const booked = await request.post('/api/measuring-appointment', {
    data: {
      customerName: 'Manage Weeks',
      customerPhone: '0121 496 0577',
      customerEmail: 'manage.weeks@example.com',
      address: '9 Example Grove, Moseley',
      postcode: 'B13 9XY',
      slot: await firstFreeSlot(request),
      idempotencyKey: crypto.randomUUID(),
    },
  })
  expect(booked.status(), await booked.text()).toBe(201)
  const { id } = (await booked.json()) as { id: number }
  const token = manageToken(SECRET, id, new Date(Date.now() + 30 * 86_400_000))
  await page.goto(`/book/manage/${token}`)
  await expect(page.getByRole('heading', { name: 'Your measuring visit' })).toBeVisible()
  const weeks: string[] = []
  const days = new Set<string>()
  for (;;) {
    weeks.push((await page.getByTestId('week-shown').textContent()) ?? '')
    const values = await page.getByRole('radio').evaluateAll((els) => els.map((el) => (el as HTMLInputElement).value))
    for (const value of values)
      days.add(new Date(`${value.split('|')[0]}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short' }))
    const later = page.getByRole('link', { name: 'Later week' })
    if ((await later.count()) === 0) break
    await later.click()
  }
  // Bookings open 28 days ahead: four or five weeks, each once, with Fridays and Saturdays among the free windows.
  expect(weeks.length, weeks.join(' | ')).toBeGreaterThanOrEqual(4)
  expect(new Set(weeks).size).toBe(weeks.length)
  expect([...days].join(' ')).toMatch(/Fri/)
  expect([...days].join(' ')).toMatch(/Sat/)
  // A window in a later week moves the visit there.
  await page.getByRole('radio').first().check()
  await page.getByRole('button', { name: 'Move my visit' }).click()
  await expect(page.getByRole('status')).toContainText('Done: your visit has moved.')
})

test('request mode: a visit staff confirm is confirmed to her in writing, with the invite and her manage link', async ({
  page,
  request,
}) => {
  test.skip(!mailDir(), 'needs the e2e server’s mail drop')
  // The seeded mode; the suite's own afterAll leaves it so too.
  await setBookingRules(request, { mode: 'request' })
  const email = `request.${Date.now().toString(36)}@example.com`
  // A weekday a few days ahead, as a visitor asks for one.
  const asked = new Date(Date.now() + 3 * 86_400_000)
  while ([0, 6].includes(asked.getUTCDay())) asked.setUTCDate(asked.getUTCDate() + 1)
  const day = asked.toISOString().slice(0, 10)

  await page.goto('/book')
  await page.getByLabel('Full name').fill('Request Visitor')
  await page.getByLabel('Phone number').fill('0121 496 0578')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Address').fill('13 Example Grove, Moseley')
  await page.getByLabel('Postcode').fill('B13 9XY')
  await page.getByLabel('Preferred date').fill(day)
  await page.getByLabel('Preferred time').selectOption('afternoon')
  await page.getByRole('button', { name: 'Request My Free Visit' }).click()
  await expect(page.getByRole('heading', { name: 'Your measuring visit is requested' })).toBeVisible()

  // Staff phone her and save the visit as Confirmed (the API the admin's form saves through).
  const login = await request.post('/api/cms/users/login', {
    data: { username: STAFF.username, password: STAFF.password },
  })
  const headers = { Authorization: `JWT ${(await login.json()).token}` }
  const found = await request.get(
    `/api/cms/measuring-appointments?where[customerEmail][equals]=${encodeURIComponent(email)}&depth=0`,
    { headers },
  )
  const [visit] = (await found.json()).docs as { id: number; status: string }[]
  expect(visit.status).toBe('pending')
  const saved = await request.patch(`/api/cms/measuring-appointments/${visit.id}`, {
    headers,
    data: { status: 'confirmed' },
  })
  expect(saved.status(), await saved.text()).toBe(200)

  const confirmation = () => readMails().find((m) => m.to.includes(email) && /^Your visit is confirmed/.test(m.subject))
  await expect.poll(confirmation, { timeout: 30_000 }).toBeTruthy()
  const mail = confirmation()!
  expect(mail.subject).toMatch(new RegExp(`^Your visit is confirmed for ${dayLabel(day)}, afternoon – `))
  const parts = mimeParts(mail.raw)
  const ics = parseIcs(parts.find((p) => p.type === 'text/calendar')?.body ?? '')
  expect(ics.METHOD).toEqual(['REQUEST'])
  expect(ics.UID?.[0]).toMatch(new RegExp(`^measuring-visit-${visit.id}@`))
  const text = parts.find((p) => p.type === 'text/plain')?.body ?? ''
  const link = /https?:\/\/\S+(\/book\/manage\/\S+)/.exec(text)?.[1]
  expect(link, text).toBeTruthy()

  // Her link opens her visit and offers the free times to move it to.
  await page.goto(link!)
  await expect(page.getByText(/^Confirmed:/)).toBeVisible()
  await expect(page.getByRole('radio').first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Move my visit' })).toBeVisible()
})

/** The first free window for B13 as the booking form sends it ("YYYY-MM-DD|window"). */
async function firstFreeSlot(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/booking/slots?postcode=B13+9XY')
  const { slots } = (await res.json()) as { slots: { date: string; window: string }[] }
  expect(slots.length).toBeGreaterThan(0)
  return `${slots[0].date}|${slots[0].window}`
}
