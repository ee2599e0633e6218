import type { Payload, PayloadRequest } from 'payload'

import { PROMOTION_DEFAULTS } from '@/content/promotion'
import { SITE_SETTINGS_DEFAULTS } from '@/content/settings'
import { type PromotionSettings, type SiteSettings, withDefaults } from '@/content/settingsTypes'

/**
 * The settings globals read fresh through the Payload instance the caller holds: hooks and jobs use these (a cached
 * getter cannot take the instance), the cached getters pages use wrap them.
 */
export async function readSiteSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<SiteSettings> {
  const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  // An emptied optional field must stay empty rather than fall back to the demo number.
  return { ...withDefaults(SITE_SETTINGS_DEFAULTS, doc), phoneSecondary: doc.phoneSecondary || null }
}

export async function readPromotion(payload: Payload): Promise<PromotionSettings> {
  const doc = await payload.findGlobal({ slug: 'promotion', depth: 0 })
  return { ...withDefaults(PROMOTION_DEFAULTS, doc), endsAt: doc.endsAt ?? null }
}
