import { formatPence } from '@/lib/format/money'
import type { PersonalKind } from './personal'

/** What the privacy bookkeeping of a record says: nothing (personal data held), kept for the accounts, or gone. */
export const PRIVACY_STATES = [
  { value: 'accounts', label: 'Erased on request; kept for the accounts' },
  { value: 'anonymised', label: 'Anonymised' },
] as const
export type PrivacyState = (typeof PRIVACY_STATES)[number]['value']

/** The retention periods the owner sets in Settings → Privacy (defaults in src/content/settings.ts). */
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

/** Quotes never accepted age out as leads do; accepted and fitted ones (orders) are kept for the accounts. */
export const QUOTE_ORDER_STATUSES = ORDER_STATUSES.quotes

/**
 * When an order's accounts period starts: the latest of its acceptance, its fitting and its last payment (the SQL
 * twin is in src/jobs/retention.ts), so a balance paid months after the fitting keeps the order for the full period
 * from that payment; a lead's last update.
 */
export function orderDate(
  collection: string,
  record: {
    updatedAt?: unknown
    fittedAt?: unknown
    acceptance?: { acceptedAt?: unknown } | null
    account?: { lastPaidOn?: unknown } | null
  },
): Date {
  if (collection === 'quotes') {
    const times = [record.fittedAt, record.acceptance?.acceptedAt, record.account?.lastPaidOn]
      .filter((v) => v !== null && v !== undefined && v !== '')
      .map((v) => Date.parse(String(v)))
      .filter((t) => !Number.isNaN(t))
    if (times.length) return new Date(Math.max(...times))
  }
  return new Date(String(record.updatedAt))
}

const MONTH_MS = 30.4375 * 86_400_000
const YEAR_MS = 365.25 * 86_400_000

/** The moment before which a record last updated then is past its period. */
export function cutoffs(periods: RetentionPeriods, now: Date) {
  return {
    lead: new Date(now.getTime() - periods.leadMonths * MONTH_MS),
    order: new Date(now.getTime() - periods.orderYears * YEAR_MS),
    rateLimit: new Date(now.getTime() - periods.rateLimitDays * 86_400_000),
    acceptanceAddress: new Date(now.getTime() - periods.acceptanceAddressYears * YEAR_MS),
  }
}

/** What an order inside its accounts period keeps when its customer asks to be erased, and why. */
export interface AccountsHold {
  /** The personal kinds kept (the rest are erased at once). */
  keep: readonly PersonalKind[]
  until: Date
  /** What is kept, in words ("the name and address"). */
  keeps: string
  reason: string
}

/**
 * Whether a record must keep part of its personal data for the accounts: an order (by its status) inside
 * `orderYears` from `orderDate` keeps the customer's name and address (with the lines and value, which are not
 * personal) until the period ends. A quote also keeps its acceptance record (the name typed and the client address,
 * which the retention job clears on its own when `acceptanceAddressYears` ends) and the copy the customer accepted.
 */
export function accountsHold(
  collection: string,
  record: Parameters<typeof orderDate>[1] & { status?: unknown },
  periods: RetentionPeriods,
  now: Date,
): AccountsHold | null {
  if (!isOrder(collection, record.status)) return null
  const until = new Date(orderDate(collection, record).getTime() + periods.orderYears * YEAR_MS)
  if (Number.isNaN(until.getTime()) || until <= now) return null
  const years = `${periods.orderYears} years`
  if (collection === 'quotes')
    return {
      keep: ['name', 'address', 'postcode', 'client-address'],
      until,
      keeps: 'the name, address, windows, value and acceptance record (and the quote as sent)',
      reason: `an order: the accounts must keep what was sold, to whom and where, for ${years}`,
    }
  return {
    keep: ['name', 'address', 'postcode'],
    until,
    keeps: 'the name and address',
    reason: `an order: the accounts must keep the customer's name and address for ${years}`,
  }
}

/**
 * The fields a review keeps when its order ages out: a published review keeps what the site shows, its words, and
 * the first name only when the customer agreed to show it; any other review keeps nothing personal. A customer who
 * asks to be erased takes their review with them (`ERASED_REVIEW`), words included.
 */
export function reviewKeeps(review: { status?: unknown; showFirstName?: unknown }): string[] {
  if (review.status !== 'published') return []
  return review.showFirstName === true ? ['text', 'firstName'] : ['text']
}

/** What an erased customer's review becomes: withheld (their words are gone), with the reason the owner sees. */
export const ERASED_REVIEW = { status: 'withheld', withheldReason: 'personal-data' } as const

/**
 * Why an order still needs its customer's details, or null when it does not: an accepted order not yet fitted, or a
 * fitted one with money still owed (`account.outstandingPence`, as the balance reminders read it). A request to
 * erase that customer waits until the order is fitted and paid (the contract still needs the data), or until the
 * owner cancels the order (and decides the money); a cancelled, declined or expired quote never holds one.
 */
export function orderStillOpen(quote: {
  status?: unknown
  account?: { outstandingPence?: number | null } | null
}): string | null {
  if (quote.status === 'accepted') return 'an accepted order not yet fitted'
  const owed = quote.account?.outstandingPence ?? 0
  if (quote.status === 'fitted' && owed > 0) return `a fitted order with ${formatPence(owed)} still to pay`
  return null
}

/** Measuring visits still to happen: an erasure cancels these (with the reason "erased") unless an order holds them. */
export const OPEN_VISIT_STATUSES_TO_CANCEL = ['pending', 'confirmed'] as const
