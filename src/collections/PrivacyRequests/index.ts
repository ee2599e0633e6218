import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { personal } from '@/lib/privacy/personal'
import { privacyEndpoints } from './endpoints'

const never = () => false

/**
 * The privacy log: each erasure (when and by whom, with counts, never what was erased), each copy given to a
 * person, and each erasure request staff file for the owner. Written only by the endpoints behind /admin/privacy;
 * nobody edits or deletes an entry.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: 'Privacy log entry', plural: 'Privacy log' },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'status', 'by', 'summary', 'createdAt'],
    group: 'Leads',
    description: 'Erasures, copies and erasure requests. Search for a person in /admin/privacy.',
  },
  defaultSort: '-createdAt',
  access: { create: never, read: isStaff, update: never, delete: never },
  endpoints: privacyEndpoints,
  fields: [
    {
      name: 'kind',
      type: 'select',
      required: true,
      options: [
        { value: 'erasure-request', label: 'Erasure requested' },
        { value: 'erasure', label: 'Erased' },
        { value: 'copy', label: 'Copy downloaded' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      options: [
        { value: 'open', label: 'Waiting for the owner' },
        { value: 'done', label: 'Done' },
      ],
      admin: { condition: (data) => data?.kind === 'erasure-request' },
    },
    {
      name: 'contact',
      label: 'E-mail or phone to erase',
      type: 'text',
      ...personal('text'),
      admin: {
        condition: (data) => data?.kind === 'erasure-request',
        description: 'Held only until the erasure is done.',
      },
    },
    {
      name: 'by',
      type: 'relationship',
      relationTo: 'users',
      admin: { description: 'Who acted (empty once their account is deleted).' },
    },
    { name: 'summary', type: 'text', admin: { description: 'Counts only: how many records, what was kept and why.' } },
  ],
  timestamps: true,
}
