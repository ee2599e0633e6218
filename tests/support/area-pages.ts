import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'

import { AreaPageView } from '@/components/areas/AreaPageView'
import { AREAS } from '@/lib/areas'
import { isGalleryMedia } from '@/lib/areas/gallery'
import { assembleAreaPage, type AreaPageInputs } from '@/lib/areaPages/areaPage'
import type { PageText } from '@/lib/areas/uniqueness'
import {
  DEFAULT_ARTWORK,
  DEFAULT_LOCAL_JOBS,
  DEFAULT_PRODUCTS,
  DEFAULT_TESTIMONIALS,
  PROMOTION_DEFAULTS,
  SITE_SETTINGS_DEFAULTS,
} from '@/content'
import type { GalleryImageView } from '@/lib/areas/readGallery'
import { type LocalJobView, toLocalJobView } from '@/lib/localJobs/readLocalJobs'
import type { PromotionSettings, SiteSettings } from '@/content/settingsTypes'
import type { TestimonialView } from '@/lib/cms'
import { galleryLabel } from '@/lib/areas/gallery'
import { finishHex } from '@/content/finishes'

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v))

/** The seeded demo jobs as the data layer returns them. */
export function seededJobs(): LocalJobView[] {
  return DEFAULT_LOCAL_JOBS.map((j, i) => {
    const p = DEFAULT_PRODUCTS.find((x) => x.slug === j.productSlug)!
    const photos = j.photoKeys.map((key) => {
      const a = DEFAULT_ARTWORK.find((x) => x.key === key)!
      return { id: i + 1, url: `/api/cms/media/file/${a.filename}`, alt: a.alt, width: a.width, height: a.height }
    })
    return toLocalJobView({
      ...j,
      id: i + 1,
      demo: true,
      product: { name: p.name, slug: p.slug, type: p.type },
      photos,
    })
  })
}

/** The CMS data a fresh install serves: the seeded settings, promotion, demo testimonials, demo jobs and artwork. */
export function seededInputs(): AreaPageInputs {
  const pool: GalleryImageView[] = DEFAULT_ARTWORK.filter((a) => isGalleryMedia({ seedKey: a.key })).map((a) => {
    const label = galleryLabel({ seedKey: a.key, alt: a.alt })
    return {
      url: `/api/cms/media/file/${a.filename}`,
      alt: a.alt,
      width: a.width,
      height: a.height,
      ...label,
      swatch: label.finish ? finishHex(label.finish) : null,
    }
  })
  const testimonials: TestimonialView[] = DEFAULT_TESTIMONIALS.map((t, i) => ({
    id: i + 1,
    quote: t.quote,
    name: t.name,
    location: t.location,
    rating: t.rating,
    area: t.area || null,
    demo: true,
  }))
  return {
    settings: clone(SITE_SETTINGS_DEFAULTS) as SiteSettings,
    promotion: clone(PROMOTION_DEFAULTS) as PromotionSettings,
    override: null,
    hidden: [],
    testimonials,
    pool,
    jobs: seededJobs(),
  }
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' }

/** The visible text of an HTML fragment: scripts and styles dropped, tags as spaces, entities decoded. */
export function htmlText(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] === '#') return String.fromCodePoint(e[1] === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1)))
      return ENTITIES[e.toLowerCase()] ?? m
    })
    .replace(/\s+/g, ' ')
    .trim()
}

/** Sections the indexing measure leaves out (the local jobs: see src/lib/areaPages/indexing.ts). They hold no section. */
const UNMEASURED = /<section\b[^>]*\bdata-unmeasured="true"[^>]*>[\s\S]*?<\/section>/g

/** The area page's HTML as rendered from the same view the route renders. */
export function renderedAreaHtml(area: (typeof AREAS)[number], inputs: AreaPageInputs = seededInputs()): string {
  return renderToStaticMarkup(createElement(AreaPageView, { data: assembleAreaPage(area, inputs) }))
}

/** The measured text of an area page's HTML: what the page shows, less the unmeasured sections. */
export const measuredText = (html: string): string => htmlText(html.replace(UNMEASURED, ' '))

/** The measured text inside <main> of every area page. */
export function renderedAreaTexts(inputs: AreaPageInputs = seededInputs()): PageText[] {
  return AREAS.map((area) => ({ key: area.slug, name: area.name, text: measuredText(renderedAreaHtml(area, inputs)) }))
}
