/** The public site's one data layer: cached, tagged reads of the CMS. Pages import from here, never from Payload. */
export { getProducts, toApiProduct, type ApiProduct, type ProductView } from './products'
export { getSiteSettings, getPromotion, type SiteSettings, type PromotionSettings } from './settings'
export {
  getTestimonials,
  getFaqs,
  getLegalPage,
  type FaqView,
  type LegalPageView,
  type TestimonialView,
} from './content'
export { getAreaOverride, getHiddenAreaSlugs, type AreaOverrideView } from './areaOverrides'
export type { ImageView } from './media'
export {
  getLocalJobs,
  getLocalJobsForMaterial,
  getLocalJobsInArea,
  getLocalJobsInAreas,
  type LocalJobView,
} from './localJobs'
export { getCollectionPages, getContactPage, getHomePage, type HomePageView, type SectionWords } from './pages'
export { getServices, type ServiceView } from './services'
export { isDraftRequest } from './preview'
export { orFallback } from './cache'
export { fillAll, fillFacts } from './placeholders'
