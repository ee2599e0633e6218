import { describe, expect, it } from 'vitest'

import { AREAS, getArea } from '@/lib/areas'
import { decideIndexing, measureAreaIndexing, realJobCounts } from '@/lib/areaPages/indexing'
import { nearbyAreas } from '@/lib/areas/nearby'
import { NEARBY_COUNT, NEARBY_JOBS, OWN_JOBS, pickAreaJobs } from '@/lib/areaPages/areaPage'
import { UNIQUENESS_GOALS } from '@/lib/areas/uniqueness'
import type { TestimonialView } from '@/lib/cms'
import type { LocalJobView } from '@/lib/localJobs/readLocalJobs'
import { jobMonthLabel, jobNote, jobProductText, normaliseJobMonth, windowsText } from '@/lib/localJobs/jobs'
import { filterJobs, hasQuery, ourWorkHref, parseOurWorkFilters } from '@/lib/ourWork/filters'
import { htmlText, measuredText, renderedAreaHtml, seededInputs, seededJobs } from '../support/area-pages'

let id = 100
const job = (area: string, over: Partial<LocalJobView> = {}): LocalJobView => ({
  id: ++id,
  area,
  areaName: getArea(area)?.name ?? area,
  month: '2026-03-01T12:00:00.000Z',
  monthLabel: 'March 2026',
  product: { name: 'Real Wood Venetian Blinds', slug: 'wooden-venetian-blinds', type: 'wooden' },
  finish: 'Oxford',
  swatch: '#8a5a36',
  rooms: 'Front room bay',
  windows: 3,
  note: `A note written for job ${id}, about the bay and how it was fitted.`,
  photos: [],
  demo: false,
  ...over,
})

describe('local job helpers', () => {
  it('stores the month the UK clock reads, as noon on the first, and labels it', () => {
    // The admin's month picker in UK summer time sends 23:00 UTC on the last day of the month before.
    expect(normaliseJobMonth('2026-05-31T23:00:00.000Z')).toBe('2026-06-01T12:00:00.000Z')
    expect(normaliseJobMonth('2026-03-01T00:00:00.000Z')).toBe('2026-03-01T12:00:00.000Z')
    expect(normaliseJobMonth('2026-03-31T22:59:00.000Z')).toBe('2026-03-01T12:00:00.000Z')
    expect(jobMonthLabel('2026-03-01T12:00:00.000Z')).toBe('March 2026')
    expect(jobMonthLabel('2025-12-31T23:30:00.000Z')).toBe('December 2025')
  })

  it('shows a demo note without its label, and reads product, finish and windows', () => {
    expect(jobNote({ note: 'Example job: one blind per face.', demo: true })).toBe('One blind per face.')
    expect(jobNote({ note: 'Example job: kept as typed.', demo: false })).toBe('Example job: kept as typed.')
    expect(jobProductText(job('moseley'))).toBe('Real Wood Venetian Blinds in Oxford')
    expect(jobProductText(job('moseley', { finish: null }))).toBe('Real Wood Venetian Blinds')
    expect([windowsText(1), windowsText(4)]).toEqual(['1 window', '4 windows'])
  })
})

describe('/our-work filters', () => {
  const products = ['wooden-venetian-blinds', 'faux-wood-venetian-blinds']

  it('keeps only a known area and product; anything else shows every job', () => {
    expect(parseOurWorkFilters({ area: 'moseley', product: 'wooden-venetian-blinds' }, products)).toEqual({
      area: 'moseley',
      product: 'wooden-venetian-blinds',
    })
    expect(parseOurWorkFilters({ area: 'atlantis', product: ['x', 'y'] }, products)).toEqual({
      area: null,
      product: null,
    })
    expect(parseOurWorkFilters({ area: ['harborne', 'moseley'], product: '' }, products)).toEqual({
      area: 'harborne',
      product: null,
    })
  })

  it('builds filtered addresses and tells a filtered view from the plain page', () => {
    expect(ourWorkHref({})).toBe('/our-work')
    expect(ourWorkHref({ area: 'moseley' })).toBe('/our-work?area=moseley')
    expect(ourWorkHref({ area: 'kings-heath', product: 'wooden-venetian-blinds' })).toBe(
      '/our-work?area=kings-heath&product=wooden-venetian-blinds',
    )
    expect(hasQuery({})).toBe(false)
    expect(hasQuery({ area: '' })).toBe(true)
  })

  it('filters by area and by product', () => {
    const faux = { name: 'Faux', slug: 'faux-wood-venetian-blinds', type: 'faux-wood' as const }
    const jobs = [job('moseley'), job('moseley', { product: faux }), job('harborne')]
    expect(filterJobs(jobs, { area: 'moseley', product: null })).toEqual(jobs.slice(0, 2))
    expect(filterJobs(jobs, { area: null, product: faux.slug })).toEqual([jobs[1]])
    expect(filterJobs(jobs, { area: 'harborne', product: faux.slug })).toEqual([])
    expect(filterJobs(jobs, { area: null, product: null })).toEqual(jobs)
  })
})

