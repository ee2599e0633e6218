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
} as const

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
]
