import type { Payload, PayloadRequest } from 'payload'

import { longDate } from '@/lib/platform/ukDates'
import { relationId } from '@/lib/platform/relationId'
import { requestId } from '@/lib/platform/requestId'
import { isOwnerUser, isStaffUser, staffNameOf } from '@/lib/platform/roles'
import { ukToday } from '@/lib/platform/ukTime'

/**
 * Accepted in person (issue 63): the customer types their name on the fitter's phone, in their home. It is recorded
 * only from the visit's page (the quote's page opened through "Show the customer" on /visits, whose form says
 * `action=inPerson` and names the visit), on the visit's day (UK), by a member of staff who measured a window of
 * that visit, or by the owner. The rule is checked here once: by the quote page before it offers the form, and by
 * the quotes collection's hook on every write that records an acceptance in person (the form's endpoint, the local
 * API, anything else), so it holds whatever the path.
 */

/** The `context` key naming the visit an acceptance in person was taken at (the REST API cannot set it). */
export const IN_PERSON_VISIT_CONTEXT = 'inPersonVisit'

/** Why an acceptance in person is not taken (the quote page shows it in place of the form; refusals prefix it). */
export const IN_PERSON_REASONS = {
  notFromVisit: 'An acceptance in person is taken only from the visit’s page (Visits → Show the customer).',
  notStaff: 'Accepting in person needs the fitter signed in on this phone.',
  otherVisit: 'This quote is not of this visit: open it from its own visit’s page.',
  notMeasurer:
    'Only the member of staff who measured this visit, or the owner, can take the customer’s acceptance in person. The customer can accept from the link e-mailed to them.',
  /** A staff session on the customer's own "Accept this quote" (the e-mailed link's page). */
  staffOnline:
    'This phone is signed in as staff: the customer accepts in person from the visit’s page (Visits → Show the customer), or on their own device from the link e-mailed to them.',
  afterwards:
    'An acceptance in person is recorded as the customer accepts, from the visit’s page: it cannot be added or changed afterwards.',
} as const

export const notOnTheDay = (day: string | null) =>
  day
    ? `An acceptance in person is taken on the visit’s day (${longDate(`${day}T12:00:00Z`)}). The customer can accept from the link e-mailed to them.`
    : 'This visit has no day booked, so its quote cannot be accepted in person.'

/** A refusal's message: nothing was accepted, and why. */
export const nothingAccepted = (reason: string) => `Nothing was accepted. ${reason}`

export type InPersonCheck =
  { ok: true; witness: { id: number; name: string } } | { ok: false; status: 400 | 403; reason: string }

/**
 * May `userId` take the acceptance in person of the quote of visit `quoteVisit`, from the page of visit `visitId`,
 * at `now`? The visit named must be the quote's own, today (UK) must be its day, and the user the owner or staff
 * named as "Measured by" on one of its windows. The witness's name is read from their record, never typed.
 */
export async function inPersonCheck(
  payload: Payload,
  input: { quoteVisit: unknown; visitId: unknown; userId: unknown; now?: Date; req?: Partial<PayloadRequest> },
): Promise<InPersonCheck> {
  const { req } = input
  const visitId = requestId(input.visitId)
  if (visitId === null) return { ok: false, status: 400, reason: IN_PERSON_REASONS.notFromVisit }
  const userId = relationId(input.userId)
  const user =
    userId === null || !Number.isInteger(userId)
      ? null
      : await payload
          .findByID({ collection: 'users', id: userId, depth: 0, overrideAccess: true, req })
          .catch(() => null)
  if (!user || !isStaffUser(user)) return { ok: false, status: 403, reason: IN_PERSON_REASONS.notStaff }
  if (relationId(input.quoteVisit) !== visitId) return { ok: false, status: 403, reason: IN_PERSON_REASONS.otherVisit }
  const visit = await payload
    .findByID({ collection: 'measuring-appointments', id: visitId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!visit) return { ok: false, status: 403, reason: IN_PERSON_REASONS.otherVisit }
  // The visit's day as /visits reads it: the date part of the stored day.
  const day = typeof visit.scheduledDate === 'string' ? visit.scheduledDate.slice(0, 10) : null
  if (!day || day !== ukToday(input.now ?? new Date())) return { ok: false, status: 403, reason: notOnTheDay(day) }
  if (!isOwnerUser(user)) {
    const { totalDocs } = await payload.count({
      collection: 'measured-windows',
      where: { and: [{ appointment: { equals: visitId } }, { measuredBy: { equals: user.id } }] },
      overrideAccess: true,
      req,
    })
    if (totalDocs === 0) return { ok: false, status: 403, reason: IN_PERSON_REASONS.notMeasurer }
  }
  return { ok: true, witness: { id: Number(user.id), name: staffNameOf(user) } }
}
