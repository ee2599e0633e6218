import type { Field } from 'payload'

import { isStaffField } from '@/access/isStaff'
import { personal } from '@/lib/privacy/personal'
import { UK_MOMENT } from './dateFormats'

const never = () => false

/**
 * The "on my way" messages sent to the customer for a visit (measuring or fitting), each with when, the minutes
 * given, how it went out and who sent it. Written only by POST /api/visits/on-my-way; the whole list is personal
 * (its text names the customer's arrival), so the retention job and an erasure clear it with the record's other
 * messages.
 */
export const arrivalMessagesField: Field = {
  name: 'arrivalMessages',
  label: '"On my way" messages sent',
  labels: { singular: 'Message', plural: 'Messages' },
  type: 'array',
  ...personal('text'),
  access: { create: never, read: isStaffField, update: never },
  admin: { position: 'sidebar', readOnly: true, initCollapsed: true },
  fields: [
    {
      name: 'sentAt',
      label: 'Sent',
      type: 'date',
      required: true,
      admin: { date: UK_MOMENT },
    },
    { name: 'minutes', label: 'Arriving in (minutes)', type: 'number', required: true },
    { name: 'channels', label: 'Sent by', type: 'text', required: true },
    { name: 'body', label: 'Text', type: 'textarea', required: true },
    { name: 'sentBy', label: 'By', type: 'relationship', relationTo: 'users' },
  ],
}
