import { expect, test } from '../support/e2e/test'

import { adminLogin, OWNER } from '../support/e2e/helpers'

test('the privacy policy lists how long each kind of record is kept, from Settings', async ({ page }) => {
  await page.goto('/privacy-policy')
  const section = page.getByRole('region', { name: 'How long we keep your data' })
  await expect(section).toBeVisible()
  await expect(section).toContainText('24 months after we last dealt with them')
  await expect(section).toContainText('Orders: 6 years')
})

test('the owner finds a person by phone in /admin and erases them in one confirmed action', async ({ page }) => {
  const stamp = String(Date.now()).slice(-3)
  const name = `Privacy Erase ${Date.now()}`
  const phone = `0121 496 0${stamp}`
  await adminLogin(page, OWNER)
  const created = await page.evaluate(
    async (data) => {
      const res = await fetch('/api/cms/measuring-appointments', {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(data),
      })
      return { status: res.status, id: (await res.json()).doc?.id as number }
    },
    { customerName: name, customerPhone: phone, address: '3 Erasure Lane, Moseley', postcode: 'B13 8AA' },
  )
  expect(created.status).toBe(201)

  // The admin menu links the page (the menu itself may be folded away at this width).
  await expect(page.getByRole('link', { name: 'Personal data requests' }).first()).toHaveAttribute(
    'href',
    '/admin/privacy',
  )
  await page.goto('/admin/privacy')
  // Found however the number is written.
  await page.getByLabel('E-mail or phone').fill(`+44 121 496 0${stamp}`)
  await page.getByRole('button', { name: 'Search' }).click()
  const records = page.getByRole('table', { name: 'Measuring appointments' })
  await expect(records.getByRole('link', { name: `#${created.id}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Download (CSV)' })).toBeVisible()

  await page.getByLabel(/erase their personal data/).check()
  await page.getByRole('button', { name: 'Erase this person' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Erased.' })).toContainText(/Erased\. 1 record erased/)

  const after = await page.evaluate(async (id) => {
    const res = await fetch(`/api/cms/measuring-appointments/${id}`, { credentials: 'include' })
    return res.json()
  }, created.id)
  expect(after.customerName).not.toBe(name)
  expect(after.customerPhone).not.toContain(stamp)
  expect(after.postcode).toBe('B13')
  expect(after.privacyState).toBe('anonymised')
})
