import { describe, expect, it } from 'vitest'

import { DEFAULT_ARTWORK, PROMOTION_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/content'
import { AREAS, AREA_SLUGS, generateAreaContent, getArea, selectGallery } from '@/lib/areas'
import { galleryLabel, isGalleryMedia, shortDescription } from '@/lib/areas/gallery'
import { nearbyAreas } from '@/lib/areas/nearby'
import { applyOverride, arrangeGallery, generatorFacts, pickTestimonials, realRating } from '@/lib/areaPages/areaPage'
import { REGION_GROUPS, regionAreas, regionSummary } from '@/lib/areas/regions'
import { areaPath, areaPaths, visibleAreas } from '@/lib/areas/routes'
import type { AreaOverrideView } from '@/lib/cms/areaOverrides'
import type { PromotionSettings, SiteSettings } from '@/content/settingsTypes'
import type { TestimonialView } from '@/lib/cms'
import { FINISHES } from '@/content/finishes'

const settings = JSON.parse(JSON.stringify(SITE_SETTINGS_DEFAULTS)) as SiteSettings
const promotion = JSON.parse(JSON.stringify(PROMOTION_DEFAULTS)) as PromotionSettings
const moseley = getArea('moseley')!

describe('generatorFacts', () => {
  it('reads every business fact from the settings and promotion globals', () => {
    const s = {
      ...settings,
      businessName: 'Acme Blinds',
      guaranteeYears: 7,
      address: { ...settings.address, locality: 'Yardley' },
    }
    s.leadTimes = { ...s.leadTimes, responseHours: 12 }
    const p = {
      ...promotion,
      areaOffer: { ...promotion.areaOffer, blindCount: 3, pricePence: 19900, maxPricePence: 60000 },
    }
    expect(generatorFacts(s, p)).toEqual({
      offerPricePence: 19900,
      offerBlindCount: 3,
      guaranteeYears: 7,
      brandName: 'Acme Blinds',
      showroom: { lat: s.geo.lat, lng: s.geo.lng, label: 'Yardley' },
      responseHours: 12,
    })
  })
})

describe('applyOverride', () => {
  const content = generateAreaContent(moseley, generatorFacts(settings, promotion))
  const empty: AreaOverrideView = {
    area: 'moseley',
    hidden: false,
    h1: null,
    metaTitle: null,
    metaDescription: null,
    intro: null,
    benefits: null,
    faqs: null,
    images: null,
  }

  it('keeps the generated text when there is no override or the override is empty', () => {
    expect(applyOverride(content, null)).toEqual({ ...content, intro: [...content.intro] })
    expect(applyOverride(content, empty)).toEqual({ ...content, intro: [...content.intro] })
  })

  it('replaces exactly the fields the owner set', () => {
    const faqs = [{ question: 'Q?', answer: 'A.' }]
    const out = applyOverride(content, {
      ...empty,
      h1: 'Blinds for Moseley village',
      metaDescription: 'Owner text',
      intro: ['One paragraph.'],
      faqs,
    })
    expect(out.h1).toBe('Blinds for Moseley village')
    expect(out.metaDescription).toBe('Owner text')
    expect(out.intro).toEqual(['One paragraph.'])
    expect(out.faqs).toEqual(faqs)
    expect(out.metaTitle).toBe(content.metaTitle)
    expect(out.benefits).toEqual(content.benefits)
    expect(out.keywords).toEqual(content.keywords)
  })

  it('ignores whitespace-only text fields', () => {
    expect(applyOverride(content, { ...empty, h1: '   ' }).h1).toBe(content.h1)
  })
})

describe('arrangeGallery', () => {
  const pool = Array.from({ length: 16 }, (_, i) => ({ id: i, scene: i >= 10 }))

  it('is deterministic per slug and shows featured + 3 thumbnails + up to 8 different gallery images', () => {
    const a = arrangeGallery(pool, 'moseley', selectGallery)
    expect(arrangeGallery(pool, 'moseley', selectGallery)).toEqual(a)
    expect(a.featured).not.toBeNull()
    expect(a.thumbnails).toHaveLength(3)
    expect(a.gallery).toHaveLength(8)
    const ids = [a.featured!, ...a.thumbnails, ...a.gallery].map((x) => x.id)
    expect(new Set(ids).size).toBe(12)
  })

  it('differs between areas', () => {
    const orders = new Set(
      ['moseley', 'harborne', 'erdington', 'solihull'].map((s) =>
        JSON.stringify(arrangeGallery(pool, s, selectGallery)),
      ),
    )
    expect(orders.size).toBeGreaterThan(1)
  })

  it('leads with an image the preference accepts (a room scene)', () => {
    for (const slug of AREA_SLUGS.slice(0, 30)) {
      expect(arrangeGallery(pool, slug, selectGallery, { preferFeatured: (x) => x.scene }).featured?.scene).toBe(true)
    }
  })

  it("keeps the owner's images in order and reuses them in the gallery when there are four or fewer", () => {
    const owner = [
      { id: 100, scene: false },
      { id: 101, scene: false },
    ]
    const a = arrangeGallery(pool, 'moseley', selectGallery, { overrideImages: owner })
    expect(a.featured?.id).toBe(100)
    expect(a.thumbnails.map((x) => x.id)).toEqual([101])
    expect(a.gallery.map((x) => x.id)).toEqual([100, 101])
  })

  it('copes with an empty pool', () => {
    expect(arrangeGallery([], 'moseley', selectGallery)).toEqual({ featured: null, thumbnails: [], gallery: [] })
  })
})

describe('testimonials (never invented)', () => {
  let id = 0
  const t = (area: string | null, demo: boolean, rating = 5): TestimonialView => ({
    id: ++id,
    quote: `q${id}`,
    name: `n${id}`,
    location: 'x',
    area,
    rating,
    demo,
  })
  const list = [
    t('harborne', true),
    t(null, true),
    t('moseley', true),
    t('solihull', false, 4),
    t(null, false),
    t('moseley', false, 4),
  ]

  it("orders this area's real entries, general real ones, other real ones, then demo entries", () => {
    expect(pickTestimonials(list, 'moseley', 6).map((x) => [x.area, x.demo])).toEqual([
      ['moseley', false],
      [null, false],
      ['solihull', false],
      ['moseley', true],
      [null, true],
      ['harborne', true],
    ])
    expect(pickTestimonials(list, 'moseley')).toHaveLength(3)
  })

  it('never invents testimonials', () => {
    expect(pickTestimonials([], 'moseley')).toEqual([])
  })

  it('rates only real entries', () => {
    expect(realRating([t('moseley', true)])).toBeNull()
    expect(realRating(list)).toEqual({ average: 4.3, count: 3 })
    expect(realRating(list, 'moseley')).toEqual({ average: 4, count: 1 })
  })
})

describe('routes, nearby areas and regions', () => {
  it('lists a path for every visible area', () => {
    expect(areaPaths()).toHaveLength(AREAS.length)
    expect(areaPaths()).toContain('/areas/moseley')
    const paths = areaPaths(['moseley', 'harborne'])
    expect(paths).toHaveLength(AREAS.length - 2)
    expect(paths).not.toContain(areaPath('moseley'))
    expect(new Set(paths).size).toBe(paths.length)
    expect(visibleAreas(['no-such-area'])).toHaveLength(AREAS.length)
  })

  it('finds the nearest areas, without the area itself or hidden ones', () => {
    const near = nearbyAreas(moseley)
    expect(near).toHaveLength(6)
    expect(near.map((a) => a.slug)).not.toContain('moseley')
    expect(near.map((a) => a.slug)).toContain('kings-heath')
    expect(nearbyAreas(moseley, ['kings-heath']).map((a) => a.slug)).not.toContain('kings-heath')
  })

  it('groups every area once, in the seed order Central, North, South, East, West', () => {
    expect(REGION_GROUPS.map((g) => g.type)).toEqual(['central', 'north', 'south', 'east', 'west'])
    const all = REGION_GROUPS.flatMap((g) => regionAreas(g).map((a) => a.slug))
    expect(all.sort()).toEqual([...AREA_SLUGS].sort())
    for (const g of REGION_GROUPS) {
      for (const slug of g.highlights) expect(getArea(slug)?.type, slug).toBe(g.type)
    }
    expect(regionSummary(REGION_GROUPS[1]!)).toBe('From Erdington and Sutton Coldfield to Walsall and Lichfield.')
    expect(regionSummary(REGION_GROUPS[1]!, ['walsall'])).toBe('From Erdington and Sutton Coldfield to Lichfield.')
    expect(regionAreas(REGION_GROUPS[2]!, ['moseley']).map((a) => a.slug)).not.toContain('moseley')
  })
})

describe('gallery labels', () => {
  it('takes the seeded finish close-ups and room scenes, not the collection banners', () => {
    const keys = DEFAULT_ARTWORK.filter((a) => isGalleryMedia({ seedKey: a.key })).map((a) => a.key)
    expect(keys.filter((k) => k.startsWith('finish-'))).toHaveLength(FINISHES.length)
    expect(keys.some((k) => k.startsWith('scene-'))).toBe(true)
    expect(keys.some((k) => k.startsWith('collection-'))).toBe(false)
  })

  it("takes an owner's upload only when it has a caption", () => {
    expect(isGalleryMedia({ alt: 'Our logo' })).toBe(false)
    expect(isGalleryMedia({ alt: 'Bay window', caption: '  ' })).toBe(false)
    expect(isGalleryMedia({ alt: 'Bay window', caption: 'Oxford blinds fitted in Moseley' })).toBe(true)
  })

  it('names the collection and describes every seeded image', () => {
    for (const a of DEFAULT_ARTWORK.filter((x) => isGalleryMedia({ seedKey: x.key }))) {
      const label = galleryLabel({ seedKey: a.key, alt: a.alt })
      expect(label.finish).toBe(a.finish)
      expect(label.material).toBe(a.material)
      expect(label.collection).toMatch(/^(Real Wood|Faux Wood) · [A-Z][a-z]+$/)
      expect(label.description.length).toBeGreaterThan(10)
      expect(label.description.length).toBeLessThanOrEqual(90)
    }
    expect(galleryLabel({ seedKey: 'finish-oxford' })).toMatchObject({
      kind: 'finish',
      collection: 'Real Wood · Oxford',
      description: 'Oxford basswood venetian blind with 50mm slats',
    })
    expect(galleryLabel({ seedKey: 'scene-kitchen-frost' })).toMatchObject({
      kind: 'scene',
      collection: 'Faux Wood · Frost',
      description: 'Frost faux wood blinds above a kitchen sink',
    })
  })

  it("reads an owner's photo: caption first, finish and material from the words", () => {
    expect(
      galleryLabel({ alt: 'Java faux wood blinds in a Harborne kitchen', caption: 'Kitchen in Harborne, B17' }),
    ).toMatchObject({
      kind: 'photo',
      finish: 'Java',
      collection: 'Faux Wood · Java',
      description: 'Kitchen in Harborne, B17',
    })
    expect(galleryLabel({ alt: 'Wooden blinds in a bay window, with a sofa in front' })).toMatchObject({
      finish: null,
      collection: 'Real Wood Collection',
      description: 'Wooden blinds in a bay window',
    })
    expect(galleryLabel({ alt: 'A living room' }).collection).toBe('Our work')
    expect(shortDescription('word '.repeat(40), 30).length).toBeLessThanOrEqual(30)
  })
})
