import { cache } from 'react'

import { getArea } from '@/lib/areas'
import { nearbyAreas } from '@/lib/areas/nearby'
import { assembleAreaPage, type AreaPageData, NEARBY_COUNT } from '@/lib/areaPages/areaPage'
import { getAreaOverride, getHiddenAreaSlugs } from '@/lib/cms/areaOverrides'
import { getTestimonials } from '@/lib/cms/textContent'
import { getGalleryImages } from '@/lib/areas/readGallery'
import { getLocalJobsInAreas } from '@/lib/localJobs/readLocalJobs'
import { getPromotion, getSiteSettings } from '@/lib/cms/siteSettings'

/**
 * Everything one area page shows, or null when the slug is unknown or the owner hid the area (the page answers 404).
 * Every read goes through the tagged CMS getters, so saving an area override, a testimonial, an image, a setting or
 * a local job of this area or a neighbouring one refreshes the page on its next request. Wrapped in React's cache: generateMetadata and the page share one load.
 */
export const loadAreaPage = cache(async (slug: string): Promise<AreaPageData | null> => {
  const area = getArea(slug)
  if (!area) return null

  const [settings, promotion, override, hidden, testimonials, pool] = await Promise.all([
    getSiteSettings(),
    getPromotion(),
    getAreaOverride(slug),
    getHiddenAreaSlugs(),
    getTestimonials(),
    getGalleryImages(),
  ])
  if (override?.hidden) return null
  // Its own jobs and its listed neighbours' (shown as nearby): one read, tagged, per area.
  const jobs = await getLocalJobsInAreas([slug, ...nearbyAreas(area, hidden, NEARBY_COUNT).map((a) => a.slug)])

  return assembleAreaPage(area, { settings, promotion, override, hidden, testimonials, pool, jobs })
})

export type { AreaPageData }
