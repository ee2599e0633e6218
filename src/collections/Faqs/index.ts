import type { CollectionConfig } from 'payload'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateCollection } from '@/hooks/revalidate'
import { TAGS } from '@/lib/cms/tags'

export const FAQ_TOPICS = [
  { label: 'Home page', value: 'home' },
  { label: 'Service areas', value: 'areas' },
  { label: 'Measuring', value: 'measuring' },
  { label: 'Installation', value: 'installation' },
  { label: 'Fast-track fitting', value: 'fast-track' },
  { label: 'Consultations', value: 'consultations' },
  { label: 'Aftercare', value: 'aftercare' },
  { label: 'Wooden collection', value: 'wooden' },
  { label: 'Faux wood collection', value: 'faux-wood' },
] as const

export type FaqTopic = (typeof FAQ_TOPICS)[number]['value']

export const Faqs: CollectionConfig = {
  slug: 'faqs',
  labels: { singular: 'FAQ', plural: 'FAQs' },
  admin: {
    useAsTitle: 'question',
    defaultColumns: ['question', 'topic', 'sortOrder'],
    group: 'Content',
    description: 'Questions and answers shown on the home page, the services pages and the collection pages.',
  },
  defaultSort: 'sortOrder',
  access: { read: anyone, create: isOwner, update: isOwner, delete: isOwner },
  hooks: revalidateCollection([TAGS.faqs]),
  fields: [
    { name: 'question', type: 'text', required: true },
    { name: 'answer', type: 'textarea', required: true },
    {
      name: 'topic',
      type: 'select',
      required: true,
      index: true,
      options: FAQ_TOPICS.map((t) => ({ ...t })),
      admin: { position: 'sidebar' },
    },
    { name: 'sortOrder', type: 'number', defaultValue: 0, admin: { position: 'sidebar' } },
  ],
  timestamps: true,
}
