import { describe, expect, it } from 'vitest'

import { getArea } from '@/lib/areas'
import { offerFacts } from '@/lib/areaPages/areaPage'
import { areaPlaceLine } from '@/lib/areas/regions'
import type { ProductView } from '@/lib/cms'
import { collectionFinishes, leadImage } from '@/lib/products/collection'
import { highestPrice, lowestPrice } from '@/lib/products/prices'
import { truncateDescription } from '@/lib/format/description'
import { faqPageJsonLd, productJsonLd, serializeJsonLd } from '@/lib/seo/jsonld'
import { testimonialQuote } from '@/lib/testimonials/demoLabel'
import { validateJsonLd } from '../support/schema-org'

const image = (url: string) => ({ url, alt: url, width: 800, height: 500 })
const product = (over: Partial<ProductView>): ProductView => ({
  id: 1,
  slug: 'p',
  name: 'Product',
  type: 'wooden',
  description: 'A blind',
  startingPrice: 10000,
  highPrice: null,
  features: [],
  finishes: [],
  image: null,
  ...over,
})

describe('product prices', () => {
  const products = [
    product({ startingPrice: 15300, highPrice: 42000 }),
    product({ startingPrice: 7900, highPrice: null }),
    product({ startingPrice: 9900, highPrice: 30000 }),
  ]

  it('the lowest "from" price and the highest price any product reaches', () => {
    expect(lowestPrice(products)).toBe(7900)
    expect(highestPrice(products)).toBe(42000)
    // without upper bounds the highest "from" price counts
    expect(highestPrice([product({ startingPrice: 7900 }), product({ startingPrice: 15300 })])).toBe(15300)
  })

  it('none without products', () => {
    expect(lowestPrice([])).toBeNull()
    expect(highestPrice([])).toBeNull()
  })
})

describe('collection helpers', () => {
  it("lists each finish once, by name regardless of case, in the owner's order", () => {
    const finish = (name: string, hex = '#000000') => ({ name, hex, image: null })
    const products = [
      product({ finishes: [finish('Oxford'), finish('Carbon')] }),
      product({ finishes: [finish('carbon', '#111111'), finish('Urban')] }),
    ]
    expect(collectionFinishes(products).map((f) => [f.name, f.hex])).toEqual([
      ['Oxford', '#000000'],
      ['Carbon', '#000000'],
      ['Urban', '#000000'],
    ])
  })

  it('the lead image is the first product image there is', () => {
    expect(
      leadImage([product({}), product({ image: image('/b.png') }), product({ image: image('/c.png') })])?.url,
    ).toBe('/b.png')
    expect(leadImage([product({})])).toBeNull()
  })
})

describe('testimonialQuote', () => {
  it('drops the demo label from demo entries and capitalises what follows', () => {
    expect(testimonialQuote({ quote: 'Example testimonial: lovely blinds.', demo: true })).toBe('Lovely blinds.')
    expect(testimonialQuote({ quote: 'EXAMPLE TESTIMONIAL:   Quick fitting.', demo: true })).toBe('Quick fitting.')
  })

  it("leaves a real customer's words exactly as entered", () => {
    const quote = 'Example testimonial: is what I would call this service, a model of how to do it.'
    expect(testimonialQuote({ quote, demo: false })).toBe(quote)
    expect(testimonialQuote({ quote: 'lovely blinds', demo: false })).toBe('lovely blinds')
  })
})

describe('area page facts', () => {
  it('the place line names the compass group, or the Solihull borough', () => {
    const moseley = getArea('moseley')!
    expect(areaPlaceLine(moseley)).toBe(`${moseley.kind} · South Birmingham`)
    const solihull = getArea('solihull')!
    expect(areaPlaceLine(solihull)).toBe(`${solihull.kind}, Solihull borough`)
    const centre = getArea('birmingham-city-centre')!
    expect(centre.kind).toBe('City centre')
    expect(areaPlaceLine(centre)).toBe('Central Birmingham')
  })

  it('the offer as shown comes from the promotion and the promised reply time', () => {
    expect(offerFacts({ areaOffer: { pricePence: 15000, blindCount: 2 } }, 24)).toEqual({
      price: '£150',
      blindCount: 2,
      responseHours: 24,
    })
  })
})

describe("truncateDescription (every page's meta description)", () => {
  it('keeps a whole word when the cut falls exactly on a space', () => {
    const text = `${'word '.repeat(31)}word and more`
    expect(text.slice(0, 159).endsWith('word')).toBe(true)
    expect(truncateDescription(text)).toBe(`${'word '.repeat(31)}word…`)
  })
})

describe('JSON-LD of collection pages and FAQ sections', () => {
  const asScript = (data: unknown): unknown => JSON.parse(serializeJsonLd(data))

  it('a product is valid schema.org with its price range in pounds', () => {
    const data = asScript(
      productJsonLd(
        product({
          startingPrice: 7900,
          highPrice: 30000,
          image: image('/media/a.png'),
          finishes: [{ name: 'Oxford', hex: '#8a5a36', image: null }],
        }),
        '/wooden-collection',
      ),
    ) as Record<string, unknown>
    expect(validateJsonLd(data)).toEqual([])
    expect(data.offers).toMatchObject({ '@type': 'AggregateOffer', lowPrice: '79.00', highPrice: '300.00' })
    expect(data.color).toBe('Oxford')
    expect(validateJsonLd(asScript(productJsonLd(product({}), '/wooden-collection')))).toEqual([])
  })

  it('an FAQ page is valid schema.org with each question and answer', () => {
    const data = asScript(faqPageJsonLd([{ question: 'How long?', answer: 'An hour or two.' }])) as Record<
      string,
      unknown
    >
    expect(validateJsonLd(data)).toEqual([])
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'An hour or two.' } },
    ])
  })
})
