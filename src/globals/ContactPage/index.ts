import type { Field } from 'payload'

import { CONTACT_PAGE_DEFAULTS as D } from '@/content'
import { TAGS } from '@/lib/cms/tags'
import { pageContentGlobal } from '@/fields/pageContent'

const text = (name: string, defaultValue: string, label?: string): Field => ({
  name,
  ...(label ? { label } : {}),
  type: 'text',
  required: true,
  defaultValue,
})
const textarea = (name: string, defaultValue: string, label?: string): Field => ({
  name,
  ...(label ? { label } : {}),
  type: 'textarea',
  required: true,
  defaultValue,
})

export const ContactPage = pageContentGlobal({
  slug: 'contact-page',
  label: 'Contact page',
  about: 'The words of /contact. The phone numbers, e-mail, address and opening hours in its cards come from Settings.',
  path: '/contact',
  tag: TAGS.contactPage,
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Top of the page',
          fields: [
            { type: 'row', fields: [text('eyebrow', D.eyebrow), text('title', D.title, 'Headline')] },
            textarea('intro', D.intro),
            {
              type: 'row',
              fields: [text('callLabel', D.callLabel, 'Call button'), text('bookLabel', D.bookLabel, 'Booking button')],
            },
          ],
        },
        {
          label: 'How to reach us',
          fields: [
            text('detailsTitle', D.detailsTitle, 'Heading'),
            {
              name: 'phone',
              label: 'Phone card',
              type: 'group',
              fields: [text('title', D.phone.title), textarea('note', D.phone.note, 'Line under the numbers')],
            },
            {
              name: 'email',
              label: 'E-mail card',
              type: 'group',
              fields: [text('title', D.email.title), textarea('note', D.email.note, 'Line under the address')],
            },
            {
              type: 'row',
              fields: [
                text('showroomTitle', D.showroomTitle, 'Showroom card title'),
                text('hoursTitle', D.hoursTitle, 'Opening hours card title'),
              ],
            },
            {
              name: 'message',
              label: 'Message form',
              type: 'group',
              fields: [text('title', D.message.title), textarea('text', D.message.text)],
            },
          ],
        },
        {
          label: 'Directions',
          fields: [
            {
              name: 'directions',
              type: 'group',
              fields: [
                text('title', D.directions.title, 'Heading'),
                textarea('intro', D.directions.intro, 'First paragraph'),
                {
                  name: 'byCar',
                  label: 'By car',
                  type: 'group',
                  admin: { description: 'The label is shown in bold, and so is {postcode} in the text.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [text('label', D.directions.byCar.label), text('text', D.directions.byCar.text)],
                    },
                  ],
                },
                {
                  name: 'byBus',
                  label: 'By bus or train',
                  type: 'group',
                  admin: { description: 'Bold label, the text, then the link to the journey planner.' },
                  fields: [
                    {
                      type: 'row',
                      fields: [text('label', D.directions.byBus.label), text('text', D.directions.byBus.text)],
                    },
                    {
                      type: 'row',
                      fields: [
                        text('linkLabel', D.directions.byBus.linkLabel, 'Link text'),
                        {
                          name: 'linkUrl',
                          label: 'Link address',
                          type: 'text',
                          required: true,
                          defaultValue: D.directions.byBus.linkUrl,
                          validate: (value: string | null | undefined) =>
                            !value || /^https:\/\//.test(value) || 'Write a full address starting with https://',
                        },
                      ],
                    },
                  ],
                },
                textarea('ringAhead', D.directions.ringAhead, 'Last paragraph'),
              ],
            },
          ],
        },
        {
          label: 'Closing and search',
          fields: [
            {
              name: 'cta',
              label: 'Closing call to action',
              type: 'group',
              fields: [text('title', D.cta.title), textarea('text', D.cta.text)],
            },
            {
              name: 'meta',
              label: 'Search results',
              type: 'group',
              fields: [text('title', D.meta.title), textarea('description', D.meta.description)],
            },
          ],
        },
      ],
    },
  ],
})
