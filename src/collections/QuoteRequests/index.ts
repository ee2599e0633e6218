import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { FIRST_STATUS, QUOTE_STATUSES, selectOptions } from '@/content/leadOptions'
import { customerField, estimateFields, leadWorkflowFields } from '@/fields/leadFields'
import { personal } from '@/lib/privacy/personal'
import { appendStaffNote } from '@/hooks/appendStaffNote'
import { leadLifecycle } from '@/hooks/leadLifecycle'
import { flagOutsideArea, outsideAreaField } from '@/hooks/flagOutsideArea'
import { notifyNewLead } from '@/hooks/notifyNewLead'
import { quoteMails } from '@/lib/leads/notifications'
import { quoteFieldRules as rules } from '@/lib/validation/leads'

export const QuoteRequests: CollectionConfig = {
  slug: 'quote-requests',
  labels: { singular: 'Quote request', plural: 'Quote requests' },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['firstName', 'lastName', 'phone', 'postcode', 'outsideArea', 'status', 'respondBy', 'createdAt'],
    listSearchableFields: ['firstName', 'lastName', 'phone', 'postcode', 'email'],
    group: 'Leads',
    components: { beforeListTable: ['/components/admin/OverdueFilter#OverdueFilter'] },
    description: 'Quote requests from the contact forms. Call the customer, then move the status along.',
  },
  defaultSort: '-createdAt',
  // The public asks only through POST /api/quote-request (rate limit, honeypot, de-duplication); Payload's own
  // API creates leads for signed-in staff only (an enquiry taken on the phone).
  access: { create: isStaff, read: isStaff, update: isStaff, delete: isOwner },
  hooks: {
    beforeChange: [flagOutsideArea, leadLifecycle(), appendStaffNote],
    afterChange: [notifyNewLead(quoteMails)],
  },
  fields: [
    outsideAreaField,
    {
      type: 'row',
      fields: [
        { name: 'firstName', type: 'text', required: true, ...customerField(rules.firstName), ...personal('name') },
        { name: 'lastName', type: 'text', required: true, ...customerField(rules.lastName), ...personal('name') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'email', type: 'email', required: true, ...customerField(rules.email), ...personal('email') },
        { name: 'phone', type: 'text', required: true, ...customerField(rules.phone), ...personal('phone') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'postcode',
          type: 'text',
          required: true,
          index: true,
          ...customerField(rules.postcode),
          ...personal('postcode'),
        },
        { name: 'productType', type: 'text' },
      ],
    },
    { name: 'address', type: 'text', ...customerField(rules.address), ...personal('address') },
    { name: 'message', type: 'textarea', ...customerField(rules.message), ...personal('text') },
    ...estimateFields(),
    ...leadWorkflowFields(selectOptions(QUOTE_STATUSES), FIRST_STATUS['quote-requests']),
  ],
  timestamps: true,
}
