import { expect, test } from '../support/e2e/test'

import { signIn, holdScripts, PHONE, STAFF, staffHeaders } from '../support/e2e/helpers'

/**
 * No measurement lost before the measure page's scripts arrive (issue 50's rule on a staff page): on a slow phone the
 * fitter sees the windows priced online with their sizes, and what is typed and saved before the page is interactive
 * is what the page keeps and sends once it is: not reset to the online sizes, and not sent off as a plain form.
 */
test.use(PHONE)

test('a window typed and saved before the scripts arrive is kept and sent as typed', async ({
  page,
  request,
  isMobile,
}) => {
  test.setTimeout(120_000)
  const stamp = `${Date.now()}${isMobile ? 'm' : 'd'}`
  const headers = await staffHeaders(request)
  const created = await request.post('/api/cms/measuring-appointments', {
    headers,
    data: {
      customerName: `Early Ellis ${stamp}`,
      customerPhone: '0121 496 0777',
      customerEmail: `early.${stamp}@example.com`,
      address: '3 Quick Lane, Moseley',
      postcode: 'B13 8AA',
      scheduledDate: `${new Date().toLocaleDateString('en-CA', { timeZone: 'Europe/London' })}T00:00:00.000Z`,
      scheduledTime: 'flexible',
      status: 'pending',
      windows: [{ room: 'Kitchen', product: 'Real Wood Venetian Blinds', finish: 'Oxford', width: 61, drop: 101 }],
    },
  })
  expect(created.status(), await created.text()).toBe(201)
  const appointment = (await created.json()).doc.id as number
  await signIn(page, STAFF)

  const scripts = await holdScripts(page)
  await page.goto(`/visits/measure/${appointment}`, { waitUntil: 'domcontentloaded' })
  const form = page.locator('form[data-window="1"]')
  // The sizes priced online are on the page before any script.
  await expect(form.getByLabel('Room')).toHaveValue('Kitchen')
  await expect(form.getByLabel('Width (mm)')).toHaveValue('610')
  await expect(form.getByLabel('Drop (mm)')).toHaveValue('1010')

  await form.getByLabel('Room').fill('Kitchen, left')
  await form.getByLabel('Width (mm)').fill('604')
  await form.getByLabel('Recess').check()
  await form.getByLabel('Top fix').check()
  await form.getByLabel('Control side').selectOption('right')
  await form.getByLabel('Child-safety device').selectOption('cordless')
  await form.getByRole('button', { name: 'Save window' }).click()
  expect(scripts.held()).toBeGreaterThan(0)
  expect(new URL(page.url()).search).toBe('') // not sent off as a plain form

  await scripts.release()
  await expect(form.locator('[data-state]')).toHaveText('Sent', { timeout: 30_000 })
  await expect(form.getByLabel('Room')).toHaveValue('Kitchen, left')
  const stored = await (
    await request.get(`/api/cms/measured-windows?depth=0&where[appointment][equals]=${appointment}`, { headers })
  ).json()
  expect(stored.docs).toHaveLength(1)
  expect(stored.docs[0]).toMatchObject({
    position: 1,
    room: 'Kitchen, left',
    widthMm: 604,
    dropMm: 1010,
    fit: 'recess',
    fixing: 'top',
    controlSide: 'right',
    safetyDevice: 'cordless',
  })
})
