import type { CollectionBeforeChangeHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'

import { isStaff } from '@/access/isStaff'
import { selectOptions } from '@/content/leadOptions'
import { personal } from '@/lib/privacy/personal'
import { CONTROL_SIDES, FITS, FIXINGS } from '@/lib/quotes/options'
import { MM_MAX, MM_MIN, measuredWindowProblem, ROOM_MAX } from '@/lib/visits/measuredWindow'
import { typedTextProblem } from '@/lib/validation/typedText'

const never = () => false
const idOf = (value: unknown) => (typeof value === 'object' && value ? (value as { id: number }).id : value)

/** A window's finish and options are its own blind's, on every path (the phone, the admin, the API). */
const ownBlindsChoices: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  const productId = idOf(data.product ?? originalDoc?.product)
  if (!productId) return data
  const product = await req.payload
    .findByID({ collection: 'products', id: productId as number, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!product) throw new APIError('No such blind.', 400, null, true)
  const problem = measuredWindowProblem(
    { finish: data.finish ?? originalDoc?.finish, options: data.options ?? originalDoc?.options },
    product,
  )
  if (problem) throw new APIError(problem, 400, null, true)
  return data
}

const wholeMm = (value: unknown) =>
  value == null || (Number.isInteger(value) && Number(value) >= MM_MIN && Number(value) <= MM_MAX)
    ? true
    : `Whole millimetres from ${MM_MIN} to ${MM_MAX}.`

/**
 * Windows measured on the fitter's phone at a measuring visit (`/visits/measure/<appointment>`), one row per window,
 * keyed by the id the phone made (`clientId`), so a window sent twice is stored once. "Make the quote" turns them
 * into the visit's quote. Staff only; kept and erased with the appointment's personal data.
 */
export const MeasuredWindows: CollectionConfig = {
  slug: 'measured-windows',
  labels: { singular: 'Measured window', plural: 'Measured windows' },
  admin: {
    useAsTitle: 'room',
    group: 'Leads',
    defaultColumns: ['appointment', 'position', 'room', 'widthMm', 'dropMm', 'product', 'measuredAt'],
    description: 'Measured on the phone at the visit (/visits). "Make the quote" there turns them into the quote.',
  },
  defaultSort: 'position',
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: { beforeChange: [ownBlindsChoices] },
  fields: [
    {
      name: 'clientId',
      label: 'Phone-made id',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      admin: { readOnly: true, position: 'sidebar' },
    },
    {
      name: 'appointment',
      type: 'relationship',
      relationTo: 'measuring-appointments',
      required: true,
      index: true,
    },
    {
      type: 'row',
      fields: [
        { name: 'position', type: 'number', min: 1, max: 99, defaultValue: 1 },
        {
          name: 'room',
          type: 'text',
          maxLength: ROOM_MAX,
          validate: (value: unknown) => typedTextProblem(String(value ?? '')) ?? true,
          ...personal('text'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'widthMm', label: 'Width (mm)', type: 'number', required: true, validate: wholeMm },
        { name: 'dropMm', label: 'Drop (mm)', type: 'number', required: true, validate: wholeMm },
        { name: 'fit', type: 'select', required: true, options: selectOptions(FITS) },
        { name: 'fixing', type: 'select', required: true, options: selectOptions(FIXINGS) },
        { name: 'controlSide', label: 'Control side', type: 'select', options: selectOptions(CONTROL_SIDES) },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'product', label: 'Blind', type: 'relationship', relationTo: 'products', required: true },
        { name: 'finish', type: 'text' },
        { name: 'options', type: 'text', hasMany: true },
      ],
    },
    {
      name: 'measuredBy',
      type: 'relationship',
      relationTo: 'users',
      access: { create: never, update: never },
      admin: { readOnly: true, position: 'sidebar' },
    },
    { name: 'measuredAt', type: 'date', admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } },
  ],
  timestamps: true,
}