describe('an area page’s jobs', () => {
  const moseley = getArea('moseley')!
  const neighbours = nearbyAreas(moseley, [], NEARBY_COUNT).map((area, i) => ({ area, km: i + 1 }))
  const far = 'kenilworth'

  it('shows its own jobs newest first, then nearby jobs from its listed neighbours only', () => {
    const own = [job('moseley', { month: '2025-01-01T12:00:00.000Z' }), job('moseley')]
    const near = neighbours.slice(0, 5).map((n) => job(n.area.slug))
    const picked = pickAreaJobs([...own, ...near, job(far)], 'moseley', neighbours)
    expect(picked.own.map((j) => j.id)).toEqual([own[1]!.id, own[0]!.id])
    expect(picked.nearby).toHaveLength(NEARBY_JOBS)
    for (const n of picked.nearby) expect(neighbours.map((x) => x.area.slug)).toContain(n.job.area)
    expect(picked.nearby.map((n) => n.job.area)).not.toContain(far)
    expect(
      pickAreaJobs(
        Array.from({ length: 9 }, () => job('moseley')),
        'moseley',
        neighbours,
      ).own,
    ).toHaveLength(OWN_JOBS)
  })

  it('puts real jobs before demo entries, however new the demo', () => {
    const demo = job('moseley', { demo: true, month: '2026-10-01T12:00:00.000Z' })
    const real = job('moseley', { month: '2024-01-01T12:00:00.000Z' })
    expect(pickAreaJobs([demo, real], 'moseley', neighbours).own.map((j) => j.id)).toEqual([real.id, demo.id])
  })

  it('renders them, demo jobs labelled, and leaves the section out of the measured text', { timeout: 60_000 }, () => {
    const html = renderedAreaHtml(moseley)
    expect(html).toContain('Our recent work in Moseley')
    expect(html).toContain('Example job')
    const demo = seededJobs().find((j) => j.area === 'moseley')!
    expect(htmlText(html)).toContain(jobNote(demo))
    const measured = measuredText(html)
    expect(measured).not.toContain(jobNote(demo))
    expect(measured).not.toContain('Our recent work')
    expect(measured).toContain('Questions from Moseley')
  })

  it('the seeded demo jobs leave every page’s measured text as it is without them', { timeout: 60_000 }, () => {
    const noJobs = { ...seededInputs(), jobs: [] }
    const jobAreas = new Set(seededJobs().map((j) => j.area))
    // Every page that shows a demo job: its own area's, and each page listing that area among its neighbours.
    const shown = AREAS.filter(
      (a) => jobAreas.has(a.slug) || nearbyAreas(a, [], NEARBY_COUNT).some((n) => jobAreas.has(n.slug)),
    )
    expect(shown.length).toBeGreaterThan(jobAreas.size)
    for (const area of shown) {
      const html = renderedAreaHtml(area)
      expect(html.includes('data-section="local-jobs"'), area.slug).toBe(true)
      expect(measuredText(html) === measuredText(renderedAreaHtml(area, noJobs)), area.slug).toBe(true)
    }
  })

  it('shows a neighbour’s job as nearby, linking to its area page', { timeout: 60_000 }, () => {
    const kingsHeath = getArea('kings-heath')!
    const demo = seededJobs().find((j) => j.area === 'moseley')!
    const near = nearbyAreas(kingsHeath, [], NEARBY_COUNT).map((a) => a.slug)
    expect(near).toContain('moseley')
    const html = renderedAreaHtml(kingsHeath)
    expect(html).toContain('data-testid="nearby-job"')
    expect(html).toMatch(/<a[^>]*href="\/areas\/moseley"[^>]*>Moseley<\/a>/)
    expect(html).not.toContain(jobNote(demo))
  })

  it('adds nothing to the area’s JSON-LD', { timeout: 60_000 }, () => {
    const jsonLd = (html: string) => html.match(/<script type="application\/ld\+json"[^>]*>[\s\S]*?<\/script>/g)
    const moseleyArea = getArea('moseley')!
    const withJobs = renderedAreaHtml(moseleyArea)
    const without = renderedAreaHtml(moseleyArea, { ...seededInputs(), jobs: [] })
    expect(jsonLd(withJobs)).toEqual(jsonLd(without))
  })
})

