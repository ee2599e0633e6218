import { describe, expect, it } from 'vitest'

import { DEFAULT_REGION, FEATURED_SLUGS, PER_REGION, REGION_LABELS, regionAreas } from '@/components/home/serviceAreas'
import { getArea, HOME_REGIONS } from '@/lib/areas'
import { SITE_SETTINGS_DEFAULTS } from '@/content'

const origin = SITE_SETTINGS_DEFAULTS.geo
const none = new Set<string>()

describe('home page region tabs', () => {
  it('has the six seed regions, north first and by default', () => {
    expect(HOME_REGIONS).toEqual(['north', 'central', 'east', 'south', 'west', 'solihull'])
    expect(DEFAULT_REGION).toBe('north')
    expect(Object.keys(REGION_LABELS).sort()).toEqual([...HOME_REGIONS].sort())
  })

  it('every featured seed area exists in the dataset', () => {
    for (const slug of FEATURED_SLUGS) expect(getArea(slug), slug).toBeDefined()
  })

  it('shows the featured areas of a region first, then fills up to eight from the same region', () => {
    const north = regionAreas('north', none, origin)
    expect(north).toHaveLength(PER_REGION)
    expect(north.slice(0, 5).map((a) => a.slug)).toEqual([
      'sutton-coldfield',
      'erdington',
      'perry-barr',
      'great-barr',
      'handsworth',
    ])
    for (const region of HOME_REGIONS) {
      const list = regionAreas(region, none, origin)
      expect(list.length).toBeGreaterThan(0)
      expect(list.every((a) => a.region === region)).toBe(true)
      expect(new Set(list.map((a) => a.slug)).size).toBe(list.length)
    }
  })

  it('leaves out areas the owner has hidden', () => {
    const hidden = new Set(['sutton-coldfield', 'erdington'])
    const north = regionAreas('north', hidden, origin)
    expect(north.map((a) => a.slug)).not.toContain('sutton-coldfield')
    expect(north.map((a) => a.slug)).not.toContain('erdington')
    expect(north).toHaveLength(PER_REGION)
  })
})
