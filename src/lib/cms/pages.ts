import { cmsQuery } from './cache'
import { HOME_PAGE_DEFAULTS, type HomePageContent } from './defaults'
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
