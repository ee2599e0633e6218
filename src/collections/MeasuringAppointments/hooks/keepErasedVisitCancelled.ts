import { APIError, type CollectionBeforeValidateHook } from 'payload'

import type { MeasuringAppointment } from '@/payload-types'

export const ERASED_VISIT_STAYS_CANCELLED =
  'This visit was cancelled because its customer’s details were erased: it cannot be opened again. Book a new visit if they get in touch.'

/**
 * A visit cancelled by an erasure (`cancelledReason` "erased", set in SQL by the erasure) stays cancelled on every
 * path (/admin, REST, the local API, a customer's old manage link): it holds no name, address or contact to visit.
 */
export const keepErasedVisitCancelled: CollectionBeforeValidateHook<MeasuringAppointment> = ({
  data,
  originalDoc,
  operation,
}) => {
  if (operation !== 'update' || originalDoc?.cancelledReason !== 'erased' || !data) return data
  if (data.status !== undefined && data.status !== 'cancelled')
    throw new APIError(ERASED_VISIT_STAYS_CANCELLED, 409, undefined, true)
  return data
}
