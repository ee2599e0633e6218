import { type APIRequestContext, expect, type Locator, type Page, test } from '../support/e2e/test'
import sharp from 'sharp'

import { hydrated } from '../support/e2e/helpers'

/** Each page as the server sends it: the whole HTML and its head. */
async function served(request: APIRequestContext, paths: string[]) {
  return Promise.all(
    paths.map(async (path) => {
      const html = await (await request.get(path)).text()
      return { path, html, head: html.slice(0, html.indexOf('</head>')) }
    }),
  )
}

/** Scroll without the CSS smooth behaviour, so each step is one scroll event at a known position. */
const scrollTo = (page: Page, y: number) => page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y)

interface SiteSettingsGlobal {
  businessName: string
  phonePrimary: string
  email: string
  address: { street: string; city: string; postcode: string }
}

/** The visible texts among `controls` that the browser broke over more than one line. */
const wrappedTexts = (controls: Locator) =>
  controls.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const wrapped: string[] = []
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT)
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const box = node.parentElement?.getBoundingClientRect()
        // Skip blank text and text shown only to screen readers (a 1 px box)
        if (!node.textContent?.trim() || !box || box.width <= 1) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)))
        if (tops.size > 1) wrapped.push(node.textContent.trim())
      }
      return wrapped
    }),
  )

const siteSettings = async (page: Page) =>
  (await (await page.request.get('/api/cms/globals/site-settings?depth=0')).json()) as SiteSettingsGlobal

test.describe('shared layout: header', () => {
  test('shows the navigation for the width, with NEW badges and the booking button', async ({ page, isMobile }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    const settings = await siteSettings(page)

    if (isMobile) {
      await expect(header.getByRole('navigation', { name: 'Main' })).toBeHidden()
      await expect(header.getByRole('link', { name: `Call us on ${settings.phonePrimary}` })).toBeVisible()
      await expect(header.getByRole('link', { name: 'Book Measuring' })).toHaveAttribute('href', '/book')
      await expect(header.getByRole('button', { name: 'Open menu' })).toBeVisible()
    } else {
      const nav = header.getByRole('navigation', { name: 'Main' })
      await expect(nav).toBeVisible()
      await expect(nav.getByRole('link', { name: /Faux Wood\s*NEW/ })).toHaveAttribute('href', '/faux-wood-collection')
      await expect(nav.getByRole('link', { name: /Real Wood\s*NEW/ })).toHaveAttribute('href', '/wooden-collection')
      for (const [name, href] of [
        ['Services', '/services'],
        ['Areas', '/areas'],
        ['Contact', '/contact'],
      ]) {
        await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href)
      }
      // The phone number comes from the settings global.
      await expect(header.getByRole('link', { name: new RegExp(settings.phonePrimary) })).toHaveAttribute(
        'href',
        `tel:${settings.phonePrimary.replace(/\s/g, '')}`,
      )
      await expect(header.getByRole('link', { name: 'Book Free Measuring' })).toHaveAttribute('href', '/book')

      // Every word of the header on one line: at 1280 px with the number and "Book Free Measuring", and at 1024 px,
      // the narrowest width with the full navigation, where the phone's icon stands for the number.
      const controls = header.locator('nav a, a[href^="tel:"], a[href="/book"]').filter({ visible: true })
      await expect(controls).toHaveCount(7)
      expect(await wrappedTexts(controls)).toEqual([])
      await page.setViewportSize({ width: 1024, height: 800 })
      await expect(header.getByRole('link', { name: 'Book Measuring', exact: true })).toBeVisible()
      await expect(header.getByRole('link', { name: new RegExp(settings.phonePrimary) })).toBeVisible()
      await expect(controls).toHaveCount(7)
      expect(await wrappedTexts(controls)).toEqual([])
    }
  })

  test('takes its scrolled style after 50px, hides scrolling down past 100px, returns scrolling up', async ({
    page,
  }) => {
    await page.goto('/')
    const header = page.locator('header').first()
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await expect(header).toHaveAttribute('data-hidden', 'false')

    await scrollTo(page, 40)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await scrollTo(page, 60)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).toHaveAttribute('data-hidden', 'false') // not yet past 100px
    await expect(header).toBeInViewport()

    await scrollTo(page, 400)
    await expect(header).toHaveAttribute('data-hidden', 'true')
    await expect(header).not.toBeInViewport()

    await scrollTo(page, 300) // scrolling up
    await expect(header).toHaveAttribute('data-hidden', 'false')
    await expect(header).toBeInViewport()

    await scrollTo(page, 20)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
  })
})

