import { isValid, validOutcode } from 'postcode'
import { describe, expect, it } from 'vitest'
import {
  AREAS,
  AREA_SLUGS,
  COVERED_OUTWARD_CODES,
  areasByRegion,
  areasByType,
  getArea,
  isCoveredOutwardCode,
  outwardCodeOf,
  postcodeRangeText,
  searchAreas,
} from '@/lib/areas'
import { HOME_REGIONS, AREA_TYPES } from '@/content/areaTypes'

const SEED_SLUGS = [
  'sutton-coldfield',
  'erdington',
  'perry-barr',
  'great-barr',
  'handsworth',
  'birmingham-city-centre',
  'edgbaston',
  'harborne',
  'selly-oak',
  'bordesley-green',
  'yardley',
  'stechford',
  'acocks-green',
  'small-heath',
  'sparkhill',
  'moseley',
  'kings-heath',
  'hall-green',
  'bournville',
  'stirchley',
  'northfield',
  'quinton',
  'solihull',
]

const KINDS = ['Neighbourhood', 'Suburb', 'Town', 'City', 'Village', 'City centre']

describe('area dataset', () => {
  it('holds between 185 and 200 areas', () => {
    expect(AREAS.length).toBeGreaterThanOrEqual(185)
    expect(AREAS.length).toBeLessThanOrEqual(200)
  })

  it('has unique, URL-safe slugs and unique names', () => {
    const slugs = AREAS.map((a) => a.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const s of slugs) expect(s).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
    const names = AREAS.map((a) => a.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
  })

  it('contains every slug the seed home page lists', () => {
    for (const slug of SEED_SLUGS) expect(getArea(slug), slug).toBeDefined()
  })

  it('is sorted by name and AREA_SLUGS follows the same order', () => {
    const names = AREAS.map((a) => a.name)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB')))
    expect(AREA_SLUGS).toEqual(AREAS.map((a) => a.slug))
  })

  it('gives every area at least one valid outward code', () => {
    for (const a of AREAS) {
      expect(a.postcodes.length, a.slug).toBeGreaterThanOrEqual(1)
      expect(new Set(a.postcodes).size, a.slug).toBe(a.postcodes.length)
      for (const pc of a.postcodes) {
        expect(pc, `${a.slug} ${pc}`).toBe(pc.toUpperCase())
        expect(validOutcode(pc), `${a.slug} ${pc}`).toBe(true)
        expect(isValid(`${pc} 1AA`), `${a.slug} ${pc}`).toBe(true)
      }
    }
  })

  it('keeps postcodes to the West Midlands areas the business serves', () => {
    const allowed = /^(B|WS|WV|DY|CV)\d{1,2}$/
    for (const a of AREAS) for (const pc of a.postcodes) expect(pc, a.slug).toMatch(allowed)
  })

  it('uses region "solihull" or the same value as type', () => {
    for (const a of AREAS) {
      expect(AREA_TYPES).toContain(a.type)
      expect(a.region === 'solihull' || a.region === a.type, a.slug).toBe(true)
    }
    expect(getArea('solihull')?.region).toBe('solihull')
    expect(getArea('shirley')?.region).toBe('solihull')
    expect(getArea('moseley')?.region).toBe('south')
  })

  it('has complete descriptive fields', () => {
    for (const a of AREAS) {
      expect(KINDS, a.slug).toContain(a.kind)
      expect(a.name.trim(), a.slug).toBe(a.name)
      expect(a.description.length, a.slug).toBeGreaterThan(40)
      expect(a.description.length, a.slug).toBeLessThan(300)
      expect(a.description, a.slug).toMatch(/[.!?]$/)
      expect(a.propertyTypes.length, a.slug).toBeGreaterThanOrEqual(2)
      expect(a.propertyTypes.length, a.slug).toBeLessThanOrEqual(4)
      expect(a.landmarks.length, a.slug).toBeGreaterThanOrEqual(1)
      expect(a.landmarks.length, a.slug).toBeLessThanOrEqual(4)
    }
  })

  it('avoids marketing superlatives in descriptions', () => {
    for (const a of AREAS) expect(a.description, a.slug).not.toMatch(/\b(best|finest|leading|premier|number one)\b/i)
  })

  it('places every area inside the West Midlands box', () => {
    for (const a of AREAS) {
      expect(a.lat, a.slug).toBeGreaterThanOrEqual(52.2)
      expect(a.lat, a.slug).toBeLessThanOrEqual(52.75)
      expect(a.lng, a.slug).toBeGreaterThanOrEqual(-2.3)
      expect(a.lng, a.slug).toBeLessThanOrEqual(-1.5)
    }
  })

  it('knows the well-known postcode districts', () => {
    expect(getArea('moseley')?.postcodes).toEqual(['B13'])
    expect(getArea('harborne')?.postcodes).toEqual(['B17'])
    expect(getArea('edgbaston')?.postcodes).toEqual(['B15', 'B16'])
    expect(getArea('sutton-coldfield')?.postcodes).toEqual(['B72', 'B73', 'B74', 'B75', 'B76'])
    expect(getArea('solihull')?.postcodes).toEqual(['B90', 'B91', 'B92', 'B93', 'B94'])
    expect(getArea('sheldon')?.postcodes).toContain('B26')
  })
})

describe('lookups', () => {
  it('getArea returns undefined for an unknown slug', () => {
    expect(getArea('atlantis')).toBeUndefined()
    expect(getArea('')).toBeUndefined()
  })

  it('areasByType and areasByRegion partition the dataset', () => {
    expect(AREA_TYPES.flatMap((t) => areasByType(t)).length).toBe(AREAS.length)
    expect(HOME_REGIONS.flatMap((r) => areasByRegion(r)).length).toBe(AREAS.length)
    for (const r of HOME_REGIONS) expect(areasByRegion(r).length, r).toBeGreaterThan(0)
    for (const t of AREA_TYPES) expect(areasByType(t).every((a) => a.type === t)).toBe(true)
    expect(areasByRegion('solihull').map((a) => a.slug)).toContain('solihull')
  })

  it('isCoveredOutwardCode finds areas by district, case-insensitively', () => {
    expect(isCoveredOutwardCode('B13').map((a) => a.slug)).toContain('moseley')
    expect(isCoveredOutwardCode(' b13 ').map((a) => a.slug)).toContain('moseley')
    expect(isCoveredOutwardCode('SW1A')).toEqual([])
    expect(COVERED_OUTWARD_CODES.has('B26')).toBe(true)
    expect(COVERED_OUTWARD_CODES.has('SW1A')).toBe(false)
  })

  it('outwardCodeOf reads full and partial postcodes', () => {
    expect(outwardCodeOf('B13 9XY')).toBe('B13')
    expect(outwardCodeOf('b139xy')).toBe('B13')
    expect(outwardCodeOf('B13 9')).toBe('B13')
    expect(outwardCodeOf('Moseley')).toBeNull()
  })
})

describe('searchAreas', () => {
  const slugs = (q: string) => searchAreas(q).map((a) => a.slug)

  it('matches a name substring case-insensitively, prefix matches first', () => {
    expect(slugs('mose')[0]).toBe('moseley')
    expect(slugs('MOSE')).toContain('moseley')
    expect(slugs('coldfield')).toContain('sutton-coldfield')
  })

  it('matches postcode districts', () => {
    expect(slugs('b13')).toContain('moseley')
    expect(slugs('B13')).toContain('moseley')
  })

  it('matches a full postcode by its outward code', () => {
    expect(slugs('B13 9XY')).toContain('moseley')
    expect(slugs('b139xy')).toContain('moseley')
    // A full postcode never matches other districts that merely start the same way.
    expect(slugs('B1 1AA')).toContain('birmingham-city-centre')
    expect(slugs('B1 1AA')).not.toContain('moseley')
  })

  it('ignores apostrophes and hyphens', () => {
    expect(slugs('kings heath')).toContain('kings-heath')
    expect(slugs('hampton in arden')).toContain('hampton-in-arden')
    expect(slugs("king's heath")).toContain('kings-heath')
  })

  it('returns nothing for empty, blank or unknown text', () => {
    expect(searchAreas('')).toEqual([])
    expect(searchAreas('   ')).toEqual([])
    expect(searchAreas('zzz')).toEqual([])
    expect(searchAreas('SW1A 2AA')).toEqual([])
  })
})

describe('postcodeRangeText', () => {
  const range = (postcodes: string[]) => postcodeRangeText({ postcodes })

  it('collapses consecutive districts', () => {
    expect(range(['B72', 'B73', 'B74', 'B75', 'B76'])).toBe('B72-B76')
    expect(range(['B15', 'B16'])).toBe('B15-B16')
    expect(range(['B1', 'B2', 'B3', 'B4', 'B5'])).toBe('B1-B5')
    expect(range(['B9', 'B10'])).toBe('B9-B10')
  })

  it('lists non-contiguous districts separately', () => {
    expect(range(['B25', 'B33'])).toBe('B25, B33')
    expect(range(['B25', 'B26', 'B33'])).toBe('B25-B26, B33')
    expect(range(['B13'])).toBe('B13')
  })

  it('keeps different postcode areas apart and sorts numbers', () => {
    expect(range(['B74', 'B72', 'B73'])).toBe('B72-B74')
    expect(range(['B40', 'B92'])).toBe('B40, B92')
    expect(range(['WS13', 'WS14'])).toBe('WS13-WS14')
    expect(range(['B26', 'CV7'])).toBe('B26, CV7')
    expect(range(['b13'])).toBe('B13')
  })

  it('renders every area', () => {
    expect(postcodeRangeText(getArea('sutton-coldfield')!)).toBe('B72-B76')
    expect(postcodeRangeText(getArea('yardley')!)).toBe('B25-B26, B33')
    for (const a of AREAS) expect(postcodeRangeText(a).length, a.slug).toBeGreaterThan(0)
  })
})
