import { SERVICE_FRAMES, type ServiceFrame } from './frames'
import type { Service } from '@/payload-types'
import { cmsQuery } from '@/lib/cms/cache'
import { SERVICE_DEFAULTS, SERVICE_SLUGS, type ServiceSlug, type ServiceWords } from '@/content/services'
import { savedLines as lines } from '@/lib/cms/pages'
import { getPayloadClient } from '@/lib/cms/payload'
import { clone, withDefaults } from '@/content/settingsTypes'
import { TAGS } from '@/lib/cms/tags'

/** One service page: its frame from code (route, icon, FAQ topic, link) and its words from the CMS. */
export type ServiceView = ServiceFrame & ServiceWords

const rowsOrDefault = <T>(rows: T[] | null | undefined) => (rows?.length ? rows : undefined)

/** A saved document as the shape of the defaults, leaving out what was not written. */
function savedWords(doc: Service): Partial<Record<keyof ServiceWords, unknown>> {
  return {
    name: doc.name,
    shortName: doc.shortName,
    meta: doc.meta,
    hero: doc.hero,
    summary: doc.summary,
    what: doc.what && {
      title: doc.what.title,
      paragraphs: lines(doc.what.paragraphs),
      included: lines(doc.what.included),
    },
    how: doc.how && {
      title: doc.how.title,
      steps: rowsOrDefault(doc.how.steps?.map(({ title, text }) => ({ title, text }))),
    },
    timings: doc.timings && {
      showOpeningHours: doc.timings.showOpeningHours,
      rows: rowsOrDefault(doc.timings.rows?.map(({ label, value }) => ({ label, value }))),
    },
    cta: doc.cta,
    homeCard: doc.homeCard && { text: doc.homeCard.text || undefined, points: lines(doc.homeCard.points) },
  }
}

const withFrames = (words: (slug: ServiceSlug) => ServiceWords): ServiceView[] =>
  SERVICE_SLUGS.map((slug) => ({ ...SERVICE_FRAMES[slug], ...words(slug) }))

const defaultServices = () => withFrames((slug) => clone(SERVICE_DEFAULTS[slug]))

async function readServices(draft: boolean): Promise<ServiceView[]> {
  const payload = await getPayloadClient()
  // Published: read as the public (the access rule filters drafts out). Draft: the caller checked the editor.
  const { docs } = await payload.find({
    collection: 'services',
    depth: 0,
    limit: SERVICE_SLUGS.length,
    pagination: false,
    draft,
    overrideAccess: draft,
  })
  const bySlug = new Map(docs.map((d) => [d.slug, d]))
  return withFrames((slug) => {
    const doc = bySlug.get(slug)
    return doc ? withDefaults(SERVICE_DEFAULTS[slug], savedWords(doc)) : clone(SERVICE_DEFAULTS[slug])
  })
}

const getPublishedServices = cmsQuery(
  'services',
  () => readServices(false),
  () => [TAGS.services],
  defaultServices,
)

/**
 * The five service pages' words, in the site's order: published (cached, tagged), or the newest drafts for an
 * editor's preview (uncached). A service without a published document shows its default words. Placeholders
 * (`{phone}`) are filled by the page, with the settings it already reads.
 */
export const getServices = (draft = false): Promise<ServiceView[]> =>
  draft ? readServices(true) : getPublishedServices()
