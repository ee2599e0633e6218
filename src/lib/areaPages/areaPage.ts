/**
 * Pure assembly of an area page: generated text with the owner's override on top, the gallery split into
 * featured / thumbnails / gallery, and the testimonials to show. No I/O: the page passes in what the CMS returned.
 */
import type { AreaOverrideView } from '@/lib/cms/areaOverrides'
import type { PromotionSettings, SiteSettings } from '@/lib/cms/siteSettings'
import type { TestimonialView } from '@/lib/cms/textContent'
import type { GalleryImageView } from '@/lib/areas/readGallery'
import type { LocalJobView } from '@/lib/localJobs/readLocalJobs'
import { finishHex } from '@/content/finishes'
import { formatPenceShort } from '@/lib/format/money'
import { byRealThenNewest } from '@/lib/localJobs/jobs'
import { galleryLabel } from '@/lib/areas/gallery'
import { type AreaContent, type GeneratorFacts, generateAreaContent, selectGallery } from '@/lib/areas/generator'
import { localFacts } from '@/lib/areas/localFacts'
import { nearbyAreas } from '@/lib/areas/nearby'
import type { Area } from '@/content/areaTypes'

/** The business facts the generator needs, from the settings and promotion globals (never literals). */
export function generatorFacts(settings: SiteSettings, promotion: PromotionSettings): GeneratorFacts {
  return {
    offerPricePence: promotion.areaOffer.pricePence,
    offerBlindCount: promotion.areaOffer.blindCount,
    guaranteeYears: settings.guaranteeYears,
    brandName: settings.businessName,
    showroom: { lat: settings.geo.lat, lng: settings.geo.lng, label: settings.address.locality },
    responseHours: settings.leadTimes.responseHours,
  }
}

/** The area offer as an area page shows it (hero highlights, Quick Quote). */
export interface OfferFacts {
  /** e.g. '£150' */
  price: string
  blindCount: number
  responseHours: number
}

/** The area offer from the promotion global, with the promised reply time from the settings. */
export function offerFacts(
  promotion: { areaOffer: { pricePence: number; blindCount: number } },
  responseHours: number,
): OfferFacts {
  return {
    price: formatPenceShort(promotion.areaOffer.pricePence),
    blindCount: promotion.areaOffer.blindCount,
    responseHours,
  }
}

export type AreaPageText = Omit<AreaContent, 'intro'> & { intro: string[] }

/** Generated text with every field the owner's area override sets replaced. */
export function applyOverride(content: AreaContent, override: AreaOverrideView | null): AreaPageText {
  if (!override) return { ...content, intro: [...content.intro] }
  return {
    ...content,
    h1: override.h1?.trim() || content.h1,
    metaTitle: override.metaTitle?.trim() || content.metaTitle,
    metaDescription: override.metaDescription?.trim() || content.metaDescription,
    intro: override.intro ?? [...content.intro],
    benefits: override.benefits ?? content.benefits,
    faqs: override.faqs ?? content.faqs,
  }
}

export interface ArrangedGallery<T> {
  featured: T | null
  /** Up to 3, shown under the featured image */
  thumbnails: T[]
  /** Up to `galleryMax` (8), different from the featured four whenever there are enough images */
  gallery: T[]
}

/**
 * Splits the images of an area page. Override images keep the owner's order; otherwise the pool is shuffled with a
 * seed from the slug (so an area always shows the same pictures) and the first image that `preferFeatured` accepts
 * (a room scene) leads. The gallery shows the images after the featured four, or all of them when there are no more.
 */
export function arrangeGallery<T>(
  pool: readonly T[],
  slug: string,
  shuffle: (items: readonly T[], slug: string, count: number) => T[],
  options: { overrideImages?: readonly T[] | null; preferFeatured?: (item: T) => boolean; galleryMax?: number } = {},
): ArrangedGallery<T> {
  const max = options.galleryMax ?? 8
  let ordered: T[]
  if (options.overrideImages && options.overrideImages.length > 0) {
    ordered = [...options.overrideImages]
  } else {
    ordered = shuffle(pool, slug, pool.length)
    const lead = options.preferFeatured ? ordered.findIndex(options.preferFeatured) : -1
    if (lead > 0) ordered = [ordered[lead], ...ordered.slice(0, lead), ...ordered.slice(lead + 1)]
  }
  const rest = ordered.slice(4)
  return {
    featured: ordered[0] ?? null,
    thumbnails: ordered.slice(1, 4),
    gallery: (rest.length > 0 ? rest : ordered).slice(0, max),
  }
}

/**
 * Testimonials for an area page: this area's first, then general ones (no area), then the rest;
 * real customers before demo entries. Never invents one.
 */
