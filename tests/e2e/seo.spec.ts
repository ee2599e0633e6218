import { expect, test, type APIRequestContext } from '../support/e2e/test'

import { AREAS } from '@/lib/areas'
import { FEATURED_SLUGS } from '@/lib/areas/featured'
import { isSubtypeOf, jsonLdNodes, nodesOfType, validateJsonLd } from '../support/schema-org'
import { indexedAreaSlugs } from '../support/e2e/helpers'

/**
 * Issue "Findable": every page listed in sitemap.xml, read as HTML the way a crawler reads it (no browser): unique
 * title and description, canonical = its own URL, Open Graph, JSON-LD that parses, has no raw `<` and is valid
 * schema.org (tests/support/schema-org.ts); the business, breadcrumb and price markup; robots.txt and the sitemap's
 * coverage. Runs once (desktop project): the HTML is the same at every width.
 */

type Node = Record<string, unknown>
type Settings = { openingHours: { days: string[]; opens: string; closes: string }[] }
type Product = { name: string; type: string; startingPrice: number }
type AreaOffer = { pricePence: number; maxPricePence: number }

interface PageData {
  url: string
  path: string
  status: number
  contentType: string
  titles: string[]
  metas: Record<string, string>[]
  links: Record<string, string>[]
  /** the raw text of every <script type="application/ld+json"> */
  jsonLdTexts: string[]
  /** how many such script tags the page opens (to catch one the extraction missed) */
  jsonLdTags: number
  hasBreadcrumbNav: boolean
}

const STATIC_PATHS = [
  '/',
  '/areas',
  '/faux-wood-collection',
  '/wooden-collection',
  '/services',
  '/services/free-measuring',
  '/services/expert-installation',
  '/services/fast-track-fitting',
  '/services/free-consultations',
  '/services/aftercare-support',
  '/contact',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/book',
]
/** Never in the sitemap: the admin, the APIs, the no-JavaScript form landing page, 404s. */
const NOT_LISTED = [/^\/admin/, /^\/api(\/|$)/, /^\/thank-you/, /^\/_next/, /^\/book\/./]
const COLLECTIONS: Record<string, string> = { '/faux-wood-collection': 'faux-wood', '/wooden-collection': 'wooden' }

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x2F;/g, '/')
    .replace(/&amp;/g, '&')

const attributes = (tag: string): Record<string, string> =>
  Object.fromEntries([...tag.matchAll(/([\w:-]+)="([^"]*)"/g)].map(([, k, v]) => [k.toLowerCase(), decode(v)]))

function parsePage(url: string, status: number, contentType: string, html: string): PageData {
  // Inline SVG may carry <title> too; the document's title is the one outside any <svg>.
  const withoutSvg = html.replace(/<svg[\s\S]*?<\/svg>/g, '')
  return {
    url,
    path: new URL(url).pathname,
    status,
    contentType,
    titles: [...withoutSvg.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decode(m[1])),
    metas: [...html.matchAll(/<meta\s[^>]*>/g)].map((m) => attributes(m[0])),
    links: [...html.matchAll(/<link\s[^>]*>/g)].map((m) => attributes(m[0])),
    jsonLdTexts: [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]),
    jsonLdTags: html.match(/<script[^>]*type="application\/ld\+json"/g)?.length ?? 0,
    hasBreadcrumbNav: /<nav[^>]*aria-label="Breadcrumb"/.test(html),
  }
}

const meta = (p: PageData, key: string) =>
  p.metas.filter((m) => m.name === key || m.property === key).map((m) => m.content ?? '')
const canonicals = (p: PageData) => p.links.filter((l) => l.rel === 'canonical').map((l) => l.href)
const jsonLd = (p: PageData): unknown[] => p.jsonLdTexts.map((t) => JSON.parse(t))
const allNodes = (p: PageData): Node[] => jsonLd(p).flatMap(jsonLdNodes)
const typesOf = (n: Node) => ([] as unknown[]).concat(n['@type'] ?? []).map(String)
const href = (u: string) => new URL(u).href

async function readSitemap(request: APIRequestContext): Promise<string[]> {
  const res = await request.get('/sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toMatch(/xml/)
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => decode(m[1]).trim())
}

let pagesPromise: Promise<PageData[]> | null = null
let fetchMs = 0
/** Every page in the sitemap, fetched once for the whole file, a few at a time. */
function sitemapPages(request: APIRequestContext): Promise<PageData[]> {
  pagesPromise ??= (async () => {
    const started = Date.now()
    const urls = await readSitemap(request)
    const out: PageData[] = new Array(urls.length)
    let next = 0
    const worker = async () => {
      while (next < urls.length) {
        const i = next++
        const path = new URL(urls[i]).pathname
        const res = await request.get(path, { maxRedirects: 0 })
        out[i] = parsePage(urls[i], res.status(), res.headers()['content-type'] ?? '', await res.text())
      }
    }
    await Promise.all(Array.from({ length: 6 }, worker))
    fetchMs = Date.now() - started
    return out
  })()
  return pagesPromise
}

