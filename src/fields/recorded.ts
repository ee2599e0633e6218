import type { DateField, NumberField } from 'payload'

import { UK_MOMENT } from './dateFormats'

const never = () => false

/**
 * Fields the system writes and nobody types (a worker's count, the moment something happened): shown read-only,
 * refused on every API path (create and update access are never granted; code writes them with full access).
 */
export const recordedCount = (name: string, label: string): NumberField => ({
  name,
  label,
  type: 'number',
  defaultValue: 0,
  access: { create: never, update: never },
  admin: { readOnly: true },
})

export const recordedMoment = (name: string, label: string): DateField => ({
  name,
  label,
  type: 'date',
  access: { create: never, update: never },
  admin: { readOnly: true, date: UK_MOMENT },
})
