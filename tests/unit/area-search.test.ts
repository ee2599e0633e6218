import { describe, expect, it } from 'vitest'

import { AREAS } from '@/lib/areas'
import { onlyMatch, readPostcode, requestHref, searchAreaList } from '@/lib/areas/search'

const slugs = (q: string) => searchAreaList(q, AREAS).map((a) => a.slug)

describe('area search (home page and /areas)', () => {
  it('reads a postcode with or without its space', () => {
    for (const q of ['B13 9AX', 'b139ax', 'B139AX', 'B13 9', 'B139', ' b13 9a ']) {
      const found = slugs(q)
      expect(found, q).toContain('moseley')
      expect(found, q).toContain('billesley')
    }
    expect(readPostcode('B139')).toEqual({ outward: 'B13', full: false })
    expect(readPostcode('B139AX')).toEqual({ outward: 'B13', full: true })
  })

  it('finds an outward code and the start of one', () => {
    expect(slugs('B13')).toContain('moseley')
    expect(slugs('b1')).toContain('birmingham-city-centre')
  })

  it('forgives a small typo in a name', () => {
    expect(slugs('Mosely')[0]).toBe('moseley')
    expect(slugs('Edgbastn')[0]).toBe('edgbaston')
    expect(slugs('Sutton Colfield')[0]).toBe('sutton-coldfield')
  })

  it('finds names by their start first, then anywhere in them', () => {
    expect(slugs('mose')[0]).toBe('moseley')
    expect(slugs('coldfield')).toContain('sutton-coldfield')
    expect(slugs("king's heath")).toContain('kings-heath')
  })

  it('finds nothing for a postcode no area covers, or for nonsense', () => {
    expect(slugs('M1 1AA')).toEqual([])
    expect(slugs('SW1A 2AA')).toEqual([])
    expect(slugs('zzz')).toEqual([])
    expect(slugs('   ')).toEqual([])
  })

  it('opens a page on Enter only when exactly one area matches', () => {
    expect(onlyMatch(searchAreaList('B13 9', AREAS))).toBeNull()
    expect(onlyMatch(searchAreaList('Mosely', AREAS))?.slug).toBe('moseley')
  })

  it('sends a search with no match to a request keeping what was typed', () => {
    expect(requestHref('M1 1AA')).toBe('/book?postcode=M1%201AA')
    expect(requestHref('Wake Green')).toBe('/book?address=Wake%20Green')
  })
})
