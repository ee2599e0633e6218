import { expect, test } from '../support/e2e/test'

import { OWNER, sameOrigin, signIn } from '../support/e2e/helpers'

test('the privacy policy lists how long each kind of record is kept, from Settings', async ({ page }) => {
  await page.goto('/privacy-policy')
  const section = page.getByRole('region', { name: 'How long we keep your data' })
  await expect(section).toBeVisible()
  await expect(section).toContainText('24 months after we last dealt with them')
  await expect(section).toContainText('Orders: 6 years')
})

test('the owner previews a person’s records, excludes one and erases the rest; a neighbour’s note stays', async ({
  page,
}) => {
  const stamp = String(Date.now()).slice(-3)
  const name = `Privacy Erase ${Date.now()}`
  const phone = `0161 496 0${stamp}`
  await signIn(page, OWNER)
  const create = async (data: Record<string, string>) => {
    const res = await page.request.post('/api/cms/measuring-appointments', { data, headers: sameOrigin(page) })
    return { status: res.status(), id: (await res.json()).doc?.id as number }
  }
  const erase = await create({
    customerName: name,
    customerPhone: phone,
    address: '3 Erasure Lane, Moseley',
    postcode: 'B13 8AA',
  })
  const keep = await create({
    customerName: name,
    customerPhone: `+44 161 496 0${stamp}`,
    address: '5 Keeping Row, Moseley',
    postcode: 'B13 8AB',
  })
  const neighbour = await create({
    customerName: `Neighbour ${stamp}`,
    customerPhone: '0161 496 0104',
    address: '4 Erasure Lane, Moseley',
    postcode: 'B13 8AA',
    notes: `Next door is on ${phone}`,
  })
  expect([erase.status, keep.status, neighbour.status]).toEqual([201, 201, 201])

  await page.goto('/admin/privacy')
  // The admin menu links the page (the menu itself may be folded away at this width).
  await expect(page.getByRole('link', { name: 'Personal data requests' }).first()).toHaveAttribute(
    'href',
    '/admin/privacy',
  )
  // Found however the number is written; the neighbour's note is a separate suggestion.
  await page.getByLabel('E-mail or phone').fill(`+44 161 496 0${stamp}`)
  await page.getByRole('button', { name: 'Search' }).click()
  const records = page.getByRole('table', { name: `Records of ${name}` })
  await expect(records.getByRole('link', { name: `#${erase.id}` })).toBeVisible()
  await expect(records.getByRole('link', { name: `#${keep.id}` })).toBeVisible()
  await expect(records).toContainText('Measuring appointment')
  await expect(records).toContainText(phone)
  const suggestions = page.getByRole('table', { name: 'Mentioned in other records' })
  await expect(suggestions.getByRole('link', { name: `#${neighbour.id}` })).toBeVisible()

  // Only a phone on the records: staff call it back, and the request records it.
  await page.getByRole('button', { name: 'File the request' }).click()
  await expect(page.getByRole('status')).toContainText('call them back')
  await page.getByRole('button', { name: 'I called them back on this number and they confirmed' }).click()
  const request = page.getByRole('region', { name: 'Request', exact: true })
  await expect(request).toContainText('Verified by calling')

  // The preview: each record ticked, the suggestion not; the owner unticks one record and erases.
  await expect(page.getByRole('checkbox', { name: `Include Measuring appointment #${erase.id}` })).toBeChecked()
  await expect(
    page.getByRole('checkbox', { name: `Include the mention in Measuring appointment #${neighbour.id}` }),
  ).not.toBeChecked()
  await page.getByRole('checkbox', { name: `Include Measuring appointment #${keep.id}` }).uncheck()
  await page.getByLabel(/erase them/).check()
  await page.getByRole('button', { name: 'Erase the ticked records' }).click()
  const done = page.getByRole('status').filter({ hasText: 'Erased.' })
  await expect(done).toContainText(/Erased\. 1 record erased; 1 record excluded by the owner/)
  await expect(done).toContainText(`Measuring appointment #${keep.id}: excluded by the owner`)

  const read = (id: number) =>
    page.evaluate(async (id) => {
      const res = await fetch(`/api/cms/measuring-appointments/${id}`, { credentials: 'include' })
      return res.json()
    }, id)
  const erased = await read(erase.id)
  expect(erased.customerName).not.toBe(name)
  expect(erased.customerPhone ?? '').not.toContain(stamp)
  expect(erased.postcode).toBe('B13')
  expect(erased.privacyState).toBe('anonymised')
  expect(await read(keep.id)).toMatchObject({ customerName: name, address: '5 Keeping Row, Moseley' })
  expect((await read(neighbour.id)).notes).toBe(`Next door is on ${phone}`)
})
