import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cms/tags'
import { FINISHES } from '@/content/finishes'
import { pounds } from '@/fields/pounds'
import { checkGrid } from '@/lib/pricing/grid'
import { markGridEdited, pricesFromGrid } from './hooks'
import { slatWidthProblem, validateHexColour } from './validation'

export const Products: CollectionConfig = {
  slug: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  admin: {
    useAsTitle: 'name',
    defaultColumns: ['name', 'type', 'startingPrice', 'updatedAt'],
    group: 'Content',
    description:
      'Blinds shown on the home page and the collection pages, with the price grid the site estimates from. Prices are typed in pounds (84 or 84.00 for £84.00).',
    components: {
      Description: {
        path: '/components/admin/OwnerOnlyDescription#OwnerOnlyDescription',
        clientProps: {
          text: 'Blinds shown on the home page and the collection pages, with the price grid the site estimates from. Prices are typed in pounds (84 or 84.00 for £84.00).',
          reason: 'Only the owner can edit products. Ask the owner to change a price, finish or description.',
        },
      },
    },
  },
  defaultSort: 'sortOrder',
  // Only the owner edits products and their prices; staff and visitors read them.
  access: { read: anyone, create: isOwner, update: isOwner, delete: isOwner },
  hooks: {
    ...revalidateCollection([TAGS.products, TAGS.estimate]),
    beforeValidate: [pricesFromGrid],
    beforeChange: [markGridEdited],
  },
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
    {
      name: 'slatWidthMm',
      label: 'Slat width (mm)',
      type: 'number',
      admin: {
        position: 'sidebar',
        description: 'e.g. 50. Each quote line records it; the accepted order keeps it as quoted.',
      },
      validate: (value: unknown) => slatWidthProblem(value) ?? true,
    },
    { name: 'description', type: 'textarea', required: true },
    {
      name: 'priceGrid',
      label: 'Price grid',
      type: 'json',
      required: true,
      validate: (value: unknown) => checkGrid(value),
      admin: { components: { Field: '/components/admin/PriceGridField#PriceGridField' } },
    },
    {
      name: 'options',
      label: 'Options',
      type: 'array',
      labels: { singular: 'Option', plural: 'Options' },
      admin: { description: 'Extras priced per blind, e.g. decorative tapes or electric operation.' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'code',
              type: 'text',
              required: true,
              admin: { description: 'Short name used in links, e.g. tapes.' },
              validate: (value: unknown) =>
                typeof value === 'string' && /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value)
                  ? true
                  : 'Use lowercase letters, numbers and hyphens only.',
            },
            { name: 'label', type: 'text', required: true },
            pounds({ name: 'price', label: 'Price per blind', kind: 'option', required: true }),
          ],
        },
      ],
    },
    {
      type: 'row',
      fields: [
        pounds({
          name: 'startingPrice',
          label: 'Starting from',
          kind: 'blind',
          required: true,
          derived: true,
          description: "The price grid's smallest cell, set on save.",
        }),
        pounds({
          name: 'highPrice',
          label: 'Highest price',
          kind: 'blind',
          derived: true,
          description: "The price grid's largest cell, for search engines.",
        }),
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
    {
      name: 'gridEditedAt',
      label: 'Price grid last edited',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: 'Set when you save a change to the price grid. Until then the grid is the demo one.',
      },
    },
  ],
}
