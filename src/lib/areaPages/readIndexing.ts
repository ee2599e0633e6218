import { type AreaIndexing, decideIndexing, measureAreaIndexing, realJobCounts } from './indexing'
import { getAreaOverrides, getHiddenAreaSlugs } from '@/lib/cms/areaOverrides'
import { getReviewAreas, getTestimonials } from '@/lib/cms/textContent'
import { getGalleryImages } from '@/lib/areas/readGallery'
import { getLocalJobs, getLocalJobsInArea } from '@/lib/localJobs/readLocalJobs'
import { getPromotion, getSiteSettings } from '@/lib/cms/siteSettings'

let last: { key: string; result: Promise<Map<string, AreaIndexing>> } | null = null

/**
 * The measure of every visible area page (rules in src/lib/areaPages/indexing.ts), before any lift by local jobs. Built
 * from the same CMS reads as the pages, so it changes when they change (settings, promotion, overrides,
 * testimonials, media). The measure compares every page with every other, so the last result is kept in memory while
 * its inputs stay the same (a cache of a pure function of the CMS data: every server computes the same).
 */
async function measuredIndexing(): Promise<Map<string, AreaIndexing>> {
  const [settings, promotion, overrides, hidden, testimonials, pool] = await Promise.all([
    getSiteSettings(),
    getPromotion(),
    getAreaOverrides(),
    getHiddenAreaSlugs(),
    getTestimonials(),
    getGalleryImages(),
  ])
  const key = JSON.stringify([settings, promotion, overrides, hidden, testimonials, pool])
  // Pages rendered at the same time share one measurement (about a second of CPU for every area page).
  if (last?.key !== key) {
    const result = Promise.resolve().then(() =>
      measureAreaIndexing(
        { settings, promotion, hidden, testimonials, pool },
        new Map(overrides.map((o) => [o.area, o])),
      ),
    )
    last = { key, result }
  }
  return last.result
}

const countBy = (slugs: string[]) => {
  const out = new Map<string, number>()
  for (const slug of slugs) out.set(slug, (out.get(slug) ?? 0) + 1)
  return out
}

/** Whether each visible area page is indexed, and why: the measure, with the lift of published real jobs. */
export async function getAreaIndexing(): Promise<Map<string, AreaIndexing>> {
  const [measured, jobs, reviewAreas] = await Promise.all([measuredIndexing(), getLocalJobs(), getReviewAreas()])
  const counts = realJobCounts(jobs)
  const reviews = countBy(reviewAreas)
  return new Map([...measured].map(([slug, m]) => [slug, decideIndexing(m, counts.get(slug), reviews.get(slug))]))
}

/**
 * Whether one area page is indexed (false for an unknown or hidden area). Reads only this area's jobs, so a job
 * elsewhere does not re-render the page.
 */
export async function isAreaIndexable(slug: string): Promise<boolean> {
  const [measured, jobs, reviewAreas] = await Promise.all([
    measuredIndexing(),
    getLocalJobsInArea(slug),
    getReviewAreas(),
  ])
  const m = measured.get(slug)
  return m ? decideIndexing(m, realJobCounts(jobs).get(slug), countBy(reviewAreas).get(slug)).indexable : false
}
