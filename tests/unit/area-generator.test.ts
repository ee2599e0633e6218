import { describe, expect, it } from 'vitest'
import { AREAS, getArea, type Area } from '@/lib/areas'
import {
  CALLS_TO_ACTION,
  OPENING_LINES,
  TITLE_VARIATIONS,
  VALUE_PROPOSITIONS,
  buildMetaTitle,
  generateAreaContent,
  landmarkInSentence,
  seededShuffle,
  selectGallery,
  truncateDescription,
  type GeneratorFacts,
} from '@/lib/areas/generator'
import { estimateTravelMinutes, haversineKm } from '@/lib/areas/geo'
import { fnv1a, mulberry32 } from '@/lib/areas/hash'

const FACTS: GeneratorFacts = {
  offerPricePence: 15000,
  offerBlindCount: 2,
  guaranteeYears: 5,
  brandName: 'VB Birmingham',
  showroom: { lat: 52.4727, lng: -1.7695, label: 'Sheldon' },
  responseHours: 24,
}

const area = (slug: string): Area => {
  const a = getArea(slug)
  if (!a) throw new Error(`missing area ${slug}`)
  return a
}

/** Every piece of text a page shows, joined. */
const allText = (c: ReturnType<typeof generateAreaContent>) =>
  [
    c.h1,
    ...c.intro,
    ...c.benefits,
    ...c.faqs.flatMap((f) => [f.question, f.answer]),
    c.metaTitle,
    c.metaDescription,
  ].join('\n')

describe('variation lists', () => {
  it('have the sizes the seed gives', () => {
    expect(TITLE_VARIATIONS).toHaveLength(10)
    expect(VALUE_PROPOSITIONS).toHaveLength(10)
    expect(OPENING_LINES).toHaveLength(5)
    expect(CALLS_TO_ACTION).toHaveLength(5)
    for (const list of [TITLE_VARIATIONS, VALUE_PROPOSITIONS, OPENING_LINES, CALLS_TO_ACTION]) {
      expect(new Set(list).size).toBe(list.length)
    }
  })

  it('carry no prices, guarantee lengths or superlatives', () => {
    const text = [...TITLE_VARIATIONS, ...VALUE_PROPOSITIONS, ...OPENING_LINES, ...CALLS_TO_ACTION].join(' ')
    expect(text).not.toMatch(/£|\d+-year/)
    expect(text).not.toMatch(/\b(best|cheapest|finest|leading|number one|unbeatable)\b/i)
  })
})

