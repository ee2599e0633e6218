import type { Field } from 'payload'

import { isStaffField } from '@/access/isStaff'

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
