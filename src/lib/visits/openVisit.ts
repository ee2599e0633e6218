import { isOneOf } from '@/lib/platform/narrow'

/**
 * A measuring visit whose windows may still be measured: to be visited, visited, or quoted already (a re-measure in
 * the front room revises the visit's open quote through "Make the quote"); not cancelled, missed, won or lost.
 */
export const OPEN_VISIT_STATUSES = ['pending', 'confirmed', 'completed', 'quoted'] as const

/** Whether a visit's status is one of the open ones above. */
export const isOpenVisitStatus = (status: unknown): status is (typeof OPEN_VISIT_STATUSES)[number] =>
  isOneOf(OPEN_VISIT_STATUSES, status)