describe('generateAreaContent', () => {
  it('is deterministic: same slug, same output', () => {
    const a = generateAreaContent(area('moseley'), FACTS)
    const b = generateAreaContent(area('moseley'), FACTS)
    expect(b).toEqual(a)
    expect(generateAreaContent({ ...area('moseley') }, { ...FACTS })).toEqual(a)
  })

  it('no title prices a free thing ("Free Measuring - £150")', () => {
    for (const a of AREAS) {
      expect(generateAreaContent(a, FACTS).metaTitle, a.slug).not.toMatch(/free[^|]*- £/i)
    }
  })

  it('gives different slugs different titles', () => {
    expect(generateAreaContent(area('moseley'), FACTS).metaTitle).not.toBe(
      generateAreaContent(area('harborne'), FACTS).metaTitle,
    )
  })

  it('has the seed shape: 3 intro paragraphs, 6 benefits, 4 FAQs', () => {
    for (const a of AREAS) {
      const c = generateAreaContent(a, FACTS)
      expect(c.intro, a.slug).toHaveLength(3)
      for (const p of c.intro) expect(p.length, a.slug).toBeGreaterThan(80)
      expect(c.benefits, a.slug).toHaveLength(6)
      expect(new Set(c.benefits).size, a.slug).toBe(6)
      expect(c.faqs, a.slug).toHaveLength(4)
      for (const f of c.faqs) {
        expect(f.question, a.slug).toMatch(/\?$/)
        expect(f.answer.length, a.slug).toBeGreaterThan(20)
      }
      expect(c.h1, a.slug).toContain(a.name)
      expect(c.keywords.length, a.slug).toBeGreaterThan(0)
    }
  })

  it('gives every area a unique meta title and meta description of at most 160 characters', () => {
    const titles = new Set<string>()
    const descriptions = new Set<string>()
    for (const a of AREAS) {
      const c = generateAreaContent(a, FACTS)
      expect(c.metaTitle, a.slug).toContain(a.name)
      expect(c.metaTitle.endsWith(' - £150 | VB Birmingham'), a.slug).toBe(true)
      expect(c.metaDescription.length, a.slug).toBeLessThanOrEqual(160)
      expect(c.metaDescription, a.slug).toContain(a.name)
      titles.add(c.metaTitle)
      descriptions.add(c.metaDescription)
    }
    expect(titles.size).toBe(AREAS.length)
    expect(descriptions.size).toBe(AREAS.length)
  })

  it('uses more than one title variation and opening line across the dataset', () => {
    const variations = new Set(AREAS.map((a) => generateAreaContent(a, FACTS).metaTitle.replace(a.name, '')))
    const openings = new Set(
      AREAS.map((a) => generateAreaContent(a, FACTS).intro[0].replaceAll(a.name, '').split('?')[0]),
    )
    expect(variations.size).toBeGreaterThan(5)
    expect(openings.size).toBeGreaterThan(3)
  })

  it('writes local text: postcode, housing, a landmark, travel time', () => {
    for (const a of AREAS) {
      const c = generateAreaContent(a, FACTS)
      const text = allText(c)
      expect(
        a.postcodes.some((pc) => text.includes(pc)),
        a.slug,
      ).toBe(true)
      expect(text, a.slug).toContain(`${c.travelMinutes} minutes`)
      expect(text, a.slug).toContain('Sheldon showroom')
      expect(
        a.landmarks.some((l) => text.includes(l)),
        a.slug,
      ).toBe(true)
      expect(
        a.propertyTypes.some((p) => text.includes(p)),
        a.slug,
      ).toBe(true)
    }
  })

  it('reports distance and travel time from the showroom', () => {
    const moseley = generateAreaContent(area('moseley'), FACTS)
    expect(moseley.distanceKm).toBeGreaterThan(6)
    expect(moseley.distanceKm).toBeLessThan(11)
    expect(Number.isInteger(moseley.distanceKm * 10)).toBe(true)
    const sheldon = generateAreaContent(area('sheldon'), FACTS)
    expect(sheldon.distanceKm).toBeLessThan(2)
    expect(sheldon.travelMinutes).toBe(5)
    for (const a of AREAS) {
      const c = generateAreaContent(a, FACTS)
      expect(c.travelMinutes % 5, a.slug).toBe(0)
      expect(c.travelMinutes, a.slug).toBeGreaterThanOrEqual(5)
      expect(c.distanceKm, a.slug).toBeLessThanOrEqual(32)
    }
  })

  it('takes prices, guarantee and response time from the facts, never from literals', () => {
    const facts = { ...FACTS, offerPricePence: 17500, offerBlindCount: 3, guaranteeYears: 7, responseHours: 48 }
    for (const slug of ['moseley', 'solihull', 'birmingham-city-centre', 'wolverhampton-city-centre']) {
      const c = generateAreaContent(area(slug), facts)
      const text = allText(c)
      expect(text, slug).not.toContain('£150')
      expect(text, slug).not.toContain('5-year')
      expect(text, slug).not.toMatch(/\b24 hours\b/)
      expect(text, slug).toContain('£175')
      expect(text, slug).toContain('7-year')
      expect(text, slug).toMatch(/three made-to-measure venetian blinds/i)
      expect(c.metaTitle, slug).toContain('- £175 |')
    }
    const pennies = generateAreaContent(area('moseley'), { ...FACTS, offerPricePence: 14999 })
    expect(allText(pennies)).toContain('£149.99')
    const one = generateAreaContent(area('moseley'), { ...FACTS, offerBlindCount: 1 })
    expect(allText(one)).toMatch(/one made-to-measure venetian blind fitted/)
  })

  it('uses the brand and showroom label it is given', () => {
    const c = generateAreaContent(area('harborne'), {
      ...FACTS,
      brandName: 'Acme Blinds',
      showroom: { lat: 52.4797, lng: -1.9026, label: 'Digbeth' },
    })
    expect(c.metaTitle.endsWith('| Acme Blinds')).toBe(true)
    expect(allText(c)).toContain('Digbeth showroom')
    expect(allText(c)).not.toContain('Sheldon')
  })

  it('mentions no travel charge only within about 30 minutes', () => {
    for (const a of AREAS) {
      const c = generateAreaContent(a, FACTS)
      expect(allText(c).includes('no travel charge'), a.slug).toBe(c.travelMinutes <= 30)
    }
  })

  it('generates no reviews, ratings or reviewer names', () => {
    for (const a of AREAS) {
      const c = generateAreaContent(a, FACTS)
      expect(c).not.toHaveProperty('reviews')
      expect(allText(c), a.slug).not.toMatch(/★|\brating|\breview|\b\d(\.\d)? stars?\b/i)
    }
  })

  it('writes plain English without superlatives or unfilled placeholders', () => {
    for (const a of AREAS) {
      const text = allText(generateAreaContent(a, FACTS))
      expect(text, a.slug).not.toMatch(/\{|\}|undefined|null|NaN/)
      expect(text, a.slug).not.toMatch(/\b(best|cheapest|finest|leading|number one|unbeatable)\b/i)
      expect(text, a.slug).not.toMatch(/ {2}|\.\./)
    }
  })
})

