import { cmsQuery } from './cache'
import { PROMOTION_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/content'
import { getPayloadClient } from './payload'
import { readPromotion, readSiteSettings } from '@/lib/platform/readSettings'
import { clone, type PromotionSettings, type SiteSettings } from '@/content/settingsTypes'
import { TAGS } from './tags'

export { clone, withDefaults, type PromotionSettings, type SiteSettings } from '@/content/settingsTypes'

export const getSiteSettings = cmsQuery(
  'site-settings',
  async (): Promise<SiteSettings> => readSiteSettings(await getPayloadClient()),
  () => [TAGS.settings],
  () => clone(SITE_SETTINGS_DEFAULTS),
)

export const getPromotion = cmsQuery(
  'promotion',
  async (): Promise<PromotionSettings> => readPromotion(await getPayloadClient()),
  () => [TAGS.promotion],
  () => clone(PROMOTION_DEFAULTS),
)
