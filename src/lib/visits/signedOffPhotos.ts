import type { Payload, PayloadRequest } from 'payload'

import { relationId } from '@/lib/platform/relationId'

/** Why a new photo of a signed-off fitting is refused, on the phone and in /admin alike. */
export const SIGNED_OFF_PHOTOS = 'This fitting is signed off: no more photos can be added.'

/** A fitted order is one whose fitting is signed off (on the phone, or "Mark fitted" in /admin). */
export const isSignedOffOrder = (status: unknown) => status === 'fitted'

/**
 * Whether a photo would join an order whose fitting is signed off (a fitted order): its after photos are the ones
 * the customer's copy counted and their consent covered, so none is added afterwards (issue 69). Every path that
 * stores a visit photo asks this: the phone's endpoint first (a 409 in its own words), the collection's hook for
 * the admin, REST and the local API.
 */
export async function joinsSignedOffOrder(
  payload: Payload,
  quote: unknown,
  req?: Partial<PayloadRequest>,
): Promise<boolean> {
  const id = relationId(quote)
  if (id === null || !Number.isFinite(id)) return false
  const order = await payload
    .findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  return isSignedOffOrder(order?.status)
}
