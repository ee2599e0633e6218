import type { CollectionConfig } from 'payload'

import { isStaff } from '@/access/isStaff'
import { personal } from '@/lib/privacy/personal'
import { CONTROL_SIDES, FITS, FIXINGS } from '@/lib/quotes/options'
import { millimetresProblem, ROOM_MAX } from '@/lib/visits/measuredWindow'
import { typedTextProblem } from '@/lib/validation/typedText'
import { checkMeasuredWindow, keepClosedWindows } from './hooks'

const millimetres = (what: string) => (value: unknown) => millimetresProblem(value, what) ?? true

/**
 * A window measured on a visit, room by room, sent from the fitter's phone (PUT /api/visits/windows/<clientId>,
 * idempotent on the phone's own id). Staff only; the lead's quote is made from these rows. A window stays with its
 * visit, and once the visit is closed (its quote accepted, or cancelled, missed or lost) it is neither changed nor
 * deleted on any path.
 */
export const MeasuredWindows: CollectionConfig = {
  slug: 'measured-windows',
  labels: { singular: 'Measured window', plural: 'Measured windows' },
  admin: {
    group: 'Leads',
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
    {
      name: 'room',
      type: 'text',
      maxLength: ROOM_MAX,
      validate: (value: unknown) => (typeof value === 'string' ? (typedTextProblem(value) ?? true) : true),
      ...personal('text'),
    },
    {
      type: 'row',
      fields: [
        { name: 'widthMm', label: 'Width (mm)', type: 'number', required: true, validate: millimetres('width') },
        { name: 'dropMm', label: 'Drop (mm)', type: 'number', required: true, validate: millimetres('drop') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'fit', type: 'select', required: true, options: [...FITS] },
        { name: 'fixing', type: 'select', required: true, options: [...FIXINGS] },
        { name: 'controlSide', label: 'Control side', type: 'select', options: [...CONTROL_SIDES] },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'product', label: 'Blind', type: 'relationship', relationTo: 'products', required: true },
        { name: 'finish', type: 'text', admin: { description: 'One of the blind’s finishes, or empty.' } },
      ],
    },
    {
      name: 'options',
      type: 'text',
      hasMany: true,
      admin: { description: 'The blind’s option codes only.' },
    },
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
