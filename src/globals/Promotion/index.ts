import type { Field, GlobalConfig } from 'payload'

import { pounds } from '@/fields/pounds'

import { anyone } from '@/access/anyone'
import { isOwner } from '@/access/isOwner'
import { revalidateGlobal } from '@/hooks/revalidate'
import { PROMOTION_DEFAULTS as D } from '@/content'
import { TAGS } from '@/lib/cms/tags'

/** The largest window (cm) a bundle's blinds may each be: the estimate applies the offer only to windows within it. */
const largestSize = (defaults: { maxWidth: number; maxDrop: number }): Field => ({
  type: 'row',
  fields: [
    {
      name: 'maxWidth',
      label: 'Largest width (cm)',
      type: 'number',
      required: true,
      min: 1,
      max: 1000,
      defaultValue: defaults.maxWidth,
    },
    {
      name: 'maxDrop',
      label: 'Largest drop (cm)',
      type: 'number',
      required: true,
      min: 1,
      max: 1000,
      defaultValue: defaults.maxDrop,
    },
  ],
})

export const Promotion: GlobalConfig = {
  slug: 'promotion',
  label: 'Promotion & offers',
  admin: {
    group: 'Settings',
    description:
      'The flash sale with its countdown, the bundle prices and the area offer. The sale ends at the end date you set, and then disappears from the site; the countdown counts down to it.',
  },
  access: { read: anyone, update: isOwner },
  hooks: { afterChange: [revalidateGlobal([TAGS.promotion, TAGS.estimate])] },
  fields: [
    {
      type: 'collapsible',
      label: 'Flash sale',
      fields: [
        { name: 'enabled', type: 'checkbox', defaultValue: D.enabled, label: 'Show the flash sale' },
        {
          type: 'row',
          fields: [
            {
              name: 'percentOff',
              label: 'Discount (%)',
              type: 'number',
              required: true,
              min: 1,
              max: 90,
              defaultValue: D.percentOff,
            },
            { name: 'headline', type: 'text', required: true, defaultValue: D.headline },
          ],
        },
        {
          name: 'endsAt',
          label: 'Ends at',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayAndTime', displayFormat: 'd MMM yyyy HH:mm' },
            description:
              'When the sale ends (UK time). Without an end date the sale is shown as an ongoing offer, with no countdown and no "limited time" words, and the go-live panel reminds you.',
          },
        },
        { name: 'terms', type: 'textarea', defaultValue: D.terms },
      ],
    },
    {
      name: 'bundles',
      type: 'array',
      admin: { description: 'N blinds of one material, each up to the largest size set here, for a fixed price.' },
      defaultValue: D.bundles.map((b) => ({ ...b })),
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'material',
              type: 'select',
              required: true,
              options: [
                { label: 'Faux wood', value: 'faux-wood' },
                { label: 'Real wood', value: 'wooden' },
              ],
            },
            { name: 'title', type: 'text', required: true },
            { name: 'quantity', type: 'number', required: true, min: 1 },
            pounds({ name: 'pricePence', label: 'Price', kind: 'bundle', required: true }),
          ],
        },
        largestSize({ maxWidth: 150, maxDrop: 180 }),
        { name: 'description', type: 'textarea' },
      ],
    },
    {
      name: 'areaOffer',
      type: 'group',
      label: 'Area offer',
      admin: {
        description:
          'Shown on every local area page, e.g. "2 fitted blinds for £150"; the estimate on those pages applies it to blinds up to its largest size.',
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'blindCount',
              label: 'Number of blinds',
              type: 'number',
              required: true,
              min: 1,
              defaultValue: D.areaOffer.blindCount,
            },
            pounds({
              name: 'pricePence',
              label: 'Price',
              kind: 'bundle',
              required: true,
              defaultValue: D.areaOffer.pricePence,
            }),
            pounds({
              name: 'maxPricePence',
              label: 'Typical top price',
              kind: 'bundle',
              defaultValue: D.areaOffer.maxPricePence,
            }),
          ],
        },
        largestSize(D.areaOffer),
      ],
    },
  ],
}
