import type { CollectionConfig } from 'payload'

import { isOwner, isOwnerField } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cms/tags'
import { privacyStateFields } from '@/fields/privacyFields'
import { notPersonal, personal } from '@/lib/privacy/personal'
import { relabelOnAreaChange, validateReviewArea } from './hooks'

const never = () => false

export const WITHHOLD_REASONS = [
  { value: 'abuse', label: 'Abusive or offensive' },
  { value: 'personal-data', label: "Contains someone's personal data" },
] as const

/**
 * Verified reviews: each written by the customer of one fitted order through the link e-mailed to them, one per
 * order. Nobody creates one in /admin or the API. The owner publishes it, or withholds it with a recorded reason,
 * and may reply publicly; nobody edits what the customer wrote.
 */
export const Reviews: CollectionConfig = {
  slug: 'reviews',
  labels: { singular: 'Review', plural: 'Reviews' },
  admin: {
    useAsTitle: 'label',
    defaultColumns: ['firstName', 'rating', 'text', 'areaName', 'status', 'createdAt'],
    listSearchableFields: ['firstName', 'text', 'areaName', 'label'],
    group: 'Orders',
    description:
      'Reviews from fitted customers. Publish each one; withhold only for abuse or personal data, with the reason.',
  },
  defaultSort: '-createdAt',
  // Not readable through the API by the public: the site shows published ones through its own cached getter.
  access: { create: never, read: isStaff, update: isOwner, delete: isOwner },
  // Reviews show wherever testimonials do, and lift their area page into the index as a local job does.
  hooks: {
    ...revalidateCollection<{ area?: string | null }>([TAGS.testimonials, TAGS.localJobs], (doc) =>
      doc.area ? [TAGS.localJobsInArea(doc.area)] : [],
    ),
    beforeChange: [relabelOnAreaChange],
  },
  fields: [
    {
      name: 'quote',
      label: 'Order',
      type: 'relationship',
      relationTo: 'quotes',
      required: true,
      unique: true,
      index: true,
      access: { update: never },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'label',
      type: 'text',
      access: { update: never },
      admin: { readOnly: true, description: 'How it is labelled on the site.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rating',
          type: 'number',
          required: true,
          min: 1,
          max: 5,
          access: { update: never },
          admin: { readOnly: true },
        },
        {
          name: 'firstName',
          label: 'First name',
          type: 'text',
          access: { update: never },
          admin: { readOnly: true },
          ...personal('name'),
        },
        {
          name: 'showFirstName',
          label: 'Customer agreed to show their first name',
          type: 'checkbox',
          access: { update: never },
          admin: { readOnly: true },
        },
      ],
    },
    {
      name: 'text',
      label: 'Review',
      type: 'textarea',
      required: true,
      access: { update: never },
      admin: { readOnly: true },
      ...personal('text'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'area',
          label: 'Area page',
          type: 'text',
          index: true,
          access: { update: isOwnerField },
          validate: validateReviewArea,
          admin: {
            description:
              'The area page it shows on: one of its order’s areas (the page the customer came from, or an area of their postcode district). Required to publish when the order has any.',
            // A list of the order's areas, worked out on the server.
            components: { Field: '/components/admin/ReviewAreaField#ReviewAreaField' },
          },
        },
        {
          name: 'areaName',
          label: 'Area name shown',
          type: 'text',
          access: { update: never },
          admin: {
            readOnly: true,
            // The list says what an empty one means, not "<No Area name shown>".
            components: {
              Cell: { path: '/components/admin/NoneCell#NoneCell', clientProps: { none: 'No area page' } },
            },
          },
          ...notPersonal('the area page the job was on, not where the customer lives'),
        },
        {
          name: 'fittedAt',
          label: 'Fitted',
          type: 'date',
          access: { update: never },
          admin: { readOnly: true, date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' } },
        },
      ],
    },
    {
      name: 'verified',
      type: 'checkbox',
      defaultValue: true,
      access: { update: never },
      admin: { readOnly: true, position: 'sidebar', description: 'Written through the link sent after its fitting.' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'waiting',
      index: true,
      access: { update: isOwnerField },
      options: [
        { value: 'waiting', label: 'Waiting for the owner' },
        { value: 'published', label: 'Published' },
        { value: 'withheld', label: 'Withheld' },
      ],
      admin: { position: 'sidebar' },
    },
    {
      name: 'withheldReason',
      label: 'Why withheld',
      type: 'select',
      options: WITHHOLD_REASONS.map((r) => ({ ...r })),
      access: { update: isOwnerField },
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        siblingData?.status === 'withheld' && !value ? 'A review is withheld only with its reason.' : true,
      admin: { position: 'sidebar', condition: (_, sibling) => sibling?.status === 'withheld' },
    },
    {
      name: 'withheldNote',
      ...personal('text'),
      label: 'Note on the reason',
      type: 'textarea',
      access: { update: isOwnerField },
      admin: { position: 'sidebar', condition: (_, sibling) => sibling?.status === 'withheld' },
    },
    {
      name: 'reply',
      label: 'Public reply',
      type: 'textarea',
      access: { update: isOwnerField },
      admin: { description: 'Shown under the review, as the business.' },
    },
    ...privacyStateFields(),
  ],
  timestamps: true,
}
