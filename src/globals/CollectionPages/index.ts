import type { Field } from 'payload'

import { COLLECTION_PAGE_DEFAULTS, type CollectionWords } from '@/content'
import { TAGS } from '@/lib/cms/tags'
import { pageContentGlobal } from '@/fields/pageContent'

/** One collection page's words, with today's text as the defaults. */
const wordsFields = (D: CollectionWords): Field[] => [
  {
    type: 'row',
    fields: [
      { name: 'eyebrow', type: 'text', required: true, defaultValue: D.eyebrow },
      {
        name: 'shortName',
        label: 'Name in headings',
        type: 'text',
        required: true,
        defaultValue: D.shortName,
        admin: { description: 'As in "… blinds at home" and "… blinds we have fitted".' },
      },
    ],
  },
  { name: 'title', label: 'Headline', type: 'text', required: true, defaultValue: D.title },
  { name: 'intro', type: 'textarea', required: true, defaultValue: D.intro },
  {
    name: 'why',
    label: 'Why this material',
    type: 'group',
    fields: [
      { name: 'title', label: 'Heading', type: 'text', required: true, defaultValue: D.why.title },
      { name: 'intro', type: 'textarea', required: true, defaultValue: D.why.intro },
      {
        name: 'points',
        type: 'array',
        minRows: 3,
        maxRows: 3,
        admin: { description: 'Three points, beside the icons in their order.' },
        defaultValue: D.why.points.map((p) => ({ ...p })),
        fields: [
          { name: 'title', type: 'text', required: true },
          { name: 'text', type: 'textarea', required: true },
        ],
      },
      {
        name: 'rooms',
        label: 'Best in (rooms)',
        type: 'array',
        defaultValue: D.why.rooms.map((text) => ({ text })),
        fields: [{ name: 'text', type: 'text', required: true }],
      },
    ],
  },
  {
    name: 'other',
    label: 'Pointer to the other collection',
    type: 'group',
    fields: [
      { name: 'title', type: 'text', required: true, defaultValue: D.other.title },
      { name: 'text', type: 'textarea', required: true, defaultValue: D.other.text },
    ],
  },
  { name: 'faqTitle', label: 'Questions heading', type: 'text', required: true, defaultValue: D.faqTitle },
  {
    name: 'cta',
    label: 'Closing call to action',
    type: 'group',
    fields: [
      { name: 'title', type: 'text', required: true, defaultValue: D.cta.title },
      { name: 'text', type: 'textarea', required: true, defaultValue: D.cta.text },
    ],
  },
  {
    name: 'meta',
    label: 'Search results',
    type: 'group',
    fields: [
      { name: 'title', type: 'text', required: true, defaultValue: D.meta.title },
      { name: 'description', type: 'textarea', required: true, defaultValue: D.meta.description },
    ],
  },
]

export const CollectionPages = pageContentGlobal({
  slug: 'collection-pages',
  label: 'Collection pages',
  about:
    "The words of /faux-wood-collection and /wooden-collection, one tab each. Besides the facts from Settings, {finishCount} and {fromPrice} give the collection's number of finishes and lowest price.",
  path: '/faux-wood-collection',
  tag: TAGS.collectionPages,
  fields: [
    {
      type: 'tabs',
      tabs: [
        { name: 'fauxWood', label: 'Faux wood collection', fields: wordsFields(COLLECTION_PAGE_DEFAULTS.fauxWood) },
        { name: 'wooden', label: 'Wooden collection', fields: wordsFields(COLLECTION_PAGE_DEFAULTS.wooden) },
      ],
    },
  ],
})
