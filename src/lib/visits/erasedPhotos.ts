import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/platform/relationId'

/** Why a photo of an erased customer's home is refused, on the phone and in /admin alike. */
export const ERASED_PHOTOS = 'This customer’s details were erased: no photos can be added to this visit or order.'

/** A record whose personal data went (erased on request, or by the retention job), whatever it keeps for the accounts. */
export const isErasedRecord = (record: { privacyState?: unknown } | null | undefined) => Boolean(record?.privacyState)

/**
 * Whether a photo would join an appointment or an order whose personal data was erased: a new photo of that home
 * would be personal data kept after the erasure, so none is added afterwards (issue 68). Every path that stores a
 * visit photo asks this: the phone's endpoint first, the collection's hook for the admin, REST and the local API.
 */
export async function joinsErasedRecord(
  payload: Payload,
  { appointment, quote }: { appointment?: unknown; quote?: unknown },
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const appointmentId = relationId(appointment)
  const quoteId = relationId(quote)
  const [visit, order] = await Promise.all([
    appointmentId !== null && Number.isFinite(appointmentId)
      ? payload
          .findByID({ collection: 'measuring-appointments', id: appointmentId, depth: 0, overrideAccess: true, req })
          .catch(() => null)
      : null,
    quoteId !== null && Number.isFinite(quoteId)
      ? payload.findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req }).catch(() => null)
      : null,
  ])
  return isErasedRecord(visit) || isErasedRecord(order)
}