export function pickTestimonials(list: readonly TestimonialView[], slug: string, count = 3): TestimonialView[] {
  const rank = (t: TestimonialView) => (t.demo ? 3 : 0) + (t.area === slug ? 0 : t.area == null ? 1 : 2)
  return list
    .map((t, i) => ({ t, i }))
    .sort((a, b) => rank(a.t) - rank(b.t) || a.i - b.i)
    .slice(0, Math.max(0, count))
    .map((x) => x.t)
}

export interface RatingSummary {
  /** One decimal place */
  average: number
  count: number
}

/** Average rating of real (non-demo) testimonials, optionally of one area; null when there are none. */
export function realRating(list: readonly TestimonialView[], slug?: string): RatingSummary | null {
  const real = list.filter((t) => !t.demo && (slug === undefined || t.area === slug))
  if (real.length === 0) return null
  const sum = real.reduce((s, t) => s + t.rating, 0)
  return { average: Math.round((sum / real.length) * 10) / 10, count: real.length }
}

/** Pictures in an area page's gallery section (after the hero's four): the same artwork on every page, so few. */
export const GALLERY_MAX = 4

/** How many neighbouring areas an area page links, with their distances. */
export const NEARBY_COUNT = 10

/** What the CMS returned for one area page (the loader fetches it; tests pass the seeded defaults). */
export interface AreaPageInputs {
  settings: SiteSettings
  promotion: PromotionSettings
  override: AreaOverrideView | null
  /** Slugs the owner hid: left out of the nearby links */
  hidden: readonly string[]
  testimonials: readonly TestimonialView[]
  /** The gallery pool */
  pool: readonly GalleryImageView[]
  /** Published local jobs of this area and its neighbours (any others are ignored) */
  jobs?: readonly LocalJobView[]
}

/**
 * Local jobs an area page shows: its own, then up to NEARBY_JOBS from its listed neighbours; real jobs before demo
 * entries, newest first.
 */
export const OWN_JOBS = 6
export const NEARBY_JOBS = 3

export interface NearbyJob {
  job: LocalJobView
  /** Straight-line distance between the two areas' centres */
  km: number
}

/** A job is another area's nearby proof only when that area is one of the page's listed neighbours. */
export function pickAreaJobs(
  jobs: readonly LocalJobView[],
  slug: string,
  neighbours: readonly { area: { slug: string }; km: number }[],
): { own: LocalJobView[]; nearby: NearbyJob[] } {
  const newest = [...jobs].sort(byRealThenNewest)
  const km = new Map(neighbours.map((n) => [n.area.slug, n.km]))
  return {
    own: newest.filter((j) => j.area === slug).slice(0, OWN_JOBS),
    nearby: newest
      .filter((j) => j.area !== slug && km.has(j.area))
      .slice(0, NEARBY_JOBS)
      .map((job) => ({ job, km: km.get(job.area) as number })),
  }
}

/** Everything one area page shows, assembled from its area and the CMS data. Pure. */
export function assembleAreaPage(area: Area, inputs: AreaPageInputs) {
  const { settings, promotion, override, hidden, testimonials, pool, jobs = [] } = inputs
  const nearby = nearbyAreas(area, hidden, NEARBY_COUNT)
  const facts = localFacts(area, settings.geo, nearby, hidden)
  const generated = generateAreaContent(area, generatorFacts(settings, promotion), nearby)
  const text = applyOverride(generated, override)

  // The owner's images for this area replace the gallery; label them like the gallery's own images.
  const byUrl = new Map(pool.map((img) => [img.url, img]))
  const overrideImages: GalleryImageView[] | null =
    override?.images?.map((img) => {
      const known = byUrl.get(img.url)
      if (known) return { ...known, alt: img.alt || known.alt }
      const label = galleryLabel({ alt: img.alt })
      return { ...img, ...label, swatch: label.finish ? finishHex(label.finish) : null }
    }) ?? null

  const images = arrangeGallery(pool, area.slug, selectGallery, {
    overrideImages,
    preferFeatured: (img) => img.kind !== 'finish', // a room scene or a photo leads
    galleryMax: GALLERY_MAX,
  })

  return {
    area,
    text,
    settings,
    promotion,
    images,
    // Only this area's testimonials and general ones: another place's customer is no local proof.
    testimonials: pickTestimonials(
      testimonials.filter((t) => t.area == null || t.area === area.slug),
      area.slug,
      3,
    ),
    nearby,
    facts,
    jobs: pickAreaJobs(jobs, area.slug, facts.neighbours),
  }
}

export type AreaPageData = ReturnType<typeof assembleAreaPage>
