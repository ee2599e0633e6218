import type { NumberField } from 'payload'

import { checkPence, type PriceKind } from '@/lib/pricing/poundsInput'

/** What the pounds field's validation says about a stored value (pence), or about text it could not read. */
export function validatePounds(kind: PriceKind, required: boolean, signed = false) {
  return (value: unknown): true | string => {
    if (value === null || value === undefined || value === '')
      return required ? 'Enter a price in pounds, e.g. 84.' : true
    if (typeof value === 'string') return `"${value}" is not a price in pounds: type e.g. 84 or 84.50.`
    if (typeof value !== 'number' || !Number.isFinite(value)) return 'Enter a price in pounds, e.g. 84 or 84.50.'
    return checkPence(value, kind, signed)
  }
}

interface PoundsOptions {
  name: string
  label: string
  kind: PriceKind
  required?: boolean
  defaultValue?: number
  description?: string
  /** set by a hook from other fields (read-only in the admin): an empty value is left for the hook to fill */
  derived?: boolean
  /** a minus is allowed (an adjustment: below zero is a discount); the range then bounds its size */
  signed?: boolean
}

/**
 * A price the owner types in pounds ("84" or "84.00" for £84.00) and the database keeps as integer pence, checked
 * against the plausible range of its kind; with `signed`, "-15" is £15.00 off. The admin shows and takes pounds through `PoundsField`.
 */
export function pounds({
  name,
  label,
  kind,
  required = false,
  defaultValue,
  description,
  derived = false,
  signed = false,
}: PoundsOptions): NumberField {
  const field: NumberField = {
    name,
    label,
    type: 'number',
    required,
    defaultValue,
    validate: validatePounds(kind, required && !derived, signed),
    admin: {
      description,
      readOnly: derived,
      components: {
        Field: { path: '/components/admin/PoundsField#PoundsField', clientProps: { kind, signed } },
        Cell: '/components/admin/PoundsCell#PoundsCell',
      },
    },
  }
  return field
}
