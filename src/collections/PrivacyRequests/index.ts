import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { personal } from '@/lib/privacy/personal'
import { privacyEndpoints } from './endpoints'

const never = () => false
const isRequest = (kind: unknown) => kind === 'erasure-request' || kind === 'copy-request'

/**
 * The privacy log: each request a person makes (a copy or an erasure) with how they proved it was them, each erasure
 * (when, by whom, which records were erased and which kept and why, never what they held) and each copy sent.
 * Written only by the endpoints behind /admin/privacy and the person's confirmation link; nobody edits or deletes
 * an entry.
 */
export const PrivacyRequests: CollectionConfig = {
  slug: 'privacy-requests',
  labels: { singular: 'Privacy log entry', plural: 'Privacy log' },
  admin: {
    useAsTitle: 'kind',
    defaultColumns: ['kind', 'status', 'by', 'summary', 'createdAt'],
    group: 'Privacy',
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
        { value: 'copy-request', label: 'Copy requested' },
        { value: 'erasure', label: 'Erased' },
        { value: 'copy', label: 'Copy downloaded' },
      ],
    },
    {
      name: 'status',
      type: 'select',
      options: [
        { value: 'open', label: 'Waiting for the person to confirm' },
        { value: 'verified', label: 'Confirmed: waiting for the owner' },
        { value: 'waiting', label: 'Waiting: an order not yet fitted and paid still needs their details' },
        { value: 'done', label: 'Done' },
      ],
      admin: { condition: (data) => isRequest(data?.kind) },
    },
    {
      name: 'contact',
      label: 'E-mail or phone the person gave',
      type: 'text',
      ...personal('text'),
      admin: {
        condition: (data) => isRequest(data?.kind),
        description: 'Held only until the request is done.',
      },
    },
    {
      name: 'verification',
      type: 'group',
      admin: { condition: (data) => isRequest(data?.kind) },
      fields: [
        {
          name: 'method',
          type: 'select',
          options: [
            { value: 'email-link', label: 'Confirmed by the link e-mailed to them' },
            { value: 'call-back', label: 'Staff called the number on the records back' },
          ],
        },
        {
          name: 'email',
          label: 'Address on their records the link (and the copy) goes to',
          type: 'email',
          ...personal('email'),
        },
        { name: 'linkSentAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        { name: 'verifiedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
        {
          name: 'verifiedBy',
          type: 'relationship',
          relationTo: 'users',
          admin: { description: 'Who called them back.' },
        },
        {
          name: 'linkRevision',
          type: 'number',
          defaultValue: 0,
          admin: { description: 'Each link sent counts one up; only the latest link works.' },
        },
      ],
    },
    {
      name: 'picks',
      type: 'json',
      admin: { description: 'The records the owner picked for the copy (ids only).' },
    },
    {
      name: 'records',
      type: 'json',
      admin: { description: 'Which records were erased, kept (and why) or excluded: ids and reasons, never values.' },
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
