import type { Field } from 'payload'

import { HOME_PAGE_DEFAULTS as D } from '@/content'
import { TAGS } from '@/lib/cms/tags'
import { pageContentGlobal } from '@/fields/pageContent'

/** A section's heading: eyebrow, title and the line under it. */
const sectionHeading = (name: 'products' | 'services' | 'areas' | 'contact', label: string): Field => ({
  name,
  label,
  type: 'group',
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'eyebrow', type: 'text', required: true, defaultValue: D[name].eyebrow },
        { name: 'title', label: 'Heading', type: 'text', required: true, defaultValue: D[name].title },
      ],
    },
    { name: 'intro', type: 'textarea', required: true, defaultValue: D[name].intro },
  ],
})

export const HomePage = pageContentGlobal({
  slug: 'home-page',
  label: 'Home page',
  about: 'The words of the home page.',
  path: '/',
  tag: TAGS.homePage,
  fields: [
    {
      name: 'hero',
      type: 'group',
      fields: [
        { name: 'eyebrow', type: 'text', required: true, defaultValue: D.hero.eyebrow },
        {
          type: 'row',
          fields: [
            { name: 'headline', type: 'text', required: true, defaultValue: D.hero.headline },
            {
              name: 'headlineHighlight',
              label: 'Headline’s highlighted end',
              type: 'text',
              defaultValue: D.hero.headlineHighlight,
            },
          ],
        },
        { name: 'intro', type: 'textarea', required: true, defaultValue: D.hero.intro },
        {
          name: 'benefits',
          type: 'array',
          minRows: 4,
          maxRows: 4,
          admin: { description: 'The four points beside the ruler, wrench, shield and timer icons, in that order.' },
          defaultValue: D.hero.benefits.map((b) => ({ ...b })),
          fields: [{ name: 'text', type: 'text', required: true }],
        },
        {
          type: 'row',
          fields: [
            { name: 'callLabel', label: 'Call button', type: 'text', required: true, defaultValue: D.hero.callLabel },
            {
              name: 'bookLabel',
              label: 'Booking button',
              type: 'text',
              required: true,
              defaultValue: D.hero.bookLabel,
            },
          ],
        },
      ],
    },
    sectionHeading('products', 'Products section'),
    sectionHeading('services', 'Services section (the cards are the service pages’ own)'),
    sectionHeading('areas', 'Areas section'),
    {
      name: 'booking',
      label: 'Booking section',
      type: 'group',
      fields: [
        { name: 'title', type: 'text', required: true, defaultValue: D.booking.title },
        { name: 'text', type: 'textarea', required: true, defaultValue: D.booking.text },
        { name: 'actionLabel', label: 'Button', type: 'text', required: true, defaultValue: D.booking.actionLabel },
      ],
    },
    sectionHeading('contact', 'Contact section'),
    { name: 'faqTitle', label: 'Questions heading', type: 'text', required: true, defaultValue: D.faqTitle },
  ],
})
