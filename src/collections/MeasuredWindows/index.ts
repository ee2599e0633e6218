import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { personal } from '@/lib/privacy/personal'
import { windowFields } from '@/fields/windowFields'
import { checkMeasuredWindow, keepClosedWindows } from './hooks'

/** The window as measured: whole, each field checked as it is saved (the quote's lines share these fields). */
const measured = windowFields({ measured: true })

/**
 * A window measured on a visit, room by room, sent from the fitter's phone (PUT /api/visits/windows/<clientId>,
 * idempotent on the phone's own id). Staff only; the lead's quote is made from these rows. A window stays with its
 * visit, and once the visit is closed (its quote accepted, or cancelled, missed or lost) it is neither changed nor
 * deleted on any path. Its fields and rules are the window's (`src/fields/windowFields.ts`, `src/lib/windows/`), so
 * whatever is stored here "Make the quote" can turn into the quote's lines.
 */
export const MeasuredWindows: CollectionConfig = {
  slug: 'measured-windows',
  labels: { singular: 'Measured window', plural: 'Measured windows' },
  admin: {
    group: 'Orders',
    useAsTitle: 'room',
    defaultColumns: ['appointment', 'position', 'room', 'widthMm', 'dropMm', 'product', 'measuredAt'],
    description: 'Windows measured on a visit from the phone (/visits). The quote is made from them.',
  },
  defaultSort: 'position',
  access: { create: isStaff, read: isStaff, update: isStaff, delete: isStaff },
  // Closed visits keep their windows as measured, on every path (hooks.ts).
  hooks: { beforeChange: [checkMeasuredWindow], beforeDelete: [keepClosedWindows] },
  fields: [
    {
      name: 'clientId',
      label: 'Phone’s id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, description: 'Made on the phone; a window sent twice is stored once.' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'appointment',
          type: 'relationship',
          relationTo: 'measuring-appointments',
          required: true,
          index: true,
        },
        { name: 'position', type: 'number', min: 1, admin: { description: 'Order within the visit.' } },
      ],
    },
    { ...measured.room, ...personal('text') },
    { type: 'row', fields: [measured.widthMm, measured.dropMm] },
    { type: 'row', fields: [measured.fit, measured.fixing, measured.controlSide] },
    { type: 'row', fields: [measured.product, measured.finish] },
    { type: 'row', fields: [measured.options, measured.safetyDevice] },
    {
      type: 'row',
      fields: [
        {
          name: 'measuredBy',
          label: 'Measured by',
          type: 'relationship',
          relationTo: 'users',
          admin: { readOnly: true },
        },
        { name: 'measuredAt', label: 'Measured at', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
      ],
    },
  ],
}
