import { describe, expect, it } from 'vitest'

import { DEFAULT_PRODUCTS, PROMOTION_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/content'
import type { ProductView, SiteSettings } from '@/lib/cms'
import {
  absoluteUrl,
  areaOfferJsonLd,
  breadcrumbJsonLd,
  businessJsonLd,
  priceRangeText,
  serializeJsonLd,
} from '@/lib/seo/jsonld'
import { isSubtypeOf, nodesOfType, propertiesOf, validateJsonLd, vocabulary } from '../support/schema-org'

/**
 * The JSON-LD builders, run with the seeded defaults, checked against the schema.org vocabulary (tests/support/
 * schema-org.ts reads it from schema-dts): known types, properties defined for the type or a supertype, values within
 * each property's range. What a page's <script> holds is validated: the serialised text, parsed back.
 */

const settings = JSON.parse(JSON.stringify(SITE_SETTINGS_DEFAULTS)) as SiteSettings
const products: ProductView[] = DEFAULT_PRODUCTS.map((p, i) => ({
  id: i + 1,
  slug: p.slug,
  name: p.name,
  type: p.type,
  description: p.description,
  startingPrice: p.startingPrice,
  highPrice: p.highPrice,
  features: [...p.features],
  finishes: p.finishes.map((name) => ({ name, hex: '#ffffff', image: null })),
  image: null,
}))
const { pricePence, maxPricePence } = PROMOTION_DEFAULTS.areaOffer

/** What the page's script carries: serialised (undefined dropped, `<` escaped) and parsed back. */
const asScript = (data: unknown): unknown => JSON.parse(serializeJsonLd(data))

function homeBusiness() {
  return businessJsonLd(settings, {
    products,
    priceRange: priceRangeText(
      Math.min(...products.map((p) => p.startingPrice)),
      Math.max(...products.map((p) => p.highPrice ?? 0)),
    ),
  })
}

function areaPage() {
  const url = absoluteUrl('/areas/moseley')
  return [
    businessJsonLd(settings, {
      areaServed: [{ name: 'Moseley', postcodes: ['B13'] }],
      priceRange: priceRangeText(pricePence, maxPricePence),
      url,
      offers: [
        areaOfferJsonLd({
          areaName: 'Moseley',
          url,
          description: '2 made-to-measure venetian blinds fitted for £150, home survey and installation included.',
          minPricePence: pricePence,
          maxPricePence,
        }),
      ],
    }),
    breadcrumbJsonLd([
      { name: 'Home', path: '/' },
      { name: 'Areas', path: '/areas' },
      { name: 'Moseley', path: '/areas/moseley' },
    ]),
  ]
}

describe('the schema.org vocabulary (from schema-dts)', () => {
  // Reading the whole vocabulary takes about a second, several on a loaded machine.
  it('holds the whole vocabulary with its hierarchy and inherited properties', { timeout: 30_000 }, () => {
    const vocab = vocabulary()
    expect(vocab.types.size).toBeGreaterThan(800)
    for (const ancestor of ['LocalBusiness', 'Organization', 'Place', 'Thing']) {
      expect(isSubtypeOf('HomeAndConstructionBusiness', ancestor), ancestor).toBe(true)
    }
    expect(isSubtypeOf('AggregateOffer', 'Offer')).toBe(true)
    expect(isSubtypeOf('Offer', 'Place')).toBe(false)
    const props = propertiesOf('HomeAndConstructionBusiness')
    // own (LocalBusiness), Organization's, Place's and Thing's
    for (const p of ['priceRange', 'areaServed', 'makesOffer', 'openingHoursSpecification', 'geo', 'name', 'url']) {
      expect(props.has(p), p).toBe(true)
    }
    expect(props.has('price')).toBe(false)
    expect(propertiesOf('OpeningHoursSpecification').get('dayOfWeek')).toContain('DayOfWeek')
    expect(vocab.members.get('ItemAvailability')).toContain('InStock')
  })

  it('reports unknown types, foreign properties and values outside a range', () => {
    const errors = validateJsonLd({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      price: 'about £150', // Number | Text: fine
      availability: 'in stock', // ItemAvailability only
      lowPrice: 150, // AggregateOffer's, not Offer's
      priceValidUntil: '31/12/2026', // Date
      seller: { name: 'No type' },
      areaServed: { '@type': 'Blind', name: 'x' },
      itemOffered: { '@type': 'Place', name: 'A place is not a Product or Service' },
      priceSpecification: { '@type': 'PriceSpecification', minPrice: 'one hundred', '@context': 'https://schema.org' },
      eligibleQuantity: { '@id': 'https://example.test/#quantity' }, // a reference: fine
      url: 'not a url',
      availabilityStarts: '2026-01-01T09:00:00Z', // DateTime: fine
      businessFunction: { '@id': 'https://schema.org/InStock' },
    })
    const expected = [
      /\$\.availability: "in stock" does not fit/,
      /\$\.lowPrice: "lowPrice" is not a property of Offer \(schema.org defines it on AggregateOffer/,
      /\$\.priceValidUntil: "31\/12\/2026" does not fit \(priceValidUntil expects Date\)/,
      /\$\.seller: node without @type/,
      /\$\.areaServed: "Blind" is not a schema.org type/,
      /\$\.itemOffered: a Place does not fit/,
      /\$\.priceSpecification\.minPrice: "one hundred" does not fit/,
      /\$\.priceSpecification\.@context: @context belongs on the top-level node only/,
      /\$\.url: "not a url" does not fit/,
      /\$\.businessFunction: https:\/\/schema.org\/InStock is not a member of BusinessFunction/,
    ]
    for (const re of expected)
      expect(
        errors.some((e) => re.test(e)),
        `${re} in\n${errors.join('\n')}`,
      ).toBe(true)
    expect(errors).toHaveLength(expected.length)
    expect(validateJsonLd({ '@type': 'Thing', name: 'x' })).toEqual(['$: missing "@context": "https://schema.org"'])
  })
})

describe('JSON-LD builders with the seeded defaults', () => {
  it('the home page business: valid, opening hours and service area from the settings, product prices in pounds', () => {
    const data = asScript(homeBusiness())
    expect(validateJsonLd(data)).toEqual([])
    const [business] = nodesOfType(data, 'HomeAndConstructionBusiness')
    expect(business.openingHoursSpecification).toEqual(
      settings.openingHours.map((r) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: r.days.map((d) => ({ '@id': `https://schema.org/${d[0].toUpperCase()}${d.slice(1)}` })),
        opens: r.opens,
        closes: r.closes,
      })),
    )
    expect(business.areaServed).toMatchObject({
      '@type': 'GeoCircle',
      geoRadius: String(settings.serviceRadiusKm * 1000),
    })
    const offers = business.makesOffer as {
      itemOffered: { name: string }
      priceSpecification: { minPrice: number; maxPrice?: number }
    }[]
    expect(
      offers.map((o) => [o.itemOffered.name, o.priceSpecification.minPrice, o.priceSpecification.maxPrice]),
    ).toEqual(DEFAULT_PRODUCTS.map((p) => [p.name, p.startingPrice / 100, p.highPrice / 100]))
    // no review markup of our own reviews
    expect(business.review).toBeUndefined()
    expect(business.aggregateRating).toBeUndefined()
  })

  it('an area page: business with its area and offer, and the breadcrumb trail', () => {
    const data = asScript(areaPage())
    expect(validateJsonLd(data)).toEqual([])
    expect(nodesOfType(data, 'HomeAndConstructionBusiness')[0].areaServed).toEqual([
      { '@type': 'Place', name: 'Moseley' },
    ])
    const [offer] = nodesOfType(data, 'Offer').filter((o) => o.seller)
    expect(offer).toMatchObject({
      price: pricePence / 100,
      priceCurrency: 'GBP',
      availability: 'https://schema.org/InStock',
    })
    expect(offer.priceSpecification).toMatchObject({ minPrice: pricePence / 100, maxPrice: maxPricePence / 100 })
    const [crumbs] = nodesOfType(data, 'BreadcrumbList')
    expect((crumbs.itemListElement as { position: number; item: string }[]).map((c) => [c.position, c.item])).toEqual([
      [1, absoluteUrl('/')],
      [2, absoluteUrl('/areas')],
      [3, absoluteUrl('/areas/moseley')],
    ])
  })

  it('the business without optional settings still validates', () => {
    // A year left empty in the CMS reads as null, which SiteSettings (filled from defaults) does not allow.
    const bare = { ...settings, legalName: '', foundedYear: null as never, socialLinks: [] }
    expect(validateJsonLd(asScript(businessJsonLd(bare)))).toEqual([])
  })
})