describe('buildMetaTitle', () => {
  it('keeps the variation for a short name', () => {
    expect(buildMetaTitle('Moseley', 'Made to Measure', '£150', 'VB Birmingham')).toBe(
      'Moseley Venetian Blinds Made to Measure - £150 | VB Birmingham',
    )
  })

  it('drops the variation for a long name', () => {
    expect(buildMetaTitle('Birmingham City Centre', 'Made to Measure', '£150', 'VB Birmingham')).toBe(
      'Birmingham City Centre Venetian Blinds - £150 | VB Birmingham',
    )
  })

  it('keeps the variation at exactly 45 characters and drops it at 46', () => {
    // 'Venetian Blinds ' is 16 characters plus a space after the name: name + 17 + variation
    const variation = 'Free Measuring' // 14
    const name45 = 'A'.repeat(45 - 17 - variation.length)
    const name46 = 'A'.repeat(46 - 17 - variation.length)
    expect(`${name45} Venetian Blinds ${variation}`).toHaveLength(45)
    expect(`${name46} Venetian Blinds ${variation}`).toHaveLength(46)
    expect(buildMetaTitle(name45, variation, '£150', 'VB')).toBe(`${name45} Venetian Blinds ${variation} - £150 | VB`)
    expect(buildMetaTitle(name46, variation, '£150', 'VB')).toBe(`${name46} Venetian Blinds - £150 | VB`)
  })

  it('handles an empty variation', () => {
    expect(buildMetaTitle('Moseley', '', '£150', 'VB')).toBe('Moseley Venetian Blinds - £150 | VB')
  })
})

