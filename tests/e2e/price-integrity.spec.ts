import { expect, test, type APIRequestContext } from '../support/e2e/test'

import { OWNER, setBookingRules } from '../support/e2e/helpers'

/**
 * Prices that cannot go wrong quietly (issue 47): a new price is the price on the very next estimate, the estimate
 * offers and accepts only what the chosen blind sells, a booking says what happened, money explains itself, and the
 * grid paste shows what it will do before it does it.
 */
test.describe.configure({ mode: 'serial' })

async function ownerHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  const login = await request.post('/api/cms/users/login', {
    data: { username: OWNER.username, password: OWNER.password },
  })
  return { Authorization: `JWT ${(await login.json()).token}` }
}

async function productBySlug(request: APIRequestContext, slug: string) {
  const found = await request.get(`/api/cms/products?where[slug][equals]=${slug}&depth=0`)
  return (await found.json()).docs[0] as {
    id: number
    priceGrid: { widths: number[]; drops: number[]; cells: number[][] }
  }
}

test('a grid change is reflected by the very next estimate, and shared caches keep it a minute at most', async ({
  request,
}) => {
  const headers = await ownerHeaders(request)
  const product = await productBySlug(request, 'wooden-venetian-blinds')
  const url = '/api/price?product=wooden-venetian-blinds&width=50&drop=50'
  const before = await request.get(url)
  expect(before.status()).toBe(200)
  expect((await before.json()).listPence).toBe(product.priceGrid.cells[0][0])
  const cacheControl = before.headers()['cache-control']
  expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(60)
  expect(cacheControl).not.toMatch(/stale-while-revalidate=(?:[6-9]\d|\d{3,})/)
  // Asked twice, so the old grid is surely in the cache before the save.
  await request.get(url)
  const changed = structuredClone(product.priceGrid)
  changed.cells[0][0] += 1100
  try {
    const saved = await request.patch(`/api/cms/products/${product.id}`, { headers, data: { priceGrid: changed } })
    expect(saved.ok()).toBe(true)
    // The very next answer: no retry.
    const after = await request.get(url)
    expect((await after.json()).listPence).toBe(changed.cells[0][0])
  } finally {
    const restored = await request.patch(`/api/cms/products/${product.id}`, {
      headers,
      data: { priceGrid: product.priceGrid },
    })
    expect(restored.ok()).toBe(true)
  }
  expect((await (await request.get(url)).json()).listPence).toBe(product.priceGrid.cells[0][0])
})

const WOOD = 'wooden-venetian-blinds'

test("with JavaScript the estimate offers only the chosen blind's finishes and options", async ({ page }) => {
  await page.goto('/price')
  const form = page.getByTestId('estimate-form')
  // The form takes over on first use.
  await form.locator('#price-width-0').focus()
  await form.locator('#price-product-0').selectOption(WOOD)
  await expect(form.locator('#price-finish-0 option')).toHaveText([
    'Not sure yet',
    'Carbon',
    'Dolmen',
    'Oxford',
    'Urban',
  ])
  await expect(form.getByRole('checkbox', { name: 'Electric operation' })).toBeVisible()
  await form.locator('#price-product-0').selectOption('faux-wood-venetian-blinds')
  await expect(form.locator('#price-finish-0 option')).toHaveText([
    'Not sure yet',
    'Sterling',
    'Mineral',
    'Java',
    'Frost',
    'Cotton',
    'Charcoal',
  ])
  await expect(form.getByRole('checkbox', { name: /Electric operation/ })).toHaveCount(0)
})

test('the estimate refuses a foreign finish and a repeated option, by name, to a script too', async ({ request }) => {
  const foreign = await request.get(`/api/price?product=${WOOD}&width=60&drop=100&finish=Sterling`)
  expect(foreign.status()).toBe(400)
  expect((await foreign.json()).fields.finish).toBe(
    '"Sterling" is not a finish of Real Wood Venetian Blinds (its finishes: Carbon, Dolmen, Oxford, Urban).',
  )
  const twice = await request.get(`/api/price?product=${WOOD}&width=60&drop=100&options=tapes&options=tapes`)
  expect(twice.status()).toBe(400)
  expect((await twice.json()).error).toBe('Decorative tapes is chosen more than once.')
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the finishes are grouped by blind; a foreign finish and a repeated option are refused by name', async ({
    page,
  }) => {
    await page.goto('/price')
    await expect(page.locator('#price-finish-0 optgroup')).toHaveCount(2)
    await expect(page.locator('#price-finish-0 optgroup[label="Real Wood Venetian Blinds"] option')).toHaveText([
      'Carbon',
      'Dolmen',
      'Oxford',
      'Urban',
    ])
    await page.locator('#price-product-0').selectOption(WOOD)
    await page.locator('#price-finish-0').selectOption('Sterling')
    await page.locator('#price-width-0').fill('60')
    await page.locator('#price-drop-0').fill('100')
    await page.getByRole('button', { name: 'Price my windows' }).click()
    await expect(page.locator('#price-finish-0-error')).toHaveText(
      '"Sterling" is not a finish of Real Wood Venetian Blinds (its finishes: Carbon, Dolmen, Oxford, Urban).',
    )
    await expect(page.getByTestId('estimate-total')).toHaveCount(0)

    // The same option twice, as a hand-made link would send it.
    await page.goto(`/price?product=${WOOD}&width=60&drop=100&options=tapes&options=tapes`)
    await expect(page.getByText('Decorative tapes is chosen more than once.')).toBeVisible()
    await expect(page.getByTestId('estimate-total')).toHaveCount(0)
  })
})

test.describe('instant booking from the estimate', () => {
  test.beforeAll(async ({ request }) => {
    await setBookingRules(request, {
      mode: 'instant',
      noticeHours: 0,
      workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
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

  test('"Book a free measuring visit for these windows" offers free times and says confirmed', async ({
    page,
    request,
  }) => {
    const name = `Instant Estimate ${Date.now().toString(36)}`
    await page.goto(
      `/price?product=${WOOD}&width=60&drop=100&product.1=faux-wood-venetian-blinds&width.1=60&drop.1=100`,
    )
    const book = page.locator('#book')
    await expect(book.getByText('Request My Free Visit')).toHaveCount(0)
    await expect(book.getByLabel('Preferred date')).toHaveCount(0)
    await book.getByLabel('Your postcode').fill('B13 9XY')
    await book.getByRole('button', { name: 'Show free times' }).click()
    const form = book.getByTestId('instant-booking')
    await form.getByRole('radio').first().check()
    await form.getByLabel('Full name').fill(name)
    await form.getByLabel('Phone number').fill('0121 496 0557')
    await form.getByLabel('Email').fill('instant-estimate@example.com')
    await form.getByLabel('Address').fill('9 Estimate Grove, Moseley')
    await form.getByRole('button', { name: 'Book this time' }).click()
    const confirmation = book.getByTestId('booking-confirmation')
    await expect(confirmation).toContainText(/Your measuring visit is confirmed for \w+day \d+ \w+, /)
    await expect(page.getByText(/requested/i)).toHaveCount(0)

    // Stored confirmed, with both windows, their count and "both" as the blind type.
    const headers = await ownerHeaders(request)
    const found = await request.get(
      `/api/cms/measuring-appointments?where[customerName][equals]=${encodeURIComponent(name)}&depth=0`,
      { headers },
    )
    const lead = (await found.json()).docs[0]
    expect(lead).toMatchObject({ status: 'confirmed', windowCount: '1-2', blindType: 'both' })
    expect(lead.windows).toHaveLength(2)
  })
})
