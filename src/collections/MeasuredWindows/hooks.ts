import { APIError, type CollectionBeforeChangeHook } from 'payload'

import { productChoiceProblem } from '@/lib/visits/measuredWindow'
import { relationId } from '@/lib/platform/relationId'
import { OPEN_VISIT_STATUSES } from '@/lib/visits/openVisit'

const refuse = (message: string) => new APIError(message, 400, null, true)

/**
 * On every path (the phone's endpoint, /admin, REST, GraphQL, the local API): the finish and the options belong to
 * the window's blind, a new window (or one moved to another visit) is measured on an open measuring visit, and the
 * window names who measured it from the session.
 */
export const checkMeasuredWindow: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const merged = { ...originalDoc, ...data }
  const productId = relationId(merged.product)
  if (productId !== undefined && productId !== null) {
    const product = await req.payload
      .findByID({ collection: 'products', id: productId, depth: 0, req, overrideAccess: true })
      .catch(() => null)
    if (!product) throw refuse('Choose a blind from the list.')
    const problem = productChoiceProblem(
      {
        finishes: (product.finishes ?? []).map((f) => f.name),
        options: (product.options ?? []).map((o) => o.code),
      },
      merged.finish,
      merged.options,
    )
    if (problem) throw refuse(problem)
  }
  const appointmentId = relationId(merged.appointment)
  if (operation === 'create' || String(appointmentId) !== String(relationId(originalDoc?.appointment))) {
    const appointment =
      appointmentId === null
        ? null
        : await req.payload
            .findByID({ collection: 'measuring-appointments', id: appointmentId, depth: 0, req, overrideAccess: true })
            .catch(() => null)
    if (!appointment || !OPEN_VISIT_STATUSES.includes(appointment.status as never))
      throw refuse('Windows are measured on an open measuring visit (pending, confirmed, visited or quoted).')
  }
  if (req.user?.collection === 'users') data.measuredBy = req.user.id
  if (operation === 'create' && !data.measuredAt) data.measuredAt = new Date().toISOString()
  return data
}
