import { type CollectionBeforeChangeHook, ValidationError } from 'payload'

import type { MeasuringAppointment } from '@/payload-types'

export const CONFIRM_NEEDS_WINDOW =
  'Choose the day and the time window (not "Flexible") before confirming: a confirmed visit holds a real place.'

/** A visit is confirmed only with a day and a real window, so every confirmed visit has a place in the week. */
export const requireVisitWindow: CollectionBeforeChangeHook<MeasuringAppointment> = ({ data, originalDoc }) => {
  const next = { ...originalDoc, ...data }
  if (next.status !== 'confirmed') return data
  const errors = []
  if (!next.scheduledDate) errors.push({ path: 'scheduledDate', message: CONFIRM_NEEDS_WINDOW })
  if (!next.scheduledTime || next.scheduledTime === 'flexible')
    errors.push({ path: 'scheduledTime', message: CONFIRM_NEEDS_WINDOW })
  if (errors.length) throw new ValidationError({ collection: 'measuring-appointments', errors })
  return data
}
