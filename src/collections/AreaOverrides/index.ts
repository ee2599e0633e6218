import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateCollection } from '@/hooks/revalidate'
import { getArea } from '@/lib/areas'
import { TAGS } from '@/lib/cms/tags'
import type { AreaOverride } from '@/payload-types'

/**
 * Replaces any generated field of one area page. Empty fields keep the generated text.
 * Saving expires that area's cache tag, so the live page changes within seconds without a rebuild.
 */
export const AreaOverrides: CollectionConfig = {
  slug: 'area-overrides',
  labels: { singular: 'Area override', plural: 'Area overrides' },
  admin: {
    useAsTitle: 'area',
    defaultColumns: ['area', 'hidden', 'h1', 'updatedAt'],
    group: 'Content',
    description: 'Change the text of one local area page, or hide it. Empty fields keep the generated text.',
    components: { beforeList: ['/components/admin/AreaIndexingList#AreaIndexingList'] },
  },
  access: { read: anyone, create: isOwner, update: isOwner, delete: isOwner },
  hooks: revalidateCollection<Pick<AreaOverride, 'area'>>([TAGS.areaOverrides], (doc) =>
    doc.area ? [TAGS.areaOverride(doc.area)] : [],
  ),
  fields: [
    {
      name: 'area',
      label: 'Area slug',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { description: 'The last part of the page address, e.g. "moseley" for /areas/moseley.' },
      validate: (value: unknown) =>
        typeof value === 'string' && getArea(value) ? true : 'No area page has this slug.',
    },
    {
      name: 'hidden',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Hide this area: its page answers 404 and it leaves the lists.',
        components: { Cell: '/components/admin/YesCell#YesCell' },
      },
    },
    { name: 'h1', label: 'Main heading', type: 'text' },
    { name: 'metaTitle', type: 'text' },
    { name: 'metaDescription', type: 'textarea', maxLength: 160 },
    {
      name: 'intro',
      label: 'Introduction paragraphs',
      type: 'array',
      fields: [{ name: 'paragraph', type: 'textarea', required: true }],
    },
    { name: 'benefits', type: 'array', fields: [{ name: 'text', type: 'text', required: true }] },
    {
      name: 'faqs',
      label: 'FAQs',
      type: 'array',
      fields: [
        { name: 'question', type: 'text', required: true },
        { name: 'answer', type: 'textarea', required: true },
      ],
    },
    { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
  ],
  timestamps: true,
}
