import type { Field, FieldHook, Validate } from 'payload'

import { validateLeadWindows } from './windowChoices'
import type { z } from 'zod'

import { isStaffField } from '@/access/isStaff'
import { pounds } from '@/fields/pounds'
import { privacyStateFields } from '@/fields/privacyFields'
import { CHANNELS } from '@/lib/attribution'
import { personal } from '@/lib/privacy/personal'

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * Validation for a field the customer fills in, with the same zod rule as the site's forms
 * (src/lib/validation/leads.ts), so a lead entered in /admin is held to the same shape as one sent from the site.
 * An empty value is left to the field's `required`; an accepted value is stored as the rule gives it back
 * (trimmed, postcode normalised), as the lead endpoints store it.
 */
export function customerField(rule: z.ZodType): { validate: Validate; hooks: { beforeValidate: FieldHook[] } } {
  const validate: Validate = (value, { required, req }) => {
    if (isEmpty(value)) return required ? req.t('validation:required') : true
    const result = rule.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? req.t('validation:invalidInput'))
  }
  const normalise: FieldHook = ({ value }) => {
    if (typeof value !== 'string' || isEmpty(value)) return value
    const result = rule.safeParse(value)
    return result.success ? result.data : value
  }
  return { validate, hooks: { beforeValidate: [normalise] } }
}

const never = () => false

/** A read-only field of the lead's source, set only by the lead endpoints. */
const sourceText = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  index: name === 'landingPage',
  access: { update: never },
  admin: { readOnly: true, description },
})

/**
 * Fields every lead carries besides what the visitor typed: the workflow status and the staff's notes
 * (never settable by the public), when a reply is due, each status change, where the lead came from, and the
 * client's idempotency key. `leadLifecycle` fills the ones nobody types.
 */
export function leadWorkflowFields(statuses: { value: string; label: string }[], defaultStatus: string): Field[] {
  return [
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: defaultStatus,
      options: statuses,
      index: true,
      access: { create: isStaffField, update: isStaffField },
      admin: { position: 'sidebar' },
    },
    {
      name: 'addNote',
      label: 'Add a note',
      type: 'textarea',
      ...personal('text'),
      // Stored only between the save and the hook, which moves it into the log and empties it (Payload's admin
      // shows a virtual field read-only, so this one is a real column that always reads empty).
      access: { create: isStaffField, read: isStaffField, update: isStaffField },
      admin: {
        position: 'sidebar',
        description: 'Calls made, what was agreed. Saved below with your name and the time. Not shown to the customer.',
      },
    },
    {
      name: 'staffNotes',
      label: 'Staff notes',
      labels: { singular: 'Note', plural: 'Notes' },
      type: 'array',
      ...personal('text'),
      // Written only by the appendStaffNote hook: earlier notes cannot be changed or removed.
      access: { create: never, read: isStaffField, update: never },
      admin: {
        position: 'sidebar',
        readOnly: true,
        components: { RowLabel: '/components/admin/StaffNoteLabel#StaffNoteLabel' },
      },
      fields: [
        { name: 'note', type: 'textarea', required: true },
        {
          type: 'row',
          fields: [
            {
              name: 'writtenAt',
              label: 'When',
              type: 'date',
              required: true,
              admin: { date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy HH:mm' } },
            },
            { name: 'author', label: 'By', type: 'text' },
          ],
        },
        // The account, beside the name as it was when written (staff may not read other accounts).
        { name: 'writtenBy', type: 'relationship', relationTo: 'users', admin: { hidden: true } },
      ],
    },
    {
      name: 'respondBy',
      label: 'Reply due by',
      type: 'date',
      index: true,
      access: { create: never, update: never },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy HH:mm' },
        description:
          'When the lead arrived plus the reply time promised in Settings. Overdue while still in its first status after this.',
        components: { Cell: '/components/admin/RespondByCell#RespondByCell' },
      },
    },
    {
      name: 'statusHistory',
      label: 'Status history',
      type: 'array',
      access: { create: never, update: never },
      admin: {
        position: 'sidebar',
        readOnly: true,
        initCollapsed: true,
        components: { RowLabel: '/components/admin/StatusHistoryLabel#StatusHistoryLabel' },
      },
      fields: [
        { name: 'status', type: 'select', required: true, options: statuses },
        {
          name: 'changedAt',
          label: 'When',
          type: 'date',
          required: true,
          admin: { date: { pickerAppearance: 'dayAndTime' } },
        },
        { name: 'changedBy', label: 'By', type: 'relationship', relationTo: 'users' },
      ],
    },
    {
      type: 'collapsible',
      label: 'Source',
      admin: { description: 'Where the visitor came from: the first page of their visit and how they reached it.' },
      fields: [
        {
          type: 'row',
          fields: [
            sourceText('sourcePage', 'Source page', 'The page the visitor sent this from.'),
            sourceText('landingPage', 'Landing page', 'The first page of the visit.'),
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'channel',
              type: 'select',
              index: true,
              options: [...CHANNELS.map((c) => ({ ...c })), { value: 'staff', label: 'Entered by staff' }],
              access: { create: never, update: never },
              admin: { readOnly: true },
            },
            sourceText('referrerHost', 'Referring site'),
          ],
        },
        {
          type: 'row',
          fields: [
            sourceText('utmSource', 'Campaign source'),
            sourceText('utmMedium', 'Campaign medium'),
            sourceText('utmCampaign', 'Campaign'),
          ],
        },
      ],
    },
    ...privacyStateFields(),
    {
      name: 'idempotencyKey',
      type: 'text',
      unique: true,
      index: true,
      admin: { hidden: true },
      access: { read: isStaffField, update: () => false },
    },
  ]
}

/**
 * The windows the visitor priced on the site and brought into the booking (or quote request): each window's room,
 * size, product, finish, options and estimate, and the estimated total, worked out again by the server from the
 * grids when the lead was stored.
 */
export function estimateFields(): Field[] {
  return [
    {
      name: 'windows',
      label: 'Windows priced on the site',
      labels: { singular: 'Window', plural: 'Windows' },
      type: 'array',
      validate: validateLeadWindows,
      admin: { description: 'Sizes in cm; estimates before offers, confirmed at the measuring visit.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'room', type: 'text' },
            { name: 'product', type: 'text', required: true },
            { name: 'finish', type: 'text' },
            { name: 'options', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'width', label: 'Width (cm)', type: 'number', required: true },
            { name: 'drop', label: 'Drop (cm)', type: 'number', required: true },
            pounds({
              name: 'estimate',
              label: 'Estimate',
              kind: 'estimate',
              description: 'Empty: beyond the price list, priced at the visit.',
            }),
          ],
        },
      ],
    },
    pounds({
      name: 'estimatedTotal',
      label: 'Estimated total',
      kind: 'estimate',
      description: 'After the offer the estimate used, for the windows above.',
    }),
    {
      type: 'row',
      fields: [
        {
          name: 'estimateOffer',
          label: 'Offer applied',
          type: 'text',
          admin: { readOnly: true, description: 'The promotion or bundle the estimate used, as the visitor saw it.' },
        },
        pounds({ name: 'estimateSaving', label: 'Saving', kind: 'estimate', derived: true }),
      ],
    },
    {
      name: 'estimateOfferNotes',
      label: 'Offers that did not apply',
      type: 'textarea',
      custom: { notPersonal: "the estimate's own words about the owner's offers" },
      admin: { readOnly: true, description: 'Why, in the words the visitor saw (one a line).' },
    },
  ]
}
