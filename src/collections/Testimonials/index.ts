import type { CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { publishedOrStaff } from '@/access/publishedOrStaff'
import { revalidateCollection } from '@/hooks/revalidate'
import { getArea } from '@/lib/areas'
import { TAGS } from '@/lib/cms/tags'

/**
 * Customer testimonials the owner curates. UK law bans fake reviews (DMCC Act 2024): seeded entries carry the
 * demo flag, are labelled as examples on the site and never produce review markup.
 */
export const Testimonials: CollectionConfig = {
  slug: 'testimonials',
  labels: { singular: 'Testimonial', plural: 'Testimonials' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'location', 'rating', 'demo', 'published'],
    group: 'Content',
    description: 'Only real customers, with their permission. Demo entries are shown as examples.',
  },
  access: { read: publishedOrStaff, create: isOwner, update: isOwner, delete: isOwner },
  hooks: revalidateCollection([TAGS.testimonials]),
  fields: [
    { name: 'quote', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true },
        { name: 'location', type: 'text', required: true, admin: { description: 'e.g. Moseley, B13' } },
      ],
    },
    {
      name: 'area',
      label: 'Area page',
      type: 'text',
      admin: { description: 'Optional area slug (e.g. moseley): shown first on that area page.' },
      validate: (value: unknown) =>
        value == null || value === '' || (typeof value === 'string' && getArea(value))
          ? true
          : 'No area page has this slug.',
    },
    { name: 'rating', type: 'number', required: true, min: 1, max: 5, defaultValue: 5 },
    { name: 'date', type: 'date', admin: { date: { pickerAppearance: 'dayOnly' } } },
    {
      name: 'demo',
      label: 'Demo entry (not a real customer)',
      type: 'checkbox',
      defaultValue: false,
      admin: { position: 'sidebar', components: { Cell: '/components/admin/YesCell#YesCell' } },
    },
    {
      name: 'published',
      type: 'checkbox',
      defaultValue: true,
      admin: { position: 'sidebar', components: { Cell: '/components/admin/YesCell#YesCell' } },
    },
  ],
  timestamps: true,
}
