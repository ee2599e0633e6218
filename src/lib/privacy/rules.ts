import type { PersonalKind } from './personal'

/** What the privacy bookkeeping of a record says: nothing (personal data held), kept for the accounts, or gone. */
export const PRIVACY_STATES = [
  { value: 'accounts', label: 'Erased on request; kept for the accounts' },
  { value: 'anonymised', label: 'Anonymised' },
] as const
export type PrivacyState = (typeof PRIVACY_STATES)[number]['value']

/** The retention periods the owner sets in Settings → Privacy (defaults in src/lib/cms/defaults/settings.ts). */
export interface RetentionPeriods {
  /** Leads that never became customers: months after the lead was last updated. */
  leadMonths: number
  /** Customers' orders: years after the order was last updated, for the accounts. */
  orderYears: number
  /** Rate-limit and de-duplication records: days after they expire. */
  rateLimitDays: number
  /** Client addresses kept with a quote acceptance: years after the acceptance (as long as the order). */
  acceptanceAddressYears: number
}

/**
 * The collections whose records the retention job ages out, each with the statuses that make a record a customer's
 * order (kept for `orderYears`); every other record is a lead (kept for `leadMonths`). A collection added here also
 * needs the `privacyState` and `anonymisedAt` fields (src/fields/leadFields.ts adds them to leads).
 */
export const RETAINED: Record<string, { orderStatuses: readonly string[] }> = {
  'measuring-appointments': { orderStatuses: ['completed'] },
  'quote-requests': { orderStatuses: ['won'] },
}

/** Statuses that make a record a customer's order, in every collection that holds orders (quotes too). */
const ORDER_STATUSES: Record<string, readonly string[]> = {
  ...Object.fromEntries(Object.entries(RETAINED).map(([slug, { orderStatuses }]) => [slug, orderStatuses])),
  quotes: ['accepted', 'fitted'],
}

export const isOrder = (collection: string, status: unknown): boolean =>
  ORDER_STATUSES[collection]?.includes(String(status)) ?? false

const MONTH_MS = 30.4375 * 86_400_000
const YEAR_MS = 365.25 * 86_400_000

/** The moment before which a record last updated then is past its period. */
export function cutoffs(periods: RetentionPeriods, now: Date) {
  return {
    lead: new Date(now.getTime() - periods.leadMonths * MONTH_MS),
    order: new Date(now.getTime() - periods.orderYears * YEAR_MS),
    rateLimit: new Date(now.getTime() - periods.rateLimitDays * 86_400_000),
  }
}

/** What an order inside its accounts period keeps when its customer asks to be erased, and why. */
export interface AccountsHold {
  /** The personal kinds kept (the rest are erased at once). */
  keep: readonly PersonalKind[]
  until: Date
  reason: string
}

/**
 * Whether a record must keep part of its personal data for the accounts: an order (by its status) updated within
 * `orderYears` keeps the customer's name and address (with the lines and value, which are not personal) until the
 * period ends. Quotes with an acceptance record keep the client address of the acceptance for
 * `acceptanceAddressYears`: extend this function when that collection exists.
 */
export function accountsHold(
  collection: string,
  record: { status?: unknown; updatedAt?: unknown },
  periods: RetentionPeriods,
  now: Date,
): AccountsHold | null {
  if (!isOrder(collection, record.status)) return null
  const updated = new Date(String(record.updatedAt))
  const until = new Date(updated.getTime() + periods.orderYears * YEAR_MS)
  if (Number.isNaN(until.getTime()) || until <= now) return null
  return {
    keep: ['name', 'address', 'postcode'],
    until,
    reason: `an order: the accounts must keep the customer's name and address for ${periods.orderYears} years`,
  }
}
