import { expect, test } from '../support/e2e/test'
import { cutSelects, holdScripts, saveScreenshot } from '../support/e2e/helpers'

const SECTIONS = [
  'hero',
  'flash-sale',
  'products-section',
  'services-section',
  'service-areas',
  'testimonials',
  'booking-section',
  'contact-section',
  'faq-section',
] as const

interface ApiProduct {
  name: string
  type: string
  startingPrice: number
  features: string[]
  finishes: string[]
}

const pounds = (pence: number) => `£${(pence / 100).toFixed(2)}`

test.describe('home page', () => {
  // Two loads of the page per width, a step per part (a new context and load cost the browser more than most parts'
  // own checks, docs/testing.md): what it shows, then its controls, each part on the page as a visitor finds it.
  test('reads right: every section in order, the hero, the product cards, the metadata (screenshot saved)', async ({
    page,
  }, testInfo) => {
    await test.step('every section is present, in order', async () => {
      await page.goto('/')
      const tops: number[] = []
      for (const id of SECTIONS) {
        const section = page.getByTestId(id)
        await expect(section, id).toHaveCount(1)
        tops.push(await section.evaluate((el) => el.getBoundingClientRect().top + window.scrollY))
      }
      expect([...tops].sort((a, b) => a - b)).toEqual(tops)

      for (const anchor of ['booking-section', 'contact', 'faq']) {
        await expect(page.locator(`#${anchor}`)).toHaveCount(1)
      }
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Premium Venetian Blinds in Birmingham/)
      await expect(page.getByRole('heading', { name: 'Book Your Free Measuring Consultation' })).toBeVisible()
      await expect(
        page.locator('#booking-section').getByRole('link', { name: 'Schedule Your Free Consultation' }),
      ).toHaveAttribute('href', '/book')
      await expect(page.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Premium Features & Services' })).toBeVisible()
      await expect(
        page.getByTestId('features-panel').getByRole('link', { name: /Fast Track Service/ }),
      ).toHaveAttribute('href', '/book')
      await expect(page.getByRole('link', { name: 'Request a Custom Quote' })).toBeVisible()
      await expect(page.getByTestId('bundles').locator('article')).toHaveCount(2)
      await expect(page.getByTestId('services-section').locator('h3')).toHaveText([
        'Free Measuring Service',
        'Expert Installation',
        'Fast-Track Fitting',
      ])
      await expect(page.getByRole('link', { name: 'View All Services' })).toHaveAttribute('href', '/services')
      await expect(page.getByTestId('testimonial')).toHaveCount(3)
      await expect(page.locator('#contact form')).toHaveCount(1)
      await expect(page.getByTestId('opening-hours')).toBeVisible()
      // Every dropdown (the contact form's "Interested in") has room for its longest choice.
      expect(await cutSelects(page)).toEqual([])

      await saveScreenshot(page, `home-${testInfo.project.name}`)
    })
    await test.step('hero: four benefits, call and booking buttons, offer note', async () => {
      const hero = page.getByTestId('hero')
      await expect(hero.getByRole('list', { name: 'Why choose us' }).getByRole('listitem')).toHaveCount(4)
      await expect(hero).toContainText('Free measuring & consultation')
      await expect(hero).toContainText('Expert installation included')
      await expect(hero).toContainText(/\d+-year guarantee on all blinds/)
      await expect(hero).toContainText(/Fast track available in/)
      await expect(hero.getByRole('link', { name: 'Call Now for Free Quote' })).toHaveAttribute('href', /^tel:\d+$/)
      await expect(hero.getByRole('link', { name: 'Book Free Measuring' })).toHaveAttribute('href', '/book')
      await expect(page.getByTestId('offer-note')).toContainText(/Limited Time Offer - \d+% Off All Orders This Week/)
    })
    await test.step('product cards: price in pounds, swatches with the count, three features, the right collection', async () => {
      const products = (await (await page.request.get('/api/products')).json()) as ApiProduct[]
      for (const p of products) {
        const card = page.getByTestId('product-card').filter({ hasText: p.name })
        await expect(card.getByTestId('product-price')).toHaveText(pounds(p.startingPrice))
        await expect(card).toContainText('Starting from')
        await expect(card).toContainText(`${p.finishes.length} options`)
        await expect(card.getByRole('list', { name: `${p.name} finishes` }).getByRole('listitem')).toHaveCount(
          p.finishes.length,
        )
        for (const feature of p.features.slice(0, 3)) await expect(card).toContainText(feature)
        if (p.features[3]) await expect(card).not.toContainText(p.features[3])
        await expect(card.getByRole('link', { name: 'View Collection' })).toHaveAttribute(
          'href',
          p.type === 'wooden' ? '/wooden-collection' : '/faux-wood-collection',
        )
        await expect(card.getByRole('link', { name: 'Book Free Measuring' })).toHaveAttribute('href', /^\/book/)
      }
    })
    await test.step('metadata: title, description, canonical, robots, Open Graph, geo tags and business JSON-LD', async () => {
      await expect(page).toHaveTitle(/Venetian Blinds Birmingham/)
      const meta = (name: string) => page.locator(`meta[name="${name}"]`)
      await expect(meta('description')).toHaveAttribute('content', /venetian blinds in Birmingham/)
      await expect(meta('keywords')).toHaveAttribute('content', /venetian blinds Birmingham/)
      await expect(meta('robots')).toHaveAttribute('content', /index, follow/)
      await expect(meta('geo.region')).toHaveAttribute('content', 'GB-BIR')
      await expect(meta('geo.position')).toHaveAttribute('content', /^52\.\d+;-1\.\d+$/)
      await expect(meta('ICBM')).toHaveAttribute('content', /^52\.\d+, -1\.\d+$/)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /^https?:\/\/[^/]+\/?$/)
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Venetian Blinds Birmingham/)
      await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB')

      const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
      const business = jsonLd.map((t) => JSON.parse(t)).find((d) => d['@type'] === 'HomeAndConstructionBusiness')
      expect(business).toBeTruthy()
      expect(business.address.postalCode).toMatch(/^B26/)
    })
  })

  test('its controls answer: showcase tabs, area search, region tabs, FAQ', async ({ page }) => {
    await page.goto('/')
    await test.step('showcase tabs switch between faux wood and wooden', async () => {
      const products = (await (await page.request.get('/api/products')).json()) as ApiProduct[]
      const faux = products.find((p) => p.type !== 'wooden')!
      const wooden = products.find((p) => p.type === 'wooden')!
      const showcase = page.getByTestId('showcase')
      await expect(showcase.getByRole('radiogroup', { name: 'Blind types' })).toBeVisible()
      const fauxTab = showcase.getByRole('radio', { name: 'Faux Wood Blinds' })
      const woodTab = showcase.getByRole('radio', { name: 'Premium Wooden Blinds' })
      await expect(fauxTab).toBeChecked()
      const fauxPanel = page.getByTestId('showcase-faux-wood')
      const woodPanel = page.getByTestId('showcase-wooden')
      await expect(fauxPanel).toBeVisible()
      await expect(woodPanel).toBeHidden()
      await expect(fauxPanel.getByTestId('showcase-price')).toHaveText(pounds(faux.startingPrice))
      await expect(fauxPanel.locator('li')).toHaveCount(3)

      await showcase.getByText('Premium Wooden Blinds', { exact: true }).click() // the pill a visitor taps
      await expect(woodTab).toBeChecked()
      await expect(woodPanel).toBeVisible()
      await expect(fauxPanel).toBeHidden()
      await expect(woodPanel.getByTestId('showcase-price')).toHaveText(pounds(wooden.startingPrice))
      await expect(woodPanel.getByRole('link', { name: 'View Collection' })).toHaveAttribute(
        'href',
        '/wooden-collection',
      )
      await expect(woodPanel.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute('href', /^\/book/)

      // Keyboard: one tab stop for the group, arrow keys move the choice (native radio buttons).
      await woodTab.focus()
      await page.keyboard.press('ArrowLeft')
      await expect(fauxTab).toBeChecked()
      await expect(fauxTab).toBeFocused()
      await expect(fauxPanel).toBeVisible()
      await expect(woodPanel).toBeHidden()
    })
    await test.step('area search shows matches, or the no-match text', async () => {
      const search = page.getByPlaceholder('Search for your area or postcode...')
      const results = page.getByTestId('area-search-results')

      await search.fill('moseley')
      await expect(results.getByRole('link', { name: /Moseley/ })).toHaveAttribute('href', '/areas/moseley')

      await search.fill('B13')
      await expect(results.getByRole('link', { name: /Moseley/ })).toBeVisible()

      await search.fill('Atlantis')
      await expect(page.getByTestId('area-search-empty')).toHaveText('No areas found matching "Atlantis"')
      await expect(results.getByRole('list', { name: 'Matching areas' })).toHaveCount(0)
      // …and a way on: the phone number and a request.
      await expect(results.getByRole('link')).toHaveText([/^Call /, 'Send a request'])

      await search.fill('')
      await expect(results).toBeHidden()

      // Keyboard: ArrowDown moves into the results, Enter follows the link.
      await search.fill('Harborne')
      await search.press('ArrowDown')
      await expect(results.getByRole('link', { name: /Harborne/ })).toBeFocused()
      await page.keyboard.press('Escape')
      await expect(results).toBeHidden()
      await expect(search).toBeFocused()
    })
    await test.step('region tabs default to north and switch', async () => {
      const tabs = page.getByTestId('region-tabs')
      await expect(tabs.getByRole('radiogroup', { name: 'Regions' }).locator('label')).toHaveText([
        'North',
        'Central',
        'East',
        'South',
        'West',
        'Solihull',
      ])
      await expect(tabs.getByRole('radio', { name: 'North' })).toBeChecked()
      const north = page.getByTestId('region-north')
      await expect(north).toBeVisible()
      await expect(north.getByRole('link', { name: /Sutton Coldfield/ })).toHaveAttribute(
        'href',
        '/areas/sutton-coldfield',
      )

      await tabs.getByRole('radiogroup').getByText('Solihull').click()
      await expect(north).toBeHidden()
      const solihull = page.getByTestId('region-solihull')
      await expect(solihull).toBeVisible()
      await expect(solihull.getByRole('link', { name: /^Solihull/ })).toHaveAttribute('href', '/areas/solihull')

      await tabs.getByRole('radiogroup').getByText('South').click()
      await expect(page.getByTestId('region-south').getByRole('link', { name: /Moseley/ })).toBeVisible()
      await expect(page.getByTestId('all-areas-card')).toHaveAttribute('href', '/areas')
      await expect(page.getByTestId('areas-faq').getByRole('button')).toHaveCount(3)
    })
    await test.step('FAQ questions open and close independently', async () => {
      const items = page.getByTestId('faq-section').getByTestId('faq-item')
      await expect(items).toHaveCount(5)
      const first = items.nth(0).getByRole('button')
      const second = items.nth(1).getByRole('button')
      await expect(first).toHaveAttribute('aria-expanded', 'false')

      await first.click()
      await second.click()
      await expect(first).toHaveAttribute('aria-expanded', 'true')
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(items.nth(0).getByRole('region')).toBeVisible()

      await first.click()
      await expect(first).toHaveAttribute('aria-expanded', 'false')
      await expect(second).toHaveAttribute('aria-expanded', 'true')
      await expect(items.nth(1).getByRole('region')).toBeVisible()
    })
  })

  test.describe('countdown', () => {
    // A visitor abroad sees the same deadline: UK time, not the browser's own zone.
    test.use({ timezoneId: 'America/New_York' })

    /** The seeded sale's end date: the end of the week the demo content was seeded in (Sunday 23:59:59.999 UK). */
    const seededEnd = async (request: import('@playwright/test').APIRequestContext) => {
      const res = await request.get('/api/cms/globals/promotion?depth=0')
      const { endsAt } = (await res.json()) as { endsAt: string | null }
      expect(endsAt, 'the demo content seeds an end date').toBeTruthy()
      return new Date(endsAt!)
    }

    test('countdown counts down to the end date the owner set (the seeded end of the week, UK time)', async ({
      page,
      request,
    }) => {
      const end = await seededEnd(request)
      // Sunday 23:59:59.999 in London, whatever the browser's own zone.
      const london = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/London',
        weekday: 'long',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
      expect(london.format(end)).toBe('Sunday 23:59:59')
      const left = ((2 * 24 + 3) * 60 + 4) * 60_000 + 9_999 // 2 days 3 hours 4 minutes 9.999 seconds
      await page.clock.install({ time: new Date(end.getTime() - left - 50_000) })
      await page.goto('/')
      const countdown = page.getByTestId('countdown')
      await expect(countdown).toHaveAttribute('data-target', end.toISOString())
      // The clock runs until the page has hydrated and the countdown started; then it is frozen at a known instant.
      await page.clock.pauseAt(new Date(end.getTime() - left))
      await expect(countdown.locator('[data-unit="days"]')).toHaveText('02')
      await expect(countdown.locator('[data-unit="hours"]')).toHaveText('03')
      await expect(countdown.locator('[data-unit="minutes"]')).toHaveText('04')
      await expect(countdown.locator('[data-unit="seconds"]')).toHaveText('09')
      await page.clock.runFor(2000)
      await expect(countdown.locator('[data-unit="seconds"]')).toHaveText('07')
      await expect(page.getByTestId('flash-sale')).toContainText(/\d+% OFF/)
      // A visitor here has not been measured yet: the button books the free measuring visit.
      await expect(page.getByTestId('flash-sale').getByRole('link', { name: 'Book Free Measuring' })).toHaveAttribute(
        'href',
        '/book',
      )
      await expect(page.getByTestId('flash-sale').getByRole('link', { name: 'Book Fitting' })).toHaveCount(0)
    })

    test('the sale disappears once its end date has passed, and does not start again the next week', async ({
      page,
      request,
    }) => {
      const end = await seededEnd(request)
      // Ten minutes before the end (a slow load must not pass it), then the clock is run past it.
      await page.clock.install({ time: new Date(end.getTime() - 600_000) })
      await page.goto('/')
      await expect(page.getByTestId('flash-sale')).toBeVisible()
      await page.clock.runFor(610_000)
      await expect(page.getByTestId('flash-sale')).toHaveCount(0)
      await expect(page.getByTestId('offer-note')).toHaveCount(0)
      // A week later the page is loaded afresh: no new countdown to a new Sunday.
      await page.clock.setSystemTime(new Date(end.getTime() + 7 * 86_400_000))
      await page.goto('/')
      await expect(page.getByTestId('flash-sale')).toHaveCount(0)
      await expect(page.getByTestId('countdown')).toHaveCount(0)
    })
  })

  test('area search answers what was typed before the page’s scripts ran', async ({ page }) => {
    const scripts = await holdScripts(page) // until the visitor has typed
    await page.goto('/', { waitUntil: 'domcontentloaded' })
    const search = page.getByPlaceholder('Search for your area or postcode...')
    await search.fill('Moseley')
    await expect.poll(scripts.held).toBeGreaterThan(0)

    await scripts.release()
    await expect(page.getByTestId('area-search-results').getByRole('link', { name: /Moseley/ })).toHaveAttribute(
      'href',
      '/areas/moseley',
    )
    await expect(search).toHaveValue('Moseley')
  })
})