test.describe('shared layout: page tops', () => {
  /** The topmost visible text in the page's main region, and its distance below the header's bottom edge. */
  const firstTextUnderHeader = (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready
      const headerBottom = document.querySelector('header')!.getBoundingClientRect().bottom
      const walker = document.createTreeWalker(document.getElementById('main')!, NodeFilter.SHOW_TEXT)
      let first: { gap: number; text: string } | null = null
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim()
        if (!text) continue
        const range = document.createRange()
        range.selectNodeContents(node)
        const rect = range.getBoundingClientRect()
        // Screen-reader-only text is clipped to a pixel; hidden text has no box.
        if (rect.width <= 1 || rect.height <= 1) continue
        if (!first || rect.top - headerBottom < first.gap) first = { gap: rect.top - headerBottom, text }
      }
      return first
    })

  test('/book starts its hero right under the header, as the other pages do, at 390px and 1280px', async ({
    page,
    isMobile,
  }) => {
    await page.setViewportSize(isMobile ? { width: 390, height: 844 } : { width: 1280, height: 800 })
    // No empty band: the first text sits within a breadcrumb's distance of the header, never a hero's height.
    const MAX_GAP = 48
    for (const path of ['/contact', '/services', '/areas', '/thank-you?ok=1', '/book']) {
      await page.goto(path)
      const first = await firstTextUnderHeader(page)
      expect(first, path).not.toBeNull()
      expect(first!.gap, `${path}: ${first!.text}`).toBeGreaterThanOrEqual(0)
      expect(first!.gap, `${path}: ${first!.text}`).toBeLessThanOrEqual(MAX_GAP)
    }
    const book = await firstTextUnderHeader(page)
    expect(book!.text).toBe('Free, no obligation')
  })
})

test.describe('shared layout: mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'the menu is the mobile navigation')

  test('holds the links, Call Us, Book Measuring and the address; closes on scroll and on Escape', async ({ page }) => {
    const settings = await siteSettings(page)
    await page.goto('/')
    await scrollTo(page, 30)
    const menu = page.getByTestId('mobile-menu')
    await expect(menu).toBeHidden()

    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Call Us' })).toHaveAttribute(
      'href',
      `tel:${settings.phonePrimary.replace(/\s/g, '')}`,
    )
    await expect(menu.getByRole('link', { name: 'Book Measuring' })).toHaveAttribute('href', '/book')
    await expect(menu).toContainText(settings.address.street)
    await expect(menu).toContainText(settings.address.postcode)
    await expect(menu.getByRole('link', { name: /Faux Wood\s*NEW/ })).toBeVisible()

    await scrollTo(page, 250)
    await expect(menu).toBeHidden()

    await scrollTo(page, 0)
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(menu).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
  })

  test('closes when a link is chosen', async ({ page }) => {
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const menu = page.getByTestId('mobile-menu')
    await menu.getByRole('link', { name: 'Areas', exact: true }).click()
    await expect(page).toHaveURL(/\/areas$/)
    await expect(menu).toBeHidden()
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible()
  })
})

test.describe('shared layout: scrolling', () => {
  test('the scroll-to-top button appears after 300px and takes the visitor back up', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Back to top' })
    await expect(button).toBeHidden()
    await scrollTo(page, 250)
    await expect(page.getByTestId('scroll-to-top')).toHaveCSS('opacity', '0')
    await scrollTo(page, 1200)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(button).toBeHidden()
  })

  test('changing page starts the new page at the top', async ({ page }) => {
    await page.goto('/')
    await scrollTo(page, 100_000)
    await page.locator('footer').getByRole('link', { name: 'Aftercare Support' }).click()
    await expect(page).toHaveURL(/\/services\/aftercare-support$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(5)
  })

  test('an address with a hash lands on its section with 100px headroom', async ({ page }) => {
    await page.goto('/#faq')
    const distanceFromHeadroom = async () =>
      Math.abs((await page.locator('#faq').evaluate((el) => el.getBoundingClientRect().top)) - 100)
    await expect.poll(distanceFromHeadroom, { timeout: 5000 }).toBeLessThanOrEqual(2)
    // ...and stays there (nothing scrolls the page back afterwards).
    await page.waitForTimeout(500)
    expect(await distanceFromHeadroom()).toBeLessThanOrEqual(2)
  })
})

