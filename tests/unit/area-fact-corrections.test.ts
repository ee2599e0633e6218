import { describe, expect, it } from 'vitest'

import { getArea, isCoveredOutwardCode, searchAreas } from '@/lib/areas'
import { localFacts } from '@/lib/areas/localFacts'
import { renderedAreaTexts } from '../support/area-pages'

const SHOWROOM = { lat: 52.4524, lng: -1.7689 }
const slugs = (areas: readonly { slug: string }[]) => areas.map((a) => a.slug)

describe('postcode districts checked against public sources', () => {
  it('puts Birchfield in B6 and B20, not B19', () => {
    const birchfield = getArea('birchfield')!
    expect(birchfield.postcodes).toEqual(['B6', 'B20'])
    expect(slugs(searchAreas('B6 7AA'))).toContain('birchfield')
    expect(slugs(searchAreas('B19 1AA'))).not.toContain('birchfield')
    // The page names the other areas that share its districts: Aston and Witton in B6, no longer Lozells in B19.
    const shared = localFacts(birchfield, SHOWROOM, []).sharedDistricts
    expect(shared.map((d) => d.code)).toEqual(['B6', 'B20'])
    expect(slugs(shared[0]!.areas)).toEqual(['aston', 'witton'])
    expect(slugs(localFacts(getArea('lozells')!, SHOWROOM, []).sharedDistricts.flatMap((d) => d.areas))).not.toContain(
      'birchfield',
    )
  })

  it('puts Catherine-de-Barnes in B91 and B92', () => {
    expect(getArea('catherine-de-barnes')!.postcodes).toEqual(['B91', 'B92'])
    expect(slugs(isCoveredOutwardCode('B92'))).toContain('catherine-de-barnes')
    expect(slugs(searchAreas('B92 0DJ'))).toContain('catherine-de-barnes')
  })
})

describe('area page claims checked against public sources', () => {
  const pages = new Map(renderedAreaTexts().map((p) => [p.key, p.text]))
  const page = (slug: string) => pages.get(slug)!

  it('names the civic buildings on Victoria Square instead of calling them all Victorian', () => {
    expect(page('birmingham-city-centre')).not.toMatch(/Victorian civic/i)
    expect(page('birmingham-city-centre')).toContain('the Town Hall and the Council House on Victoria Square')
  })

  it('does not say Stechford’s ford crossed the River Cole', () => {
    expect(page('stechford')).not.toMatch(/\bford\b[^.]*\bRiver Cole\b|\bcrossing of the River Cole\b/i)
    expect(page('stechford')).toContain('Stechford takes its name from an old ford')
  })

  it('gives no disputed year for joining Birmingham', () => {
    for (const [slug, text] of pages) expect(text, slug).not.toMatch(/\b(joined|into|part of) Birmingham in 191[12]\b/)
    expect(page('erdington')).toContain('joined Birmingham shortly before the First World War')
  })

  it('describes the houses that stand in Bilston now, not the terraces the council replaced', () => {
    expect(getArea('bilston')!.propertyTypes).not.toContain('Victorian terraces')
    expect(page('bilston')).not.toMatch(/Victorian terraces/i)
  })

  it('gives no disputed opening year for Kings Heath station', () => {
    expect(page('kings-heath')).not.toMatch(/\b18(40|41)\b/)
    expect(page('kings-heath')).toContain('grew after its railway station opened')
  })
})

describe('eight more area facts checked against public sources', () => {
  const pages = new Map(renderedAreaTexts().map((p) => [p.key, p.text]))
  const page = (slug: string) => pages.get(slug)!

  it('calls Lichfield a city', () => {
    expect(getArea('lichfield')!.kind).toBe('City')
  })

  it('puts Four Oaks in B74 only (B75 is Mere Green and Roughley)', () => {
    expect(getArea('four-oaks')!.postcodes).toEqual(['B74'])
    expect(slugs(isCoveredOutwardCode('B75'))).not.toContain('four-oaks')
    expect(slugs(isCoveredOutwardCode('B75'))).toContain('mere-green')
  })

  it('counts Pheasey as part of Great Barr, not on the Walsall side of it', () => {
    expect(getArea('pheasey')!.description).not.toMatch(/Walsall side/)
    expect(getArea('pheasey')!.description).toContain('usually counted part of Great Barr')
    expect(getArea('pheasey')!.description).toContain('Kingstanding and Sutton Coldfield')
  })

  it('gives no disputed founding date for Polesworth Abbey', () => {
    expect(page('polesworth')).not.toMatch(/9th century|\b8\d\d\b/)
    expect(getArea('polesworth')!.description).toContain('an abbey of Anglo-Saxon origin')
  })

  it('dates Water Orton’s bridge as Tudor, about 1520', () => {
    expect(getArea('water-orton')!.description).not.toMatch(/medieval bridge/)
    expect(getArea('water-orton')!.description).toContain('Tudor bridge of about 1520')
  })

  it('does not put Grimshaw Hall on Knowle’s High Street', () => {
    expect(getArea('knowle')!.description).not.toMatch(/Grimshaw Hall (along|on) its high street/i)
    expect(getArea('knowle')!.description).toContain('and, nearby, Grimshaw Hall')
  })

  it('gives Henley-in-Arden’s High Street as about half a mile', () => {
    expect(page('henley-in-arden')).not.toMatch(/mile-long/i)
    expect(getArea('henley-in-arden')!.description).toContain('about half a mile long')
  })

  it('says Alvechurch’s church is of medieval origin, largely rebuilt by Butterfield', () => {
    expect(getArea('alvechurch')!.description).not.toMatch(/and a medieval church/)
    expect(getArea('alvechurch')!.description).toContain('largely rebuilt by William Butterfield in 1859–61')
  })

  it('says Pype Hayes was first built between the wars and largely rebuilt since the 1990s, and names its houses now', () => {
    expect(page('pype-hayes')).toContain('largely rebuilt since the 1990s')
    expect(page('pype-hayes')).not.toMatch(/built mainly between the wars/i)
    expect(getArea('pype-hayes')!.propertyTypes).toEqual(['modern family homes', 'inter-war semi-detached houses'])
    expect(page('pype-hayes')).not.toMatch(/council-built/i)
  })

  it('places Walsall north-west of Birmingham, not on the edge of the conurbation', () => {
    expect(page('walsall')).toContain('A market town north-west of Birmingham')
    expect(page('walsall')).not.toMatch(/edge of the conurbation/i)
  })

  it('puts Frankley near Frankley Reservoir, not beside it', () => {
    expect(page('frankley')).toContain('near Frankley Reservoir')
    expect(page('frankley')).not.toMatch(/beside Frankley Reservoir/i)
  })

  it('puts Hatton north-west of Warwick, where its coordinates are', () => {
    const hatton = getArea('hatton')!
    expect([hatton.lat, hatton.lng]).toEqual([52.301, -1.646])
    expect(page('hatton')).toContain('north-west of Warwick')
    expect(page('hatton')).not.toMatch(/(?<!north-)west of Warwick/)
  })

  it('puts Studley just south-east of Redditch', () => {
    expect(page('studley')).toContain('just south-east of Redditch')
    expect(page('studley')).not.toMatch(/just east of Redditch/i)
  })
})
