import { describe, expect, it } from 'vitest'

import { PROMOTION_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/content'
import type { SiteSettings } from '@/content/settingsTypes'
import { areaOfferJsonLd, businessJsonLd, priceRangeText, serializeJsonLd } from '@/lib/seo/jsonld'
import { fieldOf } from '@/lib/platform/narrow'

const settings = JSON.parse(JSON.stringify(SITE_SETTINGS_DEFAULTS)) as SiteSettings
const { pricePence, maxPricePence } = PROMOTION_DEFAULTS.areaOffer
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
    })
    expect(offer).toMatchObject({
      '@type': 'Offer',
      priceSpecification: { priceCurrency: 'GBP', minPrice: 150, maxPrice: 500 },
    })
  })

  it('adds the offer to the business and never marks up our own reviews or testimonials', () => {
    const offer = areaOfferJsonLd({
      areaName: 'Moseley',
      url: 'u',
      description: 'd',
      minPricePence: 15000,
      maxPricePence: 50000,
    })
    const business = businessJsonLd(settings, { offers: [offer] })
    expect(business).toMatchObject({ '@type': 'HomeAndConstructionBusiness' })
    expect(fieldOf(business, 'makesOffer')).toHaveLength(1)
    expect(serializeJsonLd(business)).not.toMatch(/"review"|"aggregateRating"|"Review"/)
  })

  it('escapes < so CMS text cannot close the script tag', () => {
    const text = serializeJsonLd(businessJsonLd({ ...settings, tagline: 'Blinds </script><script>alert(1)</script>' }))
    expect(text).not.toContain('<')
    expect(JSON.parse(text).description).toContain('</script>')
  })
})
