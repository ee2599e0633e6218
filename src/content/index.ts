/**
 * The content the site starts with, in one place: the seed writes it into an empty database, the globals use the
 * settings and promotion as field defaults, and during `next build` (no database) the getters answer it.
 */
export { SITE_SETTINGS_DEFAULTS } from './settings'
export { PROMOTION_DEFAULTS } from './promotion'
export { DEFAULT_PRODUCTS, type DefaultProduct } from './products'
export { DEFAULT_TESTIMONIALS } from './testimonials'
export { DEFAULT_FAQS } from './faqs'
export { DEFAULT_LEGAL_PAGES, type DefaultLegalPage, LEGAL_DRAFT_NOTICE } from './legal'
export { DEFAULT_ARTWORK, type ArtworkEntry, type RoomScene } from './artwork'
export { DEFAULT_LOCAL_JOBS, type DefaultLocalJob } from './localJobs'
export { HOME_PAGE_DEFAULTS, type HomePageContent } from './homePage'
export { SERVICE_DEFAULTS, SERVICE_SLUGS, HOME_SERVICE_SLUGS, type ServiceSlug, type ServiceWords } from './services'
export { COLLECTION_PAGE_DEFAULTS, type CollectionPagesContent, type CollectionWords } from './collectionPages'
export { CONTACT_PAGE_DEFAULTS, type ContactWords } from './contactPage'
