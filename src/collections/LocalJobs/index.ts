import type { CollectionConfig } from 'payload'

import { FINISHES, MATERIAL_WORDS } from '@/content/finishes'
import { isStaffField } from '@/access/isStaff'
import { isAreaSlug } from '@/lib/localJobs/jobs'
import { personal } from '@/lib/privacy/personal'
import { localJobsAccess } from './access'
import { localJobEndpoints } from './endpoints'
import { normaliseJob, revalidateJobAfterChange, revalidateJobAfterDelete, validateFinish } from './hooks'

/**
 * Work the business has done, as local proof: shown on its area page, as "nearby" on the neighbouring area pages,
 * on its product's collection page and on /our-work. A published real job (not a demo entry) makes its area page
 * indexable. Seeded entries carry the demo flag and are labelled as examples on the site.
 */
const never = () => false

export const LocalJobs: CollectionConfig = {
  slug: 'local-jobs',
  labels: { singular: 'Local job', plural: 'Local jobs' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'product', 'windows', 'demo', 'published'],
    group: 'Content',
    description:
      'Jobs you have fitted, shown on the area page, nearby area pages, the collection page and Our work. A published job (not a demo) also gets its area page indexed by search engines.',
  },
  defaultSort: '-month',
  access: localJobsAccess,
  endpoints: localJobEndpoints,
  hooks: {
    beforeChange: [normaliseJob],
    afterChange: [revalidateJobAfterChange],
    afterDelete: [revalidateJobAfterDelete],
  },
  fields: [
    {
      name: 'title',
      type: 'text',
      admin: { readOnly: true, position: 'sidebar', description: 'Made from the area, month and rooms on saving.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'area',
          label: 'Area slug',
          type: 'text',
          required: true,
          index: true,
          admin: { description: 'The area page it belongs to, e.g. "moseley" for /areas/moseley.' },
          validate: (value: unknown) => (isAreaSlug(value) ? true : 'No area page has this slug.'),
        },
        {
          name: 'month',
          type: 'date',
          required: true,
          index: true,
          admin: {
            date: { pickerAppearance: 'monthOnly', displayFormat: 'MMMM yyyy' },
            description: 'When it was fitted, shown as e.g. "March 2026".',
          },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'product',
          type: 'relationship',
          relationTo: 'products',
          required: true,
          index: true,
          // Named on the server: Payload's cell printed "<No Product>" until a row scrolled into view.
          admin: { components: { Cell: '/components/admin/RelatedTitleCell#RelatedTitleCell' } },
        },
        {
          name: 'finish',
          type: 'select',
          options: FINISHES.map((f) => ({ label: `${f.name} (${MATERIAL_WORDS[f.material]})`, value: f.name })),
          validate: validateFinish,
          admin: { components: { Field: '/components/admin/FinishSelect#FinishSelect' } },
        },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'rooms',
          type: 'text',
          required: true,
          maxLength: 120,
          admin: { description: 'e.g. "Bay window in the front room, and the kitchen"' },
        },
        { name: 'windows', label: 'Number of windows', type: 'number', required: true, min: 1, max: 99 },
      ],
    },
    {
      name: 'note',
      label: 'Short note',
      type: 'textarea',
      required: true,
      maxLength: 600,
      ...personal('text'),
      admin: {
        description:
          'What the customer wanted and how it was fitted, in a few plain sentences. No names. A job created from an order starts with the order’s facts: put them in your own words, add photos, then tick Published.',
      },
    },
    {
      // The order "Create local job" made it from: its fitting's consented after photos are offered below.
      name: 'fromOrder',
      label: 'Made from order',
      type: 'relationship',
      relationTo: 'quotes',
      // The order behind a job is for staff: the public reads a published job without it.
      access: { read: isStaffField, create: never, update: never },
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'fittingPhotos',
      type: 'ui',
      admin: {
        condition: (data) => Boolean(data?.fromOrder),
        components: { Field: '/components/admin/FittingPhotos#FittingPhotos' },
      },
    },
    {
      name: 'photos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      maxRows: 6,
      admin: { description: 'Photos of the finished job (with the customer’s permission).' },
    },
    {
      name: 'demo',
      label: 'Demo entry (not a real job)',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Shown as an example; never gets an area page indexed.',
        components: { Cell: '/components/admin/YesCell#YesCell' },
      },
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: true,
      // The list shows "Yes" where ticked rather than true/false on every row.
      admin: { position: 'sidebar', components: { Cell: '/components/admin/YesCell#YesCell' } },
    },
  ],
  timestamps: true,
}