test.describe('shared layout: footer', () => {
  test('four columns, facts from the settings global, five area links and the current year', async ({ page }) => {
    const settings = await siteSettings(page)
    await page.goto('/')
    const footer = page.locator('footer')
    for (const name of ['Products', 'Services', 'Areas We Serve']) {
      await expect(footer.getByRole('navigation', { name })).toBeVisible()
    }
    await expect(footer.getByRole('link', { name: settings.phonePrimary })).toHaveAttribute(
      'href',
      `tel:${settings.phonePrimary.replace(/\s/g, '')}`,
    )
    await expect(footer.getByRole('link', { name: settings.email })).toHaveAttribute('href', `mailto:${settings.email}`)
    await expect(footer).toContainText(settings.address.street)
    await expect(footer.getByRole('link', { name: /on (Facebook|Instagram|Pinterest)/ }).first()).toBeVisible()

    const areas = footer.getByRole('navigation', { name: 'Areas We Serve' })
    for (const slug of ['sutton-coldfield', 'solihull', 'edgbaston', 'harborne', 'moseley']) {
      await expect(areas.locator(`a[href="/areas/${slug}"]`)).toHaveCount(1)
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
  })
})

test.describe('shared layout: icons', () => {
  test('every icon is drawn from the one sprite, which the browser may keep for good', async ({ page, request }) => {
    await page.goto('/')
    const hrefs = await page.locator('svg > use').evaluateAll((uses) => uses.map((u) => u.getAttribute('href') ?? ''))
    expect(hrefs.length).toBeGreaterThan(20)
    const sprites = new Set(hrefs.map((href) => href.split('#')[0]))
    expect([...sprites]).toEqual([expect.stringMatching(/^\/icons\.svg\?v=[0-9a-f]+$/)])
    const response = await request.get([...sprites][0])
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('image/svg+xml')
    expect(response.headers()['cache-control']).toContain('immutable')
    const sprite = await response.text()
    for (const id of new Set(hrefs.map((href) => href.split('#')[1])))
      expect(sprite, id).toContain(`<symbol id="${id}"`)

    // Drawn, not an empty box: the header's phone icon has pixels of two colours at least.
    const icon = page.locator('header a[href^="tel:"] svg').filter({ visible: true }).first()
    await expect(icon).toBeVisible()
    const { channels } = await sharp(await icon.screenshot()).stats()
    expect(channels.some((c) => c.max - c.min > 64)).toBe(true)
  })
})

test.describe('shared layout: pages arrive whole', () => {
  // What the server sends and the order the browser fetches it in: the same HTML and headers at every width.
  test.skip(({ isMobile }) => isMobile, 'the same at every width: checked at desktop')
  test('the HTML holds the finished page: no content hidden until a script reveals it', async ({ request }) => {
    for (const path of ['/', '/areas', '/areas/moseley', '/contact', '/book', '/services', '/wooden-collection']) {
      const html = await (await request.get(path)).text()
      expect(html, path).not.toMatch(/<div hidden id="S:\d+">/)
      expect(html, path).not.toContain('data-testid="page-loading"')
    }
    const home = await (await request.get('/')).text()
    expect(home).toMatch(/data-testid="product-card"/)
  })

  test('a page carries its own stylesheet, once: no second request stands before the first paint', async ({
    page,
    request,
  }) => {
    const pages = await served(request, ['/', '/areas/moseley', '/contact', '/privacy-policy'])
    for (const { path, html, head } of pages) {
      expect(head, path).toMatch(/<style[^>]*>[^<]*\.container-page\{/)
      expect(head, path).not.toMatch(/<link[^>]+rel="stylesheet"/)
      // Not a second time in the page's RSC payload: a rule of the stylesheet appears only where the head has it.
      // The legal pages have CSS of their own (the typography of the owner's text) beside the layout's.
      for (const selector of path === '/privacy-policy' ? ['.container-page{', '.prose{'] : ['.container-page{']) {
        const rule = (text: string) => text.split(selector).length - 1
        expect(rule(head), `${path} ${selector}`).toBeGreaterThan(0)
        expect(rule(html), `${path} ${selector}`).toBe(rule(head))
      }
    }
    expect(pages[0].html, 'only the legal pages carry the typography').not.toContain('.prose{')
    // Hydrated and after a client-side navigation to a page with CSS of its own, the layout's stylesheet is there
    // once, the page's own has arrived, and the page keeps its look.
    await page.goto('/contact')
    const footerLink = page.locator('footer').getByRole('link', { name: 'Terms of Service' })
    await hydrated(footerLink)
    await footerLink.click()
    await expect(page).toHaveURL(/\/terms-of-service$/)
    const files = await page
      .locator('style[data-href], link[rel="stylesheet"]')
      .evaluateAll((sheets) =>
        sheets.flatMap((s) => (s.getAttribute('data-href') ?? s.getAttribute('href') ?? '').split(/\s+/)),
      )
    expect(files).toHaveLength(2)
    expect(new Set(files).size).toBe(2)
    await expect(page.locator('.container-page').first()).toHaveCSS('margin-left', /\d/)
    expect(await page.evaluate(() => getComputedStyle(document.body).display)).toBe('flex')
    await expect(page.locator('.prose').first()).toHaveCSS('max-width', 'none')
    await expect(page.locator('.prose h2').first()).toHaveCSS('font-weight', '600')
  })

  test('the scripts load after the first paint: none in the head the server sends, then added once the page shows', async ({
    page,
    request,
  }) => {
    for (const { path, head } of await served(request, ['/', '/areas/moseley', '/contact'])) {
      expect(head, path).not.toMatch(/<script\b[^>]*\bsrc="[^"]*"[^>]*\basync\b/)
      expect(head, path).not.toMatch(/<link\b[^>]*\bas="script"/)
      expect(head, path).toMatch(/first-contentful-paint/)
    }
    // The admin is an application behind a login: its scripts stay as Next writes them.
    const [admin] = await served(request, ['/admin/login'])
    expect(admin.head).toMatch(/<script\b[^>]*\bsrc="[^"]*"[^>]*\basync\b/)
    expect(admin.head).not.toMatch(/first-contentful-paint/)
    await page.goto('/contact')
    const chunks = () =>
      page.evaluate(() => {
        const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity
        const starts = performance
          .getEntriesByType('resource')
          .filter((r) => /\/_next\/static\/chunks\/[^/]+\.js/.test(r.name))
          .map((r) => r.startTime)
        return { fcp, count: starts.length, firstStart: Math.min(...starts) }
      })
    await expect.poll(async () => (await chunks()).count).toBeGreaterThan(2)
    const { fcp, firstStart } = await chunks()
    expect(firstStart).toBeGreaterThanOrEqual(fcp)
    // Hydrated: the header's scrolled style is React's.
    await scrollTo(page, 60)
    await expect(page.locator('header').first()).toHaveAttribute('data-scrolled', 'true')
  })

  test('the first paint waits for no web font: one face (headings), not preloaded, font-display optional', async ({
    request,
  }) => {
    for (const { path, head } of await served(request, ['/', '/wooden-collection', '/contact'])) {
      expect(head, path).not.toMatch(/<link[^>]+as="font"/)
      const webFaces = head.match(/@font-face\{[^}]*\.woff2[^}]*\}/g) ?? []
      expect(webFaces.length, `${path}: one web font, the headings' serif`).toBe(1)
      for (const face of webFaces) expect(face, path).toContain('font-display:optional')
    }
  })

  test('pages and scripts come compressed: Brotli where the browser accepts it, gzip otherwise', async ({
    request,
  }) => {
    const home = await request.get('/', { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } })
    expect(home.headers()['content-encoding']).toBe('br')
    expect(await home.text()).toContain('id="hero-heading"')
    const script = (await home.text()).match(/<script src="(\/_next\/static\/chunks\/[^"]+\.js)"/)![1]
    expect((await request.get(script, { headers: { 'accept-encoding': 'br' } })).headers()['content-encoding']).toBe(
      'br',
    )
    const gzip = await request.get('/contact', { headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers()['content-encoding']).toBe('gzip')
    expect(await gzip.text()).toContain('</html>')
  })

  test('public pages ask for no client hints, so a first visit is one request', async ({ request }) => {
    const page = await request.get('/')
    expect(page.headers()['critical-ch']).toBeUndefined()
    expect(page.headers()['accept-ch']).toBeUndefined()
    // Payload's admin still gets its colour-scheme hint.
    const admin = await request.get('/admin/login')
    expect(admin.headers()['accept-ch']).toContain('Sec-CH-Prefers-Color-Scheme')
  })
})