async function getJson<T>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(path)
  expect(res.ok(), path).toBe(true)
  return res.json() as Promise<T>
}

const hiddenAreaSlugs = async (request: APIRequestContext) =>
  (
    await getJson<{ docs: { area: string }[] }>(
      request,
      '/api/cms/area-overrides?where[hidden][equals]=true&limit=500&depth=0',
    )
  ).docs.map((d) => d.area)

test.describe('findable: sitemap, robots, metadata and structured data', () => {
  test.skip(({ isMobile }) => isMobile, 'crawler view: the same HTML at every width, checked once at desktop')

  test('robots.txt allows the site, keeps out the admin and the APIs, names the sitemap; no listed page is blocked', async ({
    request,
  }) => {
    const res = await request.get('/robots.txt')
    expect(res.status()).toBe(200)
    const lines = (await res.text())
      .split('\n')
      .map((l) => l.replace(/#.*/, '').trim())
      .filter(Boolean)
    const field = (l: string) => l.slice(0, l.indexOf(':')).trim().toLowerCase()
    const value = (l: string) => l.slice(l.indexOf(':') + 1).trim()

    // The rules of the `User-agent: *` group (the group runs until the next User-agent after a rule).
    const rules: { allow: boolean; path: string }[] = []
    let inStar = false
    let sawRule = false
    for (const l of lines) {
      if (field(l) === 'user-agent') {
        if (sawRule) inStar = false
        sawRule = false
        inStar ||= value(l) === '*'
      } else if (field(l) === 'allow' || field(l) === 'disallow') {
        sawRule = true
        if (inStar && value(l)) rules.push({ allow: field(l) === 'allow', path: value(l) })
      }
    }
    /** Google's reading: the longest matching rule wins, Allow on a tie; no rule = allowed. */
    const allowed = (path: string) => {
      const match = rules
        .filter((r) => path.startsWith(r.path))
        .sort((a, b) => b.path.length - a.path.length || Number(b.allow) - Number(a.allow))[0]
      return match ? match.allow : true
    }

    expect(rules).toContainEqual({ allow: true, path: '/' })
    for (const blocked of [
      '/admin',
      '/admin/login',
      '/admin/collections/leads',
      '/api/products',
      '/api/cms/users',
      '/api/measuring-appointment',
    ]) {
      expect(allowed(blocked), blocked).toBe(false)
    }
    const sitemap = lines.filter((l) => field(l) === 'sitemap').map(value)
    const urls = await readSitemap(request)
    const origin = new URL(urls[0]).origin
    expect(sitemap).toEqual([`${origin}/sitemap.xml`])
    expect(urls.filter((u) => !allowed(new URL(u).pathname))).toEqual([])
  })

  test('sitemap.xml lists every public page once, on one origin, and nothing private', async ({ request }) => {
    test.setTimeout(180_000) // reads every area page
    const urls = await readSitemap(request)
    expect(new Set(urls).size).toBe(urls.length)
    const origin = new URL(urls[0]).origin
    expect(urls.filter((u) => new URL(u).origin !== origin)).toEqual([])
    const paths = urls.map((u) => new URL(u).pathname)

    const hidden = await hiddenAreaSlugs(request)
    const visible = AREAS.map((a) => a.slug).filter((slug) => !hidden.includes(slug))
    // Area pages below the indexing bar are served with noindex and left out; every other visible one is listed.
    const indexed = await indexedAreaSlugs(request, visible)
    const areaPaths = indexed.map((slug) => `/areas/${slug}`)
    expect(STATIC_PATHS.filter((p) => !paths.includes(p))).toEqual([])
    expect(areaPaths.filter((p) => !paths.includes(p))).toEqual([])
    expect(paths.filter((p) => p.startsWith('/areas/') && !areaPaths.includes(p))).toEqual([])
    expect(paths.filter((p) => hidden.some((slug) => p === `/areas/${slug}`))).toEqual([])
    expect(paths.filter((p) => NOT_LISTED.some((re) => re.test(p)))).toEqual([])

    // The pages left out on purpose tell crawlers so themselves.
    const thankYou = await request.get('/thank-you')
    const robots = parsePage(`${origin}/thank-you`, thankYou.status(), '', await thankYou.text())
    expect(meta(robots, 'robots').join()).toMatch(/noindex/)
  })

  test('every listed page: unique title and description, canonical, Open Graph, valid JSON-LD', async ({ request }) => {
    test.setTimeout(120_000)
    const pages = await sitemapPages(request)
    const started = Date.now()
    const problems: string[] = []
    const byTitle = new Map<string, string[]>()
    const byDescription = new Map<string, string[]>()

    for (const p of pages) {
      const fail = (msg: string) => problems.push(`${p.path}: ${msg}`)
      if (p.status !== 200) {
        fail(`status ${p.status}`)
        continue
      }
      if (!p.contentType.startsWith('text/html')) fail(`content-type ${p.contentType}`)

      if (p.titles.length !== 1 || !p.titles[0].trim())
        fail(`expected one non-empty <title>, got ${JSON.stringify(p.titles)}`)
      else byTitle.set(p.titles[0], [...(byTitle.get(p.titles[0]) ?? []), p.path])
      const descriptions = meta(p, 'description')
      if (descriptions.length !== 1 || !descriptions[0].trim())
        fail(`expected one meta description, got ${JSON.stringify(descriptions)}`)
      else byDescription.set(descriptions[0], [...(byDescription.get(descriptions[0]) ?? []), p.path])
      if (meta(p, 'robots').some((r) => /noindex/.test(r))) fail('listed in the sitemap but noindex')

      const canonical = canonicals(p)
      if (canonical.length !== 1) fail(`expected one canonical link, got ${JSON.stringify(canonical)}`)
      else if (href(canonical[0]) !== href(p.url)) fail(`canonical ${canonical[0]} is not the page's own URL ${p.url}`)

      for (const og of ['og:title', 'og:description', 'og:url', 'og:type']) {
        const values = meta(p, og)
        if (values.length !== 1 || !values[0].trim()) fail(`expected one ${og}, got ${JSON.stringify(values)}`)
      }
      const [ogUrl] = meta(p, 'og:url')
      if (ogUrl && href(ogUrl) !== href(p.url)) fail(`og:url ${ogUrl} is not the page's own URL`)

      if (p.jsonLdTags !== p.jsonLdTexts.length)
        fail(`${p.jsonLdTags} JSON-LD script tags, ${p.jsonLdTexts.length} read`)
      p.jsonLdTexts.forEach((text, i) => {
        if (text.includes('<')) fail(`JSON-LD block ${i} contains a raw "<"`)
        let data: unknown
        try {
          data = JSON.parse(text)
        } catch (error) {
          fail(`JSON-LD block ${i} does not parse: ${(error as Error).message}`)
          return
        }
        for (const e of validateJsonLd(data)) fail(`JSON-LD block ${i} ${e}`)
      })
    }
    for (const [title, paths] of byTitle)
      if (paths.length > 1) problems.push(`title "${title}" shared by ${paths.join(', ')}`)
    for (const [d, paths] of byDescription)
      if (paths.length > 1) problems.push(`description "${d}" shared by ${paths.join(', ')}`)

    expect(problems).toEqual([])
    // The static pages and at least the areas the home page features.
    expect(pages.length).toBeGreaterThanOrEqual(STATIC_PATHS.length + FEATURED_SLUGS.length)
    test.info().annotations.push({
      type: 'timing',
      description: `${pages.length} pages fetched in ${fetchMs} ms, checked in ${Date.now() - started} ms`,
    })
    console.log(`seo: ${pages.length} pages fetched in ${fetchMs} ms, checked in ${Date.now() - started} ms`)
  })

  test('business, breadcrumb and price markup match the CMS; no review markup of our own reviews', async ({
    request,
  }) => {
    const pages = await sitemapPages(request)
    const [settings, products, promotion] = await Promise.all([
      getJson<Settings>(request, '/api/cms/globals/site-settings?depth=0'),
      getJson<Product[]>(request, '/api/products'),
      getJson<{ areaOffer: AreaOffer }>(request, '/api/cms/globals/promotion?depth=0'),
    ])
    const problems: string[] = []
    const openingHours = settings.openingHours.map((r) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: r.days.map((d) => ({ '@id': `https://schema.org/${d[0].toUpperCase()}${d.slice(1)}` })),
      opens: r.opens,
      closes: r.closes,
    }))
    const pounds = (pence: number) => pence / 100
    const home = href(pages.find((p) => p.path === '/')!.url)

    for (const p of pages) {
      const fail = (msg: string) => problems.push(`${p.path}: ${msg}`)
      const docs = jsonLd(p)
      const nodes = allNodes(p)
      const area = p.path.startsWith('/areas/') ? AREAS.find((a) => `/areas/${a.slug}` === p.path) : undefined

      // The business: on the home page and every area page, with the settings' hours and a service area.
      if (p.path === '/' || area) {
        const business = docs.filter((d) => typesOf(d as Node).includes('HomeAndConstructionBusiness')) as Node[]
        if (business.length !== 1) fail(`expected one HomeAndConstructionBusiness, got ${business.length}`)
        else {
          const b = business[0]
          expect.soft(b.openingHoursSpecification, `${p.path} openingHoursSpecification`).toEqual(openingHours)
          if (!b.areaServed || (Array.isArray(b.areaServed) && b.areaServed.length === 0)) fail('no areaServed')
          if (area) expect.soft(b.areaServed, `${p.path} areaServed`).toEqual([{ '@type': 'Place', name: area.name }])
        }
      }

      // Breadcrumbs: a visible trail has its BreadcrumbList; every list runs from the home page to this page.
      const lists = nodes.filter((n) => typesOf(n).includes('BreadcrumbList'))
      if ((p.hasBreadcrumbNav || area || p.path === '/areas') && lists.length === 0)
        fail('breadcrumbs without a BreadcrumbList')
      if (lists.length > 1) fail(`${lists.length} BreadcrumbLists`)
      for (const list of lists) {
        const items = list.itemListElement as { '@type': string; position: number; name: string; item: string }[]
        if (items.map((i) => i.position).join() !== items.map((_, i) => i + 1).join())
          fail('breadcrumb positions are not 1..n')
        if (href(items[0]?.item ?? 'x:') !== home) fail(`breadcrumbs start at ${items[0]?.item}`)
        if (href(items.at(-1)?.item ?? 'x:') !== href(p.url)) fail(`breadcrumbs end at ${items.at(-1)?.item}`)
        if (area && items.map((i) => i.name).join(' > ') !== `Home > Areas > ${area.name}`)
          fail(`breadcrumb names ${items.map((i) => i.name)}`)
      }

      // Every price in pounds sterling (on the offer or its price specification), a positive number.
      for (const n of nodes.filter((n) =>
        typesOf(n).some((t) => isSubtypeOf(t, 'Offer') || isSubtypeOf(t, 'PriceSpecification')),
      )) {
        const currency = n.priceCurrency ?? (n.priceSpecification as Node | undefined)?.priceCurrency
        if (currency !== 'GBP') fail(`${typesOf(n)} priceCurrency ${String(currency)}`)
        for (const key of ['price', 'minPrice', 'maxPrice', 'lowPrice', 'highPrice']) {
          if (key in n && !(Number(n[key]) > 0)) fail(`${typesOf(n)}.${key} = ${String(n[key])}`)
        }
      }

      // Prices from the CMS: the home page's offers, each collection's products, each area's offer.
      if (p.path === '/') {
        const offers = nodesOfType(docs, 'Offer').filter(
          (o) => (o.itemOffered as Node | undefined)?.['@type'] === 'Product',
        )
        for (const product of products) {
          const offer = offers.find((o) => (o.itemOffered as Node).name === product.name)
          if (!offer) fail(`no Offer for ${product.name}`)
          else
            expect
              .soft((offer.priceSpecification as Node).minPrice, `${p.path} ${product.name}`)
              .toBe(pounds(product.startingPrice))
        }
      }
      if (COLLECTIONS[p.path]) {
        const listed = nodesOfType(docs, 'Product')
        for (const product of products.filter((x) => x.type === COLLECTIONS[p.path])) {
          const node = listed.find((n) => n.name === product.name)
          const offer = node?.offers as Node | undefined
          if (!node || !offer || typesOf(offer).join() !== 'AggregateOffer')
            fail(`no Product with an AggregateOffer for ${product.name}`)
          else
            expect
              .soft(Number(offer.lowPrice), `${p.path} ${product.name} lowPrice`)
              .toBe(pounds(product.startingPrice))
        }
      }
      if (area) {
        const offer = nodesOfType(docs, 'Offer').find((o) => String(o.name ?? '').includes(area.name))
        if (!offer) fail('no area Offer')
        else {
          expect.soft(offer.price, `${p.path} price`).toBe(pounds(promotion.areaOffer.pricePence))
          expect.soft(offer.priceSpecification, `${p.path} priceSpecification`).toMatchObject({
            minPrice: pounds(promotion.areaOffer.pricePence),
            maxPrice: pounds(promotion.areaOffer.maxPricePence),
          })
        }
      }

      // No page marks up reviews or testimonials of the business itself (self-serving), real ones included.
      {
        const reviews = nodes.filter(
          (n) =>
            'review' in n ||
            'aggregateRating' in n ||
            typesOf(n).some((t) => isSubtypeOf(t, 'Review') || isSubtypeOf(t, 'Rating')),
        )
        if (reviews.length) fail(`review markup without real testimonials: ${JSON.stringify(reviews[0]).slice(0, 120)}`)
      }
    }
    expect(problems).toEqual([])
  })
})
