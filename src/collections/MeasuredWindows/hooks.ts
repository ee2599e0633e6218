import {
  APIError,
  type CollectionBeforeChangeHook,
  type CollectionBeforeDeleteHook,
  type PayloadRequest,
} from 'payload'

import { relationId } from '@/lib/platform/relationId'
import { requestId } from '@/lib/platform/requestId'
import {
  closedVisitMessage,
  closedWindowMessage,
  closedWindowsReason,
  ORDER_QUOTE_STATUSES,
  OTHER_VISIT_MESSAGE,
  WindowRefusal,
} from '@/lib/visits/closedWindows'
import { pricedProductOf } from '@/lib/orders'
import { windowProblem } from '@/lib/windows/window'

const refuse = (message: string) => new APIError(message, 400, null, true)

/**
 * The visit a window is measured on, and why its windows are closed (null while open): its status, and whether a
 * quote made from it was accepted (an order), read in the write's own transaction. Null when there is no such visit.
 */
async function visitOf(req: PayloadRequest, appointmentId: number | null) {
  if (appointmentId === null) return null
  const visit = await req.payload
    .findByID({ collection: 'measuring-appointments', id: appointmentId, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  if (!visit) return null
  const orders = await req.payload.count({
    collection: 'quotes',
    where: { and: [{ appointment: { equals: appointmentId } }, { status: { in: [...ORDER_QUOTE_STATUSES] } }] },
    req,
    overrideAccess: true,
  })
  return { visit, closed: closedWindowsReason(visit.status, orders.totalDocs > 0) }
}

/**
 * On every path (the phone's endpoint, /admin, REST, the local API, with or without overrideAccess: hooks run
 * whatever the access; only the privacy paths, which delete in SQL, pass them): a window is added only to an open
 * measuring visit; it stays with that visit for life (naming another is refused, never a silent move); once the
 * visit is closed (its quote accepted, or the visit cancelled, missed or lost) it is never changed (409, with the
 * reason); the window keeps the window's one rule (`windowProblem`: its room, sizes, and its blind's own finish and
 * options, each once), so "Make the quote" can quote it; the window names who measured it from the session.
 */
export const checkMeasuredWindow: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  const appointmentId = requestId(relationId(merged.appointment))
  if (operation === 'update') {
    const own = requestId(relationId(originalDoc?.appointment))
    if (appointmentId !== own) throw new WindowRefusal('other-visit', OTHER_VISIT_MESSAGE)
    const closed = (await visitOf(req, own))?.closed
    if (closed) throw new WindowRefusal('closed', closedWindowMessage(closed))
  } else {
    const found = await visitOf(req, appointmentId)
    if (!found) throw refuse(closedVisitMessage('there is no such visit'))
    if (found.closed) throw new WindowRefusal('closed', closedVisitMessage(found.closed))
  }

  // The window's one rule (the quote's lines are judged by it too): what is stored here can be quoted.
  const productId = relationId(merged.product)
  const checked = productId === null ? null : requestId(productId)
  const product =
    checked === null
      ? undefined
      : await req.payload
          .findByID({ collection: 'products', id: checked, depth: 0, req, overrideAccess: true })
          .catch(() => undefined)
  const problem = windowProblem(merged, {
    named: productId !== null,
    product: product ? pricedProductOf(product) : undefined,
  })
  if (problem) throw refuse(problem)
  if (req.user?.collection === 'users') data.measuredBy = req.user.id
  if (operation === 'create' && !data.measuredAt) data.measuredAt = new Date().toISOString()
  return data
}

/**
 * A window of a closed visit is never deleted either, on every path and with overrideAccess too (409 with the
 * reason). The retention job and an erasure delete a visit's windows in SQL, and deleting the visit removes them
 * through the foreign key: neither runs this hook.
 */
export const keepClosedWindows: CollectionBeforeDeleteHook = async ({ id, req }) => {
  const window = await req.payload
    .findByID({ collection: 'measured-windows', id, depth: 0, req, overrideAccess: true })
    .catch(() => null)
  if (!window) return
  const closed = (await visitOf(req, requestId(relationId(window.appointment))))?.closed
  if (closed) throw new WindowRefusal('closed', closedWindowMessage(closed))
}
