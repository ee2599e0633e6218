import type { DataFromGlobalSlug } from 'payload'

import { cmsQuery } from './cache'
import {
  COLLECTION_PAGE_DEFAULTS,
  CONTACT_PAGE_DEFAULTS,
  HOME_PAGE_DEFAULTS,
  type CollectionPagesContent,
  type CollectionWords,
  type ContactWords,
  type HomePageContent,
} from '@/content'
import { getPayloadClient } from './payload'
import { clone, withDefaults } from '@/content/settingsTypes'
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

type PageGlobal = 'home-page' | 'collection-pages' | 'contact-page'

/**
 * The getter of one page-content global: `words` turns the saved document into the page's words (defaults where
 * nothing was written). `getter()` is the published version, cached under `tag`; `getter(true)` the newest draft.
 */
function pageWords<S extends PageGlobal, W>(
  slug: S,
  tag: string,
  defaults: W,
  words: (doc: DataFromGlobalSlug<S>) => W,
): (draft?: boolean) => Promise<W> {
  const read = async (draft: boolean) => {
    const payload = await getPayloadClient()
    // Published: read as the public (the access rule filters drafts out). Draft: the caller checked the editor.
    return words(await payload.findGlobal({ slug, depth: 0, draft, overrideAccess: draft }))
  }
  const published = cmsQuery(
    slug,
    () => read(false),
    () => [tag],
    () => clone(defaults),
  )
  return (draft = false) => (draft ? read(true) : published())
}

/** Saved rows of one-line texts as plain lines, or undefined when none were written (the defaults show). */
export const savedLines = (rows: { text?: string | null }[] | null | undefined) => {
  const out = (rows ?? []).map((r) => r.text ?? '').filter(Boolean)
  return out.length ? out : undefined
}

/** The home page's words: published, or the newest draft for an editor's preview. */
export const getHomePage = pageWords('home-page', TAGS.homePage, HOME_PAGE_DEFAULTS, (doc): HomePageView => {
  const merged = withDefaults(HOME_PAGE_DEFAULTS, doc)
  return {
    ...merged,
    hero: {
      ...merged.hero,
      benefits: HOME_PAGE_DEFAULTS.hero.benefits.map((b, i) => ({ text: merged.hero.benefits[i]?.text || b.text })),
    },
  }
})

/** The two collection pages' words: published, or the newest draft for an editor's preview. */
export const getCollectionPages = pageWords(
  'collection-pages',
  TAGS.collectionPages,
  COLLECTION_PAGE_DEFAULTS,
  (doc): CollectionPagesContent => {
    const page = (key: 'fauxWood' | 'wooden'): CollectionWords => {
      const saved = doc[key]
      const merged = withDefaults(COLLECTION_PAGE_DEFAULTS[key], {
        ...saved,
        why: saved?.why && {
          ...saved.why,
          points: undefined,
          rooms: savedLines(saved.why.rooms),
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
  },
)

/** The contact page's words: published, or the newest draft for an editor's preview. */
export const getContactPage = pageWords('contact-page', TAGS.contactPage, CONTACT_PAGE_DEFAULTS, (doc) => {
  const merged = withDefaults(CONTACT_PAGE_DEFAULTS, doc) as ContactWords & Record<string, unknown>
  // Only the words: the document's status and dates are not part of them.
  const words = Object.keys(CONTACT_PAGE_DEFAULTS).map((key) => [key, merged[key]])
  return Object.fromEntries(words) as ContactWords
})
