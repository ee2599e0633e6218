import { cache } from 'react'

import { generateAreaContent, getArea, selectGallery } from '@/lib/areas'
import { galleryLabel } from '@/lib/areas/gallery'
import { nearbyAreas } from '@/lib/areas/nearby'
import { applyOverride, arrangeGallery, generatorFacts, pickTestimonials } from '@/lib/areas/page'
import { getAreaOverride, getHiddenAreaSlugs } from '@/lib/cms/areaOverrides'
import { getTestimonials } from '@/lib/cms/content'
import { getGalleryImages, type GalleryImageView } from '@/lib/cms/gallery'
import { getPromotion, getSiteSettings } from '@/lib/cms/settings'
import { finishHex } from '@/lib/finishes'

/**
 * Everything one area page shows, or null when the slug is unknown or the owner hid the area (the page answers 404).
 * Every read goes through the tagged CMS getters, so saving an area override, a testimonial, an image or a setting
 * refreshes the page on its next request. Wrapped in React's cache: generateMetadata and the page share one load.
 */
export const loadAreaPage = cache(async (slug: string) => {
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

  const text = applyOverride(generateAreaContent(area, generatorFacts(settings, promotion)), override)

  // The owner's images for this area replace the gallery; label them like the gallery's own images.
  const byUrl = new Map(pool.map((img) => [img.url, img]))
  const overrideImages: GalleryImageView[] | null =
    override?.images?.map((img) => {
      const known = byUrl.get(img.url)
      if (known) return { ...known, alt: img.alt || known.alt }
      const label = galleryLabel({ alt: img.alt })
      return { ...img, ...label, swatch: label.finish ? finishHex(label.finish) : null }
    }) ?? null

  const images = arrangeGallery(pool, slug, selectGallery, {
    overrideImages,
    preferFeatured: (img) => img.kind !== 'finish', // a room scene or a photo leads
  })

  return {
    area,
    text,
    settings,
    promotion,
    images,
    testimonials: pickTestimonials(testimonials, slug, 3),
    nearby: nearbyAreas(area, hidden, 6),
  }
})

export type AreaPageData = NonNullable<Awaited<ReturnType<typeof loadAreaPage>>>
