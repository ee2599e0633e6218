import type { Payload, PayloadRequest } from 'payload'

import { env } from '@/lib/platform/env'
import type { MeasuringAppointment } from '@/payload-types'
import type { AvailabilityRules, SlotWindow } from './availability'
import { readRules } from './book'
import type { Visit } from './visitMails'
import { manageToken } from './manageToken'
import { slotOf } from './slots'

const DAY_MS = 86_400_000

/** What a visit is worked out from: an appointment as stored, or as a hook or job holds it. */
export type VisitFields = Pick<MeasuringAppointment, 'id'> &
  Partial<Pick<MeasuringAppointment, 'scheduledDate' | 'scheduledTime' | 'booking' | 'inviteSequence' | 'status'>>

/**
 * Does the customer manage this visit herself? An instant booking always; a request once staff confirmed it, when it
 * was confirmed to her in writing with the manage link. A request not yet confirmed is arranged with staff by phone.
 */
export const managedByCustomer = (lead: Pick<VisitFields, 'booking' | 'status'>) =>
  lead.booking === 'instant' || lead.status === 'confirmed'

/** How long after its visit ends a manage link still opens (whichever e-mail it came from). */
export const MANAGE_LINK_GRACE_MS = DAY_MS

/**
 * The manage link, signed to stay valid until a day after the visit ends. The manage page also keeps an older link
 * working while the visit as it is now has not ended (`manage.ts`): a link lives as long as the visit it manages.
 */
export function manageUrl(id: number | string, visitEnd: string): string {
  const expires = new Date(Math.max(Date.parse(visitEnd), Date.now()) + MANAGE_LINK_GRACE_MS)
  return `${env.SITE_URL}/book/manage/${manageToken(env.PAYLOAD_SECRET, id, expires)}`
}

/** An appointment's booked window, manage link and invite version; null when it has no window. */
export async function visitOf(
  payload: Payload,
  lead: VisitFields,
  rules?: AvailabilityRules,
  req?: Partial<PayloadRequest>,
): Promise<Visit | null> {
  if (typeof lead.scheduledDate !== 'string' || lead.scheduledTime === 'flexible') return null
  const r = rules ?? (await readRules(payload, req))
  const slot = slotOf(r, lead.scheduledDate.slice(0, 10), lead.scheduledTime as SlotWindow)
  return {
    slot,
    manageUrl: managedByCustomer(lead) ? manageUrl(lead.id, slot.end) : null,
    sequence: Number(lead.inviteSequence ?? 0),
  }
}