describe('truncateDescription', () => {
  const long =
    'Moseley (B13): two fitted venetian blinds for £150 with a free home survey and 5-year guarantee. Wooden and faux wood blinds, measured and fitted by our own team in your home.'

  it('leaves short text alone', () => {
    expect(truncateDescription('Short and sweet.')).toBe('Short and sweet.')
    const exactly160 = 'x'.repeat(160)
    expect(truncateDescription(exactly160)).toBe(exactly160)
  })

  it('never exceeds the limit and never cuts mid-word', () => {
    expect(long.length).toBeGreaterThan(160)
    const out = truncateDescription(long)
    expect(out.length).toBeLessThanOrEqual(160)
    expect(out.endsWith('…')).toBe(true)
    const head = out.slice(0, -1)
    expect(long.startsWith(head)).toBe(true)
    expect(long.charAt(head.length)).toMatch(/[\s,.;:]/)
  })

  it('works for any limit and any cut point', () => {
    const words = 'one two three four five six seven eight nine ten eleven twelve thirteen'
    for (let max = 5; max <= words.length + 2; max++) {
      const out = truncateDescription(words, max)
      expect(out.length, String(max)).toBeLessThanOrEqual(max)
      if (out !== words) {
        const head = out.slice(0, -1)
        expect(words.startsWith(head), String(max)).toBe(true)
        expect([' ', ''].includes(words.charAt(head.length)), String(max)).toBe(true)
      }
    }
  })

  it('cuts a single overlong word hard', () => {
    const out = truncateDescription('a'.repeat(200))
    expect(out).toHaveLength(160)
    expect(out.endsWith('…')).toBe(true)
  })
})

describe('seededShuffle and selectGallery', () => {
  const images = Array.from({ length: 10 }, (_, i) => `img-${i}`)

  it('shuffles deterministically without losing items', () => {
    const a = seededShuffle(images, 'moseley')
    expect(seededShuffle(images, 'moseley')).toEqual(a)
    expect([...a].sort()).toEqual([...images].sort())
    expect(images[0]).toBe('img-0') // input untouched
  })

  it('returns 6 images by default, deterministically', () => {
    const g = selectGallery(images, 'moseley')
    expect(g).toHaveLength(6)
    expect(new Set(g).size).toBe(6)
    expect(selectGallery(images, 'moseley')).toEqual(g)
    expect(selectGallery(images, 'moseley', 8)).toHaveLength(8)
  })

  it('returns the only image, or all images when there are fewer than asked', () => {
    expect(selectGallery(['only'], 'moseley')).toEqual(['only'])
    expect([...selectGallery(images.slice(0, 4), 'harborne')].sort()).toEqual(images.slice(0, 4))
    expect(selectGallery([], 'moseley')).toEqual([])
    expect(selectGallery(images, 'moseley', 0)).toEqual([])
  })

  it('usually gives different areas different orders', () => {
    const orders = new Set(AREAS.slice(0, 40).map((a) => selectGallery(images, a.slug).join(',')))
    expect(orders.size).toBeGreaterThan(35)
  })
})

describe('helpers', () => {
  it('hash and PRNG are stable', () => {
    expect(fnv1a('')).toBe(0x811c9dc5)
    expect(fnv1a('moseley')).toBe(fnv1a('moseley'))
    expect(fnv1a('moseley')).not.toBe(fnv1a('harborne'))
    const r1 = mulberry32(42)
    const r2 = mulberry32(42)
    for (let i = 0; i < 5; i++) {
      const v = r1()
      expect(v).toBe(r2())
      expect(v).toBeGreaterThanOrEqual(0)
      expect(v).toBeLessThan(1)
    }
  })

  it('measures distance and estimates drive time', () => {
    const birmingham = { lat: 52.4797, lng: -1.9026 }
    const sheldon = { lat: 52.4727, lng: -1.7695 }
    expect(haversineKm(birmingham, sheldon)).toBeGreaterThan(8.5)
    expect(haversineKm(birmingham, sheldon)).toBeLessThan(9.5)
    expect(haversineKm(sheldon, sheldon)).toBe(0)
    expect(estimateTravelMinutes(0)).toBe(5)
    expect(estimateTravelMinutes(9)).toBe(25)
    expect(estimateTravelMinutes(5) % 5).toBe(0)
    expect(estimateTravelMinutes(30)).toBeGreaterThan(estimateTravelMinutes(10))
  })

  it('adds "the" to landmarks that need it in a sentence', () => {
    expect(landmarkInSentence('Clent Hills')).toBe('the Clent Hills')
    expect(landmarkInSentence('Bullring')).toBe('the Bullring')
    expect(landmarkInSentence('Sutton Park')).toBe('Sutton Park')
    expect(landmarkInSentence('The Belfry')).toBe('The Belfry')
  })
})
