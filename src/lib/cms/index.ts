/** The public site's one data layer: cached, tagged reads of the CMS. Pages import from here, never from Payload.
 * Generic: each feature's own readers (local jobs, services, prices, areas) live in its folder and build on these. */
export { getProducts, toApiProduct, type ApiProduct, type ProductView } from './products'
export { getSiteSettings, getPromotion, type SiteSettings, type PromotionSettings } from './siteSettings'
export {
  getTestimonials,
  getFaqs,
  getLegalPage,
  type FaqView,
  type LegalPageView,
  type TestimonialView,
} from './textContent'
export { getAreaOverride, getHiddenAreaSlugs, type AreaOverrideView } from './areaOverrides'
export type { ImageView } from './media'
export { getCollectionPages, getContactPage, getHomePage, type HomePageView, type SectionWords } from './pages'
export { isDraftRequest } from './preview'
export { orFallback } from './cache'
