/**
 * Cache tags shared by the data layer (which tags what it reads) and the CMS hooks (which expire what changed).
 * One table so a getter and its invalidation can never drift apart.
 */
export const TAGS = {
  settings: 'global:site-settings',
  promotion: 'global:promotion',
  availability: 'global:availability',
  products: 'collection:products',
  media: 'collection:media',
  testimonials: 'collection:testimonials',
  faqs: 'collection:faqs',
  legalPages: 'collection:legal-pages',
  legalPage: (slug: string) => `legal-page:${slug}`,
  areaOverrides: 'collection:area-overrides',
  areaOverride: (slug: string) => `area-override:${slug}`,
  /** Every published local job: /our-work, sitemap.xml and the indexing list in /admin */
  localJobs: 'collection:local-jobs',
  /** The jobs of one area: its own page and the neighbouring pages that show them as nearby */
  localJobsInArea: (slug: string) => `local-jobs:area:${slug}`,
  /** The jobs whose product is of one material: that collection page */
  localJobsOfMaterial: (material: string) => `local-jobs:material:${material}`,
  homePage: 'global:home-page',
  /** The service pages' words: every service page (each lists the others), /services and the home page */
  services: 'collection:services',
  /** Both collection pages' words (one global) */
  collectionPages: 'global:collection-pages',
  /** The contact page's words */
  contactPage: 'global:contact-page',
  /**
   * The estimate's own reads of the grids, options and offers (`/api/price`, `/price`, leads): expired at once on a
   * grid or promotion save, never served stale, so no estimate is computed from a superseded grid. Pages keep their
   * own tags (stale while they refresh).
   */
  estimate: 'at-once:estimate-prices',
} as const

/**
 * Tags with this prefix are dropped at once (`revalidateTag(tag, { expire: 0 })`, and deleted from the shared Redis
 * cache by cache-handler.mjs, which reads the prefix) instead of marked stale: data whose next read must be current.
 */
export const AT_ONCE_PREFIX = 'at-once:'
export const expiresAtOnce = (tag: string) => tag.startsWith(AT_ONCE_PREFIX)

/** Every static tag, for a full refresh (production start after a database-less build). */
export const ALL_STATIC_TAGS = [
  TAGS.settings,
  TAGS.promotion,
  TAGS.availability,
  TAGS.products,
  TAGS.media,
  TAGS.testimonials,
  TAGS.faqs,
  TAGS.legalPages,
  TAGS.areaOverrides,
  TAGS.localJobs,
  TAGS.homePage,
  TAGS.services,
  TAGS.collectionPages,
  TAGS.contactPage,
  TAGS.estimate,
]
