import type { CollectionAfterChangeHook, CollectionConfig, Field } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { publishedOrSignedIn } from '@/access/publishedOrSignedIn'
import { KEEP_FIELD_IN_VIEW, pageVersions, previewUrl } from '@/fields/pageContent'
import { expireTags } from '@/hooks/revalidate'
import { HOME_SERVICE_SLUGS, SERVICE_DEFAULTS, SERVICE_SLUGS } from '@/content/services'
import { TAGS } from '@/lib/cms/tags'
import { isOneOf } from '@/lib/platform/narrow'
import type { Service } from '@/payload-types'

/** A list of one-line texts (paragraphs, points), stored as rows of `text`. */
const lines = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'array',
  admin: { description, initCollapsed: false },
  labels: { singular: 'Line', plural: 'Lines' },
  fields: [{ name: 'text', type: 'textarea', required: true, admin: { rows: 2 } }],
})

/**
 * Every service page lists the others by name, and /services and the home page show them as cards: a published
 * change expires those pages (one tag). Autosaved drafts change nothing visitors see, so they expire nothing.
 */
const revalidatePublished: CollectionAfterChangeHook<Service> = async ({ doc, req }) => {
  if (doc._status === 'published') await expireTags([TAGS.services], req)
  return doc
}

const SERVICES_ABOUT =
  'The words of the five service pages (/services/…). Edits save as a draft; Publish (or Schedule publish) puts them live.'

const servicePath = (data: { slug?: string | null } | undefined) => `/services/${data?.slug ?? ''}`

/** The words of the five service pages, one document each (the pages and their layout stay in code). */
export const Services: CollectionConfig = {
  slug: 'services',
  labels: { singular: 'Service page', plural: 'Service pages' },
  admin: {
    group: 'Pages',
    useAsTitle: 'name',
    defaultColumns: ['name', 'slug', '_status', 'updatedAt'],
    description: SERVICES_ABOUT,
    // The same short legend of {placeholders} as the page editors, the full list folded away.
    components: {
      edit: { beforeDocumentControls: [KEEP_FIELD_IN_VIEW] },
      Description: {
        path: '/components/admin/PlaceholderLegend#PlaceholderLegend',
        clientProps: { about: SERVICES_ABOUT },
      },
    },
    livePreview: { url: ({ data }) => previewUrl(servicePath(data)) },
    preview: (data) => previewUrl(servicePath(data)),
  },
  access: {
    read: publishedOrSignedIn,
    readVersions: isStaff,
    create: isOwner,
    update: isOwner,
    // The five pages always exist; a page's earlier words come back through Versions, not by deleting it.
    delete: () => false,
  },
  versions: pageVersions,
  hooks: { afterChange: [revalidatePublished] },
  fields: [
    {
      name: 'slug',
      label: 'Page',
      type: 'select',
      required: true,
      unique: true,
      index: true,
      // Labelled by each page's default eyebrow ("Free measuring").
      options: SERVICE_SLUGS.map((value) => ({ label: SERVICE_DEFAULTS[value].hero.eyebrow, value })),
      admin: { position: 'sidebar', description: 'The page these words are for: /services/<page>.' },
    },
    {
      type: 'row',
      fields: [
        { name: 'name', type: 'text', required: true, admin: { description: 'Cards, links and breadcrumbs.' } },
        {
          name: 'shortName',
          label: 'Name in running text',
          type: 'text',
          required: true,
          admin: { description: 'As in "Questions about free measuring".' },
        },
      ],
    },
    {
      name: 'hero',
      label: 'Top of the page',
      type: 'group',
      fields: [
        { name: 'eyebrow', type: 'text', required: true },
        { name: 'title', label: 'Headline', type: 'text', required: true },
        { name: 'intro', type: 'textarea', required: true },
      ],
    },
    {
      name: 'summary',
      type: 'textarea',
      required: true,
      admin: { description: 'One line on the card in /services.' },
    },
    {
      name: 'what',
      label: 'What it is',
      type: 'group',
      fields: [
        { name: 'title', label: 'Heading', type: 'text', required: true },
        lines('paragraphs', 'Paragraphs'),
        lines('included', 'Included', 'The ticked list beside the paragraphs.'),
      ],
    },
    {
      name: 'how',
      label: 'How it works',
      type: 'group',
      fields: [
        { name: 'title', label: 'Heading', type: 'text', required: true },
        {
          name: 'steps',
          type: 'array',
          labels: { singular: 'Step', plural: 'Steps' },
          fields: [
            { name: 'title', type: 'text', required: true },
            { name: 'text', type: 'textarea', required: true, admin: { rows: 2 } },
          ],
        },
      ],
    },
    {
      name: 'timings',
      label: 'Facts card',
      type: 'group',
      admin: { description: 'The card beside the headline. Values are usually placeholders, e.g. {installHours}.' },
      fields: [
        {
          name: 'showOpeningHours',
          label: "Start with the showroom's opening hours (from Settings)",
          type: 'checkbox',
          defaultValue: false,
        },
        {
          name: 'rows',
          type: 'array',
          labels: { singular: 'Row', plural: 'Rows' },
          fields: [
            {
              type: 'row',
              fields: [
                { name: 'label', type: 'text', required: true },
                { name: 'value', type: 'text', required: true },
              ],
            },
          ],
        },
      ],
    },
    {
      name: 'cta',
      label: 'Closing call to action',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true },
        { name: 'text', type: 'textarea', required: true },
        { name: 'label', label: 'Button', type: 'text', required: true },
      ],
    },
    {
      name: 'homeCard',
      label: 'Card on the home page',
      type: 'group',
      admin: {
        condition: (data) => isOneOf(HOME_SERVICE_SLUGS, data?.slug),
        description: "The card in the home page's services section.",
      },
      fields: [{ name: 'text', type: 'textarea' }, lines('points', 'Points')],
    },
    {
      name: 'meta',
      label: 'Search results',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true },
        {
          name: 'description',
          type: 'textarea',
          required: true,
          admin: { description: 'About 150 characters, shown under the title in search results.' },
        },
      ],
    },
  ],
}
