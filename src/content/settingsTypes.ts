import type { Promotion, SiteSetting } from '@/payload-types'

/**
 * The settings globals as the site reads them, and the merge that fills them from their defaults. A leaf: the
 * defaults, the cached getters and the hooks' uncached read all build on it, and it imports none of them.
 */

/**
 * A global as the getters answer it: the saved document merged over the defaults, so every field is present and
 * non-null. Rows of arrays are typed without Payload's row id (the defaults have none).
 */
type Filled<T> = T extends readonly (infer U)[]
  ? Filled<U>[]
  : T extends object
    ? { -readonly [K in Exclude<keyof T, 'id'>]-?: Filled<NonNullable<T[K]>> }
    : T
type Bookkeeping = 'id' | 'updatedAt' | 'createdAt'

/** The business facts; an emptied second phone stays empty. */
export type SiteSettings = Filled<Omit<SiteSetting, Bookkeeping | 'phoneSecondary'>> & { phoneSecondary: string | null }
/** The offers; no end date means the sale runs to the end of each week. */
export type PromotionSettings = Filled<Omit<Promotion, Bookkeeping | 'endsAt'>> & { endsAt: string | null }

export const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value))

/** Merge a saved global over the defaults, so a field the owner left empty never breaks a page. */
export function withDefaults<T extends object>(defaults: T, saved: object): T {
  const out = clone(defaults) as Record<string, unknown>
  for (const [key, value] of Object.entries(saved)) {
    if (value === null || value === undefined || key === 'id' || key === 'globalType') continue
    const base = out[key]
    out[key] =
      base && typeof base === 'object' && !Array.isArray(base) && typeof value === 'object' && !Array.isArray(value)
        ? withDefaults(base, value)
        : value
  }
  // Every key of the defaults is still present, each with a saved value of the same field or the default.
  return out as T
}
