import type { Field, FieldHook, Validate } from 'payload'
import type { z } from 'zod'

import { isStaffField } from '@/access/isStaff'

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * Validation for a field the customer fills in, with the same zod rule as the site's forms
 * (src/lib/validation/leads.ts), so a lead entered in /admin is held to the same shape as one sent from the site.
 * An empty value is left to the field's `required`; an accepted value is stored as the rule gives it back
 * (trimmed, postcode normalised), as the lead endpoints store it.
 */
export function customerField(rule: z.ZodType): { validate: Validate; hooks: { beforeValidate: FieldHook[] } } {
  const validate: Validate = (value, { required, req }) => {
    if (isEmpty(value)) return required ? req.t('validation:required') : true
    const result = rule.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? req.t('validation:invalidInput'))
  }
  const normalise: FieldHook = ({ value }) => {
    if (typeof value !== 'string' || isEmpty(value)) return value
    const result = rule.safeParse(value)
    return result.success ? result.data : value
  }
  return { validate, hooks: { beforeValidate: [normalise] } }
}

/**
 * Fields every lead carries besides what the visitor typed: the workflow status and the staff's notes
 * (never settable by the public), where the lead came from, and the client's idempotency key.
 */
export function leadWorkflowFields(statuses: { value: string; label: string }[], defaultStatus: string): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: defaultStatus,
      options: statuses,
      index: true,
      access: { create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'staffNotes',
      label: 'Staff notes',
      type: 'textarea',
      access: { create: isStaffField, read: isStaffField, update: isStaffField },
      admin: { position: 'sidebar', description: 'Calls made, what was agreed. Not shown to the customer.' },
    },
    {
      name: 'sourcePage',
      label: 'Source page',
      type: 'text',
      admin: { position: 'sidebar', readOnly: true, description: 'The page the visitor sent this from.' },
    },
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: isStaffField, update: () => false },
    },
  ]
}