describe('testimonials tagged with an area', () => {
  const t = (area: string | null, demo: boolean, quote: string): TestimonialView => ({
    id: ++id,
    quote,
    name: `Customer ${id}`,
    location: 'Birmingham',
    area,
    rating: 5,
    demo,
  })

  it('appear on that area’s page, and not on another area’s', () => {
    const inputs = {
      ...seededInputs(),
      testimonials: [t('bromsgrove', false, 'Bromsgrove customer words.'), t('redditch', false, 'Redditch words.')],
    }
    const html = renderedAreaHtml(getArea('bromsgrove')!, inputs)
    expect(html).toContain('Bromsgrove customer words.')
    expect(html).not.toContain('Redditch words.')
    expect(html).toContain('Customer reviews')
    // Our own testimonials never become review markup on an area page, real ones included.
    expect(html).not.toMatch(/"@type":"Review"|"aggregateRating"/)
  })

  it('the seeded demo testimonial for Moseley is on the Moseley page, labelled, with no review markup', () => {
    const html = renderedAreaHtml(getArea('moseley')!)
    expect(html).toContain('Victorian bay window on a Saturday morning')
    expect(html).toContain('Example testimonial')
    expect(html).not.toMatch(/"@type":"Review"|"aggregateRating"/)
  })
})

describe('indexing: the lift by published real jobs', () => {
  it('counts published jobs per area, demo entries left out', () => {
    const counts = realJobCounts([job('moseley'), job('moseley'), job('harborne', { demo: true })])
    expect([...counts]).toEqual([['moseley', 2]])
  })

  it('lifts a page below the bar, says why, and leaves its measure as it was', () => {
    const m = { key: 'x', phrases: 100, uniquePhrases: 18, uniqueShare: 0.18, words: 500 }
    expect(decideIndexing(m)).toMatchObject({ indexable: false, realJobs: 0 })
    expect(decideIndexing(m).reason).toMatch(/too little of its own text: 18%.*a published local job/)
    const lifted = decideIndexing(m, 1)
    expect(lifted).toMatchObject({ indexable: true, realJobs: 1, uniqueShare: 0.18 })
    expect(lifted.reason).toBe('lifted by 1 published local job (the rest of its text: 18% its own)')
    const above = decideIndexing({ ...m, uniqueShare: UNIQUENESS_GOALS.minUniqueShare }, 2)
    expect(above.reason).toBe('30% of its text is its own')
  })

  it('over every area page: only the areas with a real job change, and only to indexable', { timeout: 60_000 }, () => {
    const { override: _none, jobs: _jobs, ...inputs } = seededInputs()
    const base = measureAreaIndexing(inputs, new Map())
    const lifted = measureAreaIndexing(inputs, new Map(), new Map([['bromsgrove', 1]]))
    expect(base.get('bromsgrove')!.indexable).toBe(false)
    expect(lifted.get('bromsgrove')!.indexable).toBe(true)
    for (const [slug, d] of base) {
      if (slug === 'bromsgrove') continue
      expect(lifted.get(slug)!.indexable, slug).toBe(d.indexable)
    }
  })
})
