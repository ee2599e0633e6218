import { cmsQuery } from './cache'
import {
  COLLECTION_PAGE_DEFAULTS,
  CONTACT_PAGE_DEFAULTS,
  HOME_PAGE_DEFAULTS,
  type CollectionPagesContent,
  type CollectionWords,
  type ContactWords,
  type HomePageContent,
} from './defaults'
import { getPayloadClient } from './payload'
import { clone, withDefaults } from './settings'
import { TAGS } from './tags'

/**
 * Page words from the page-content globals. Visitors get the published version through the data cache (tagged, so
 * publishing expires exactly the pages that show it); a draft request (an editor's preview) reads the newest draft
 * straight from the database, uncached. Fields left empty fall back to the defaults. Placeholders (`{phone}`) are
 * filled by the page, with the settings it already reads.
 */
export type HomePageView = HomePageContent

/** A home page section's heading: eyebrow, title and intro. */
export type SectionWords = HomePageContent['services']

async function readHomePage(draft: boolean): Promise<HomePageView> {
  const payload = await getPayloadClient()
  // Published: read as the public (the access rule filters drafts out). Draft: the caller checked the editor.
  const doc = await payload.findGlobal({ slug: 'home-page', depth: 0, draft, overrideAccess: draft })
  const merged = withDefaults(HOME_PAGE_DEFAULTS, doc)
  return {
    ...merged,
    hero: {
      ...merged.hero,
      benefits: HOME_PAGE_DEFAULTS.hero.benefits.map((b, i) => ({ text: merged.hero.benefits[i]?.text || b.text })),
    },
  }
}

const getPublishedHomePage = cmsQuery(
  'home-page',
  () => readHomePage(false),
  () => [TAGS.homePage],
  () => clone(HOME_PAGE_DEFAULTS),
)

/** The home page's words: published, or the newest draft for an editor's preview. */
export const getHomePage = (draft = false): Promise<HomePageView> =>
  draft ? readHomePage(true) : getPublishedHomePage()

/** Saved rows as plain lines, or undefined when none were written (the defaults show). */
const lines = (rows: { text?: string | null }[] | null | undefined) => {
  const out = (rows ?? []).map((r) => r.text ?? '').filter(Boolean)
  return out.length ? out : undefined
}

async function readCollectionPages(draft: boolean): Promise<CollectionPagesContent> {
  const payload = await getPayloadClient()
  // Published: read as the public (the access rule filters drafts out). Draft: the caller checked the editor.
  const doc = await payload.findGlobal({ slug: 'collection-pages', depth: 0, draft, overrideAccess: draft })
  const page = (key: 'fauxWood' | 'wooden'): CollectionWords => {
    const saved = doc[key]
    const merged = withDefaults(COLLECTION_PAGE_DEFAULTS[key], {
      ...saved,
      why: saved?.why && {
        ...saved.why,
        points: undefined,
        rooms: lines(saved.why.rooms),
      },
    })
    // The three points sit beside three icons: each keeps its place, an empty one shows the default.
    merged.why.points = COLLECTION_PAGE_DEFAULTS[key].why.points.map((d, i) => ({
      title: saved?.why?.points?.[i]?.title || d.title,
      text: saved?.why?.points?.[i]?.text || d.text,
    }))
    return merged
  }
  return { fauxWood: page('fauxWood'), wooden: page('wooden') }
}

const getPublishedCollectionPages = cmsQuery(
  'collection-pages',
  () => readCollectionPages(false),
  () => [TAGS.collectionPages],
  () => clone(COLLECTION_PAGE_DEFAULTS),
)

/** The two collection pages' words: published, or the newest draft for an editor's preview. */
export const getCollectionPages = (draft = false): Promise<CollectionPagesContent> =>
  draft ? readCollectionPages(true) : getPublishedCollectionPages()

async function readContactPage(draft: boolean): Promise<ContactWords> {
  const payload = await getPayloadClient()
  // Published: read as the public (the access rule filters drafts out). Draft: the caller checked the editor.
  const doc = await payload.findGlobal({ slug: 'contact-page', depth: 0, draft, overrideAccess: draft })
  const merged = withDefaults(CONTACT_PAGE_DEFAULTS, doc) as ContactWords & Record<string, unknown>
  // Only the words: the document's status and dates are not part of them.
  const words = Object.keys(CONTACT_PAGE_DEFAULTS).map((key) => [key, merged[key]])
  return Object.fromEntries(words) as ContactWords
}

const getPublishedContactPage = cmsQuery(
  'contact-page',
  () => readContactPage(false),
  () => [TAGS.contactPage],
  () => clone(CONTACT_PAGE_DEFAULTS),
)

/** The contact page's words: published, or the newest draft for an editor's preview. */
export const getContactPage = (draft = false): Promise<ContactWords> =>
  draft ? readContactPage(true) : getPublishedContactPage()
