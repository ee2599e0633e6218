import { renderToStaticMarkup } from 'react-dom/server'
import { createElement } from 'react'

import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { PathnameContext } from 'next/dist/shared/lib/hooks-client-context.shared-runtime'

import { AreaPageView } from '@/components/areas/AreaPageView'
import { EstimateView } from '@/components/estimate/EstimateView'
import { SiteDocument } from '@/components/layout/SiteDocument'
import { areaPath } from '@/lib/areas/routes'
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

/** The measured text inside <main> of every area page (what the indexing rule measures: areaPageText). */
export function renderedAreaTexts(inputs: AreaPageInputs = seededInputs()): PageText[] {
  return AREAS.map((area) => ({ key: area.slug, name: area.name, text: measuredText(renderedAreaHtml(area, inputs)) }))
}

/** The products the estimate lists on a fresh install (readPricedProducts' defaults). */
const seededPricedProducts = () =>
  DEFAULT_PRODUCTS.map(({ slug, name, type, finishes, options }) => ({ slug, name, type, finishes, options }))

const noop = () => {}
/** A router that goes nowhere: the layout's client parts ask for one while rendering, and act on it only in effects. */
const STILL_ROUTER: AppRouterInstance = {
  back: noop,
  forward: noop,
  refresh: noop,
  push: noop,
  replace: noop,
  prefetch: noop,
  bfcacheId: 'test',
}

/**
 * An area page's whole document as served, without a server: the layout's document (SiteDocument: skip link, header,
 * main, footer) around the route's AreaPageView, with the estimate the route passes it (EstimateView, what
 * LazyEstimate renders) and the request-mode booking form (the seeded booking mode). The pathname is the page's own,
 * as the router gives the header on that page, and a router that goes nowhere.
 */
export function servedAreaHtml(area: (typeof AREAS)[number], inputs: AreaPageInputs = seededInputs()): string {
  const data = assembleAreaPage(area, inputs)
  const estimate = createElement(EstimateView, {
    idPrefix: 'quick-estimate',
    offer: 'area',
    priced: seededPricedProducts(),
  })
  const page = createElement(AreaPageView, { data, estimate })
  // The page as SiteDocument's typed `children` prop: as createElement's third argument it would not satisfy the type.
  // eslint-disable-next-line react/no-children-prop
  const document = createElement(SiteDocument, {
    settings: inputs.settings,
    hiddenAreaSlugs: [...inputs.hidden],
    fontClassName: '',
    children: page,
  })
  const routed = createElement(PathnameContext.Provider, { value: areaPath(area.slug) }, document)
  return renderToStaticMarkup(createElement(AppRouterContext.Provider, { value: STILL_ROUTER }, routed))
}

/**
 * The visible text of every visible area page as served: the whole document, header, footer and shared sections
 * included, and the local jobs too (a visitor reads them; a job's note is its page's own text). The project's
 * own-text figure (`npm run bench:areas`) is measured on this.
 */
export function servedAreaTexts(inputs: AreaPageInputs = seededInputs()): PageText[] {
  const hidden = new Set(inputs.hidden)
  return AREAS.filter((a) => !hidden.has(a.slug)).map((area) => ({
    key: area.slug,
    name: area.name,
    text: htmlText(servedAreaHtml(area, inputs)),
  }))
}
