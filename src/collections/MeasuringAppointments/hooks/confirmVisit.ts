import { APIError, type CollectionBeforeChangeHook, type PayloadRequest } from 'payload'

import { transactionOf } from '@/lib/platform/lockedTransaction'
import type { MeasuringAppointment } from '@/payload-types'

type Lead = MeasuringAppointment

/**
 * `context` key listing the appointments a request's saves move to Confirmed. A list, not a flag: a bulk edit in the
 * admin's list saves several documents with one request (and one context).
 */
const CONFIRMING_CONTEXT = 'visitsConfirming'

export const CONFIRMED_MEANWHILE =
  'This visit was confirmed by another save while this one was being made, so nothing was saved and the customer was not e-mailed twice. Reload it to see it as it is now.'

/** Did this request's save of `id` move it to Confirmed (the one save that sends the confirmation)? */
export function confirmsVisit(req: PayloadRequest, id: number | string): boolean {
  const ids = req.context?.[CONFIRMING_CONTEXT]
  return Array.isArray(ids) && ids.includes(id)
}

/**
 * A move to Confirmed, by any path (the admin's form, a bulk edit in its list, REST by id or by `where`, the local
 * API), is confirmed to the customer in writing once: the confirmation with the invite and the manage link, and the
 * reminder. Two saves racing from the same "pending" must not both send it, so the save takes the appointment's
 * advisory lock in its own transaction and reads the status as committed now: the second save waits for the first to
 * commit and finds the visit confirmed already. It is refused (409), as a quote's losing write is: made from the
 * visit as it was, it would write back its older day, time and invite version over the confirmed one.
 */
export const claimConfirmation: CollectionBeforeChangeHook<Lead> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  if ((data.status ?? originalDoc.status) !== 'confirmed' || originalDoc.status === 'confirmed') return data
  const transactionID = await req.transactionID
  // Without a transaction (a caller that turned them off) nothing can be locked: the status as read decides.
  if (transactionID !== undefined && transactionID !== null) {
    const t = transactionOf(req.payload, { ...req, transactionID })
    await t.lock(`visit-confirmation:${originalDoc.id}`)
    const { totalDocs } = await req.payload.count({
      collection: 'measuring-appointments',
      where: { and: [{ id: { equals: originalDoc.id } }, { status: { equals: 'confirmed' } }] },
      overrideAccess: true,
      req: t.req,
    })
    if (totalDocs > 0) throw new APIError(CONFIRMED_MEANWHILE, 409, null, true)
  }
  const ids = req.context[CONFIRMING_CONTEXT]
  req.context[CONFIRMING_CONTEXT] = [...(Array.isArray(ids) ? ids : []), originalDoc.id]
  return data
}
