import type { Field, GlobalConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { publishedOrSignedIn } from '@/access/publishedOrSignedIn'
import { revalidatePublishedGlobal } from '@/hooks/revalidate'
import { HOME_PAGE_DEFAULTS as D } from '@/lib/cms/defaults'
import { PLACEHOLDER_HELP } from '@/lib/cms/placeholders'
import { TAGS } from '@/lib/cms/tags'
import { pageVersions, previewUrl } from '../pageContent'

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

export const HomePage: GlobalConfig = {
  slug: 'home-page',
  label: 'Home page',
  admin: {
    group: 'Pages',
    description: `The words of the home page. Edits save as a draft; Publish (or Schedule publish) puts them live. ${PLACEHOLDER_HELP}`,
    livePreview: { url: () => previewUrl('/') },
    preview: () => previewUrl('/'),
  },
  access: { read: publishedOrSignedIn, readVersions: isStaff, update: isOwner },
  versions: pageVersions,
  hooks: { afterChange: [revalidatePublishedGlobal([TAGS.homePage])] },
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
              label: 'Headline, highlighted end',
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
}
