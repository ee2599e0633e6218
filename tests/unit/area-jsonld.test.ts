import { describe, expect, it } from 'vitest'

import { PROMOTION_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/lib/cms/defaults'
import type { SiteSettings } from '@/lib/cms/settingsTypes'
import type { TestimonialView } from '@/lib/cms'
import { areaOfferJsonLd, businessJsonLd, priceRangeText, serializeJsonLd, testimonialsJsonLd } from '@/lib/seo/jsonld'

const settings = JSON.parse(JSON.stringify(SITE_SETTINGS_DEFAULTS)) as SiteSettings
const { pricePence, maxPricePence } = PROMOTION_DEFAULTS.areaOffer
const review = (demo: boolean, rating = 5): TestimonialView => ({
  id: rating,
  quote: 'Lovely job </script><script>alert(1)</script>',
  name: 'A customer',
  location: 'Moseley, B13',
  area: 'moseley',
  rating,
  demo,
})

describe('area page JSON-LD', () => {
  it('prices the area offer from the promotion global (£150-£500)', () => {
    expect(priceRangeText(pricePence, maxPricePence)).toBe('£150-£500')
    expect(priceRangeText(15000, 15000)).toBe('£150')
    const offer = areaOfferJsonLd({
      areaName: 'Moseley',
      url: 'https://example.test/areas/moseley',
      description: 'x',
      minPricePence: pricePence,
      maxPricePence,
    }) as unknown as Record<string, unknown>
    expect(offer['@type']).toBe('Offer')
    expect(offer.priceSpecification).toMatchObject({ priceCurrency: 'GBP', minPrice: 150, maxPrice: 500 })
  })

  it('adds the offer to the business and reviews only from real testimonials', () => {
    const offer = areaOfferJsonLd({
      areaName: 'Moseley',
      url: 'u',
      description: 'd',
      minPricePence: 15000,
      maxPricePence: 50000,
    })
    const demoOnly = businessJsonLd(settings, { offers: [offer], reviews: [review(true)] }) as unknown as Record<
      string,
      unknown
    >
    expect(demoOnly['@type']).toBe('HomeAndConstructionBusiness')
    expect(demoOnly.makesOffer).toHaveLength(1)
    expect(demoOnly.review).toBeUndefined()
    expect(demoOnly.aggregateRating).toBeUndefined()

    const real = businessJsonLd(settings, {
      reviews: [review(true), review(false, 4), review(false, 5)],
    }) as unknown as Record<string, unknown>
    expect(real.review).toHaveLength(2)
    expect(real.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 })
    expect(testimonialsJsonLd([review(true)])).toEqual({})
  })

  it('escapes < so CMS text cannot close the script tag', () => {
    const text = serializeJsonLd(businessJsonLd(settings, { reviews: [review(false)] }))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).review[0].reviewBody).toContain('</script>')
  })
})
