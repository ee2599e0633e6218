import { PROMOTION_DEFAULTS, SITE_SETTINGS_DEFAULTS } from '@/globals/defaults'
import { cmsQuery } from './cache'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'

/** The defaults' shape with literal types widened: the owner can change every value. */
type Widen<T> = T extends string
  ? string
  : T extends number
    ? number
    : T extends boolean
      ? boolean
      : T extends readonly (infer U)[]
        ? Widen<U>[]
        : T extends object
          ? { -readonly [K in keyof T]: Widen<T[K]> }
          : T
export type SiteSettings = Omit<Widen<typeof SITE_SETTINGS_DEFAULTS>, 'phoneSecondary'> & { phoneSecondary: string | null }
export type PromotionSettings = Omit<Widen<typeof PROMOTION_DEFAULTS>, 'endsAt'> & { endsAt: string | null }

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value))

/** Merge a saved global over the defaults, so a field the owner left empty never breaks a page. */
function withDefaults<T extends object>(defaults: T, saved: Record<string, unknown>): T {
  const out = clone(defaults) as Record<string, unknown>
  for (const [key, value] of Object.entries(saved)) {
    if (value === null || value === undefined || key === 'id' || key === 'globalType') continue
    const base = out[key]
    out[key] =
      base && typeof base === 'object' && !Array.isArray(base) && typeof value === 'object' && !Array.isArray(value)
        ? withDefaults(base as object, value as Record<string, unknown>)
        : value
  }
  return out as T
}

export const getSiteSettings = cmsQuery(
  'site-settings',
  async (): Promise<SiteSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
    const merged = withDefaults(SITE_SETTINGS_DEFAULTS, doc as unknown as Record<string, unknown>) as unknown as SiteSettings
    // An emptied optional field must stay empty rather than fall back to the demo number.
    merged.phoneSecondary = (doc as { phoneSecondary?: string | null }).phoneSecondary || null
    return merged
  },
  () => [TAGS.settings],
  () => clone(SITE_SETTINGS_DEFAULTS) as unknown as SiteSettings,
)

export const getPromotion = cmsQuery(
  'promotion',
  async (): Promise<PromotionSettings> => {
    const payload = await getPayloadClient()
    const doc = await payload.findGlobal({ slug: 'promotion', depth: 0 })
    const merged = withDefaults(PROMOTION_DEFAULTS, doc as unknown as Record<string, unknown>) as unknown as PromotionSettings
    merged.endsAt = (doc as { endsAt?: string | null }).endsAt ?? null
    return merged
  },
  () => [TAGS.promotion],
  () => clone(PROMOTION_DEFAULTS) as unknown as PromotionSettings,
)