test.describe('shared layout: prefetch on intent', () => {
  test('no page payload is fetched for links merely in view; focusing or hovering a link fetches its page', async ({
    page,
  }) => {
    const payloads: string[] = []
    page.on('request', (request) => {
      if (/[?&]_rsc=/.test(request.url())) payloads.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    await page.waitForTimeout(2500) // past the idle-time prefetch of the two collection pages
    // Only the collection pages (the layout's idle-time prefetch) may be fetched after load.
    const others = payloads.filter((p) => !['/wooden-collection', '/faux-wood-collection'].includes(p))
    expect(others, 'payloads fetched after load').toEqual([])

    const link = page.locator('footer a[href="/privacy-policy"]').first()
    await link.focus()
    await expect.poll(() => payloads.filter((p) => p === '/privacy-policy').length).toBeGreaterThan(0)
    await link.click()
    await expect(page).toHaveURL(/\/privacy-policy$/)
  })
})

test.describe('shared layout: fonts', () => {
  /** The hero's height and its heading's, once the fonts have settled (loaded, or failed and fallen back). */
  const heroBoxes = async (page: Page) =>
    page.evaluate(async () => {
      await document.fonts.ready
      const h1 = document.querySelector('main h1')!
      const hero = h1.closest('section') ?? h1.parentElement!
      return {
        heading: Math.round(h1.getBoundingClientRect().height),
        hero: Math.round(hero.getBoundingClientRect().height),
        webFonts: document.fonts.check('600 16px fraunces'),
      }
    })

  test('the fallback font takes the web font’s room, so the swap moves nothing', async ({
    browser,
    page,
    baseURL,
    viewport,
    deviceScaleFactor,
    isMobile,
    hasTouch,
    userAgent,
  }) => {
    const withoutFonts = await browser.newContext({
      baseURL,
      viewport,
      deviceScaleFactor,
      isMobile,
      hasTouch,
      userAgent,
    })
    const fallbackPage = await withoutFonts.newPage()
    await fallbackPage.route(/\.woff2(\?|$)/, (route) => route.abort())
    for (const path of ['/', '/wooden-collection', '/contact', '/areas/moseley']) {
      await page.goto(path)
      const loaded = await heroBoxes(page)
      expect(loaded.webFonts, `${path}: the web fonts load`).toBe(true)
      await fallbackPage.goto(path)
      const fallback = await heroBoxes(fallbackPage)
      expect(fallback.webFonts, `${path}: the font files were blocked`).toBe(false)
      expect({ path, heading: fallback.heading, hero: fallback.hero }).toEqual({
        path,
        heading: loaded.heading,
        hero: loaded.hero,
      })
    }
    await withoutFonts.close()
  })
})

test.describe('shared layout: loading state', () => {
  test('a slow page load shows the spinner under the header, then the page', async ({ page }) => {
    await page.goto('/privacy-policy')
    await expect(page.getByTestId('page-loading')).toHaveCount(0) // a static page arrives whole: no spinner in it
    // Hold every page payload back for 2 s, prefetches included, as on a slow connection.
    await page.route(/[?&]_rsc=/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000))
      await route.continue()
    })
    const terms = page.locator('footer').getByRole('link', { name: 'Terms of Service' })
    await hydrated(terms) // before, a click is a full page load, which shows no spinner of ours
    await terms.click()
    await expect(page.getByTestId('page-loading')).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'Loading...' })).toBeVisible()
    await expect(page).toHaveURL(/\/terms-of-service$/)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/terms/i)
    await expect(page.getByTestId('page-loading')).toHaveCount(0)
  })
})

test.describe('shared layout: toasts and 404', () => {
  test.describe(() => {
    test.skip(({ isMobile }) => isMobile, 'a keyboard shortcut: checked at desktop')
    test('F8 moves focus to the notification region', async ({ page }) => {
      await page.goto('/')
      await page.locator('body').click({ position: { x: 5, y: 300 } })
      await page.keyboard.press('F8')
      // The region loads on demand (first notification or F8), so allow it a moment to arrive.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const region = document.querySelector('[aria-label^="Notifications"]')
            return Boolean(region && document.activeElement && region.contains(document.activeElement))
          }),
        )
        .toBe(true)
    })
  })

  test('an unknown path answers the 404 page inside the shared layout', async ({ page }) => {
    const response = await page.goto('/this-page-does-not-exist')
    expect(response?.status()).toBe(404)
    await expect(page).toHaveTitle('404 Page Not Found')
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible()
    await expect(page.locator('header').first()).toBeVisible()
    await expect(page.locator('footer')).toBeVisible()

    const nested = await page.goto('/no/such/page')
    expect(nested?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible()
  })
})
