import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { QUOTE_STATUSES, selectOptions } from '@/lib/leads/options'
import { notifyNewLead } from '@/hooks/notifyNewLead'
import { quoteMails } from '@/lib/leads/notifications'
import { leadWorkflowFields } from '../leadFields'

export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'phone', 'postcode', 'status', 'createdAt'],
    listSearchableFields: ['firstName', 'lastName', 'phone', 'postcode', 'email'],
    group: 'Leads',
    description: 'Quote requests from the contact forms. Call the customer, then move the status along.',
  },
  defaultSort: '-createdAt',
  access: { create: anyone, read: isStaff, update: isStaff, delete: isOwner },
  hooks: { afterChange: [notifyNewLead(quoteMails)] },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true },
        { name: 'lastName', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true },
        { name: 'phone', type: 'text', required: true },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'postcode', type: 'text', required: true, index: true },
        { name: 'productType', type: 'text' },
      ],
    },
    { name: 'address', type: 'text' },
    { name: 'message', type: 'textarea' },
    ...leadWorkflowFields(selectOptions(QUOTE_STATUSES), 'new'),
  ],
  timestamps: true,
}
