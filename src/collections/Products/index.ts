import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cms/tags'
import { FINISHES } from '@/lib/finishes'
import { validatePence, validateHexColour } from './validation'

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'startingPrice', 'updatedAt'],
    group: 'Content',
    description: 'Blinds shown on the home page and the collection pages. Prices are in pence (23900 = £239.00).',
    components: {
      Description: {
        path: '/components/admin/OwnerOnlyDescription#OwnerOnlyDescription',
        clientProps: {
          text: 'Blinds shown on the home page and the collection pages. Prices are in pence (23900 = £239.00).',
          reason: 'Only the owner can edit products. Ask the owner to change a price, finish or description.',
        },
      },
    },
  },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isOwner, update: isOwner, delete: isOwner },
  hooks: revalidateCollection([TAGS.products]),
  fields: [
    { name: 'name', type: 'text', required: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { position: 'sidebar', description: 'Used in links; lowercase words joined by hyphens.' },
      validate: (value: unknown) =>
        typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
          ? true
          : 'Use lowercase letters, numbers and hyphens only.',
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      options: [
        { label: 'Real wood (basswood)', value: 'wooden' },
        { label: 'Faux wood', value: 'faux-wood' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'description', type: 'textarea', required: true },
    {
      type: 'row',
      fields: [
        {
          name: 'startingPrice',
          label: 'Starting price (pence)',
          type: 'number',
          required: true,
          min: 0,
          validate: validatePence,
          admin: { description: 'In pence: 23900 is shown as £239.00.', step: 1 },
        },
        {
          name: 'highPrice',
          label: 'Highest price (pence)',
          type: 'number',
          min: 0,
          validate: (value: unknown) => (value == null ? true : validatePence(value)),
          admin: { description: 'Optional top of the price range, for search engines.', step: 1 },
        },
      ],
    },
    {
      name: 'features',
      label: 'Key features',
      type: 'array',
      required: true,
      minRows: 1,
      admin: { description: 'The first three appear on product cards.' },
      fields: [{ name: 'text', type: 'text', required: true }],
    },
    {
      name: 'finishes',
      type: 'array',
      required: true,
      minRows: 1,
      admin: {
        description: `Known finishes: ${FINISHES.map((f) => f.name).join(', ')}. Leave the colour empty to use the standard swatch.`,
      },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'name', type: 'text', required: true },
            {
              name: 'colour',
              type: 'text',
              admin: { description: 'Swatch colour as #rrggbb (optional).' },
              validate: (value: unknown) => (value == null || value === '' ? true : validateHexColour(value)),
            },
          ],
        },
        { name: 'image', type: 'upload', relationTo: 'media' },
      ],
    },
    { name: 'image', type: 'upload', relationTo: 'media', required: true },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
}
