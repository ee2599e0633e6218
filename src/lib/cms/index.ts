/** The public site's one data layer: cached, tagged reads of the CMS. Pages import from here, never from Payload. */
export { getProducts } from './products'
export { getSiteSettings, getPromotion, type SiteSettings, type PromotionSettings } from './settings'
export { getTestimonials, getFaqs, getLegalPage, type LegalPageView } from './content'
export { getAreaOverride, getHiddenAreaSlugs, type AreaOverrideView } from './areaOverrides'
export type { ImageView, ProductView, TestimonialView, FaqView } from './types'
