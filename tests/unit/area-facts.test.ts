import { describe, expect, it } from 'vitest'

import { AREAS, getArea } from '@/lib/areas'
import { CITY_CENTRE_SLUG, fromCityCentre, housingAdvice, localFacts } from '@/lib/areas/localFacts'
import { bearingDegrees, compassPoint, haversineKm, milesText } from '@/lib/areas/geo'
import { HOUSING_NOTES } from '@/lib/areas/housing'
import { LANDMARK_NOTES } from '@/lib/areas/landmarks'
import { nearbyAreas } from '@/lib/areas/nearby'

const area = (slug: string) => getArea(slug)!
const SHOWROOM = { lat: 52.4524, lng: -1.7689 }

describe('compass directions and miles', () => {
  it('reads a bearing as one of 8 compass points', () => {
    expect(compassPoint(0)).toBe('north')
    expect(compassPoint(44)).toBe('north-east')
    expect(compassPoint(180)).toBe('south')
    expect(compassPoint(-90)).toBe('west')
    expect(compassPoint(337)).toBe('north-west')
    expect(compassPoint(359)).toBe('north')
  })

  it('computes bearings from coordinates', () => {
    const o = { lat: 52.48, lng: -1.9 }
    expect(compassPoint(bearingDegrees(o, { lat: 52.58, lng: -1.9 }))).toBe('north')
    expect(compassPoint(bearingDegrees(o, { lat: 52.48, lng: -1.7 }))).toBe('east')
    expect(compassPoint(bearingDegrees(o, { lat: 52.38, lng: -2.05 }))).toBe('south-west')
  })

  it('writes miles with one decimal', () => {
    expect(milesText(1.609344)).toBe('1.0 miles')
    expect(milesText(10)).toBe('6.2 miles')
  })
})

describe('local facts of an area page', () => {
  it('places Moseley south of the city centre and Sutton Coldfield north-east, the centre itself nowhere', () => {
    const moseley = fromCityCentre(area('moseley'))!
    expect(moseley.direction).toBe('south')
    expect(moseley.km).toBeGreaterThan(2.5)
    expect(moseley.km).toBeLessThan(5)
    expect(fromCityCentre(area('sutton-coldfield'))!.direction).toMatch(/north/)
    expect(fromCityCentre(area(CITY_CENTRE_SLUG))).toBeNull()
  })

  it('lists neighbours with distances and directions computed from coordinates, nearest first', () => {
    const moseley = area('moseley')
    const facts = localFacts(moseley, SHOWROOM, nearbyAreas(moseley, [], 6))
    expect(facts.neighbours.map((n) => n.area.slug)).toContain('kings-heath')
    const kh = facts.neighbours.find((n) => n.area.slug === 'kings-heath')!
    expect(kh.km).toBeCloseTo(haversineKm(moseley, area('kings-heath')), 6)
    expect(kh.direction).toMatch(/south/)
    const kms = facts.neighbours.map((n) => n.km)
    expect(kms).toEqual([...kms].sort((a, b) => a - b))
    expect(facts.fromShowroom.minutes % 5).toBe(0)
  })

  it('names the other visible areas sharing a postcode district', () => {
    const facts = localFacts(area('stirchley'), SHOWROOM, [], ['bournville'])
    const b30 = facts.sharedDistricts.find((d) => d.code === 'B30')!
    expect(b30.areas.map((a) => a.slug)).toContain('cotteridge')
    expect(b30.areas.map((a) => a.slug)).not.toContain('bournville') // hidden
    expect(b30.areas.map((a) => a.slug)).not.toContain('stirchley') // itself
  })

  it('gives advice for every property type in the dataset, once per kind of advice', () => {
    for (const a of AREAS) expect(housingAdvice(a.propertyTypes).length, a.slug).toBeGreaterThan(0)
    const two = housingAdvice(['Victorian terraces', 'Edwardian terraces', '1930s semi-detached houses'])
    expect(two.map((h) => h.type)).toEqual(['Victorian terraces', '1930s semi-detached houses'])
  })

  it('has housing and landmark notes only for real areas and their real landmarks', () => {
    for (const slug of Object.keys(HOUSING_NOTES)) expect(getArea(slug), slug).toBeDefined()
    for (const [slug, notes] of Object.entries(LANDMARK_NOTES)) {
      const a = getArea(slug)
      expect(a, slug).toBeDefined()
      for (const landmark of Object.keys(notes)) expect(a!.landmarks, `${slug}: ${landmark}`).toContain(landmark)
    }
  })
})
