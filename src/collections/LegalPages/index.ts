import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cms/tags'
import type { LegalPage } from '@/payload-types'

export const LEGAL_SLUGS = ['privacy-policy', 'terms-of-service', 'cookie-policy'] as const
export type LegalSlug = (typeof LEGAL_SLUGS)[number]

export const LegalPages: CollectionConfig = {
  slug: 'legal-pages',
  labels: { singular: 'Legal page', plural: 'Legal pages' },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'slug', 'lastUpdated', 'reviewed'],
    group: 'Content',
    description: 'Privacy policy, terms and cookie policy. The seeded texts are drafts: have them reviewed.',
  },
  access: { read: anyone, create: isOwner, update: isOwner, delete: isOwner },
  hooks: revalidateCollection<Pick<LegalPage, 'slug'>>([TAGS.legalPages], (doc) =>
    doc.slug ? [TAGS.legalPage(doc.slug)] : [],
  ),
  fields: [
    { name: 'title', type: 'text', required: true },
    {
      name: 'slug',
      type: 'select',
      required: true,
      unique: true,
      options: [
        { label: 'Privacy policy', value: 'privacy-policy' },
        { label: 'Terms of service', value: 'terms-of-service' },
        { label: 'Cookie policy', value: 'cookie-policy' },
      ],
      admin: { position: 'sidebar' },
    },
    { name: 'summary', type: 'textarea', admin: { description: 'One or two sentences for search results.' } },
    { name: 'content', type: 'richText', required: true },
    {
      name: 'lastUpdated',
      type: 'date',
      required: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayOnly', displayFormat: 'd MMMM yyyy' } },
    },
    {
      name: 'reviewed',
      label: 'Reviewed by the owner',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: 'Tick once you have checked the text (ideally with a solicitor).',
        components: { Cell: '/components/admin/YesCell#YesCell' },
      },
    },
  ],
  timestamps: true,
}
