import { APIError } from 'payload'

import { isOpenVisitStatus } from './openVisit'

/** A quote in these states is an order: the customer accepted the windows as they were measured. */
export const ORDER_QUOTE_STATUSES = ['accepted', 'fitted'] as const

/**
 * Why a visit's measured windows can no longer change, in words, or null while they may: the visit is open to
 * measuring (a re-measure then revises its open quote through "Make the quote") and no quote of it was accepted.
 * Once the customer accepted, or the visit was cancelled, missed or lost, what was measured stays as measured.
 */
export function closedWindowsReason(visitStatus: string | null | undefined, hasOrder: boolean): string | null {
  if (hasOrder || visitStatus === 'won') return 'the customer accepted the quote made from them'
  if (isOpenVisitStatus(visitStatus)) return null
  if (visitStatus === 'cancelled') return 'the visit was cancelled'
  if (visitStatus === 'no-show') return 'the customer was not in (no-show)'
  if (visitStatus === 'lost') return 'the visit is lost (its quote was declined, expired or cancelled)'
  return `the visit is ${visitStatus ?? 'gone'}`
}

/** What the phone, REST and the admin are told when a window of a closed visit is changed or deleted. */
export const closedWindowMessage = (reason: string) =>
  `The windows measured on this visit can no longer be changed or deleted: ${reason}. ` +
  'To correct an accepted order, the owner cancels it and makes a new quote.'

/** What they are told when a window is added to a closed visit. */
export const closedVisitMessage = (reason: string) =>
  `Windows are measured on an open measuring visit (pending, confirmed, visited or quoted): ${reason}.`

export const OTHER_VISIT_MESSAGE =
  'A measured window stays with the visit it was measured on; it cannot move to another visit. Measure the window ' +
  'on that visit as a new one.'

/**
 * A change to a measured window refused because of what is stored (409 with the reason): its visit is closed
 * (`closed`), or the change names another visit (`other-visit`). The collection's hooks throw it on every path; the
 * phone's endpoint answers it with its code, REST and the admin with its message (`mapKnownErrors`).
 */
export class WindowRefusal extends APIError {
  readonly code: 'closed' | 'other-visit'

  constructor(code: 'closed' | 'other-visit', message: string) {
    super(message, 409, null, true)
    this.name = 'WindowRefusal'
    this.code = code
  }
}
