import type { CollectionConfig, Field } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { arrivalMessagesField } from '@/fields/arrivalMessages'
import { UK_MOMENT } from '@/fields/dateFormats'
import { pounds } from '@/fields/pounds'
import { validateQuoteLines } from '@/fields/windowChoices'
import { selectOptions } from '@/content/leadOptions'
import { QUOTE_HOOKS, QUOTE_STAGES, referenceField, SAFETY_RULE } from '@/lib/orders'
import { windowFields } from '@/fields/windowFields'
import { quoteEndpoints } from './endpoints'
import { confirmationField, paymentFields, refundField } from './paymentFields'
import { followUpFields } from './followUpFields'
import { signOffFields } from './signOffFields'
import { deletePhotosWith } from '../VisitPhotos/deletePhotosWith'
import { notPersonal, personal } from '@/lib/privacy/personal'
import { privacyStateFields } from '@/fields/privacyFields'

const never = () => false

/** A quote's line is the window (the measured window's fields), drafted here or made from the visit's windows. */
const line = windowFields({ measured: false })

/** A figure the quote computes: shown, never typed. */
/** A read-only amount: stored in pence, shown in pounds (a saving or an adjustment may be below zero). */
const POUNDS_DISPLAY = {
  Field: {
    path: '/components/admin/PoundsField#PoundsField',
    clientProps: { kind: 'adjustment', signed: true },
  },
  Cell: '/components/admin/PoundsCell#PoundsCell',
}

const computed = (name: string, label: string, type: 'number' | 'text' = 'number', columnLabel?: string): Field =>
  ({
    name,
    label,
    type,
    access: { create: never, update: never },
    admin: {
      readOnly: true,
      // Stored in pence, shown in pounds like every price in the admin.
      ...(type === 'number' ? { components: POUNDS_DISPLAY } : {}),
      // A list column's heading without the group's label in front.
      ...(columnLabel
        ? {
            components: {
              ...POUNDS_DISPLAY,
              Label: { path: '/components/admin/ColumnLabel#ColumnLabel', clientProps: { text: columnLabel } },
            },
          }
        : {}),
    },
  }) as Field

const sidebarDate = (name: string, label: string, description?: string): Field => ({
  name,
  label,
  type: 'date',
  access: { create: never, update: never },
  admin: {
    position: 'sidebar',
    readOnly: true,
    description,
    date: UK_MOMENT,
  },
})

export const Quotes: CollectionConfig = {
  slug: 'quotes',
  labels: { singular: 'Quote', plural: 'Quotes and orders' },
  admin: {
    // Called by the reference the customer reads ("Q00146"), in the list, the editor's title and every relationship.
    useAsTitle: 'reference',
    defaultColumns: [
      'reference',
      'customerName',
      'status',
      'totals.totalPence',
      'revision',
      'sentAt',
      'fittingDate',
      'updatedAt',
    ],
    // The search matches any part of each ("Q00146", "00146" and "146" all find Q00146).
    listSearchableFields: ['reference', 'customerName', 'customerEmail', 'postcode'],
    group: 'Orders',
    description:
      'Quotes after a measuring visit. "Send to customer" e-mails a link to accept it; an accepted quote is an order.',
  },
  defaultSort: '-updatedAt',
  // Staff and owner only: the customer reads their own quote through the signed link, never through the API.
  access: { create: isStaff, read: isStaff, update: isStaff, delete: isOwner },
  // Every version is kept: the record of what was sent and accepted is never pruned (questions live apart).
  versions: { maxPerDoc: 0 },
  endpoints: quoteEndpoints,
  hooks: {
    // What each change checks and sets off: src/lib/orders/whatItSetsOff.ts.
    ...QUOTE_HOOKS,
    beforeDelete: [deletePhotosWith('quotes')],
  },
  fields: [
    { name: 'actions', type: 'ui', admin: { components: { Field: '/components/admin/QuoteActions#QuoteActions' } } },
    referenceField,
    {
      name: 'appointment',
      label: 'From the measuring visit',
      type: 'relationship',
      relationTo: 'measuring-appointments',
      index: true,
      admin: { position: 'sidebar' },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      defaultValue: 'draft',
      options: selectOptions(QUOTE_STAGES),
      index: true,
      admin: {
        position: 'sidebar',
        description:
          'Draft → sent → accepted (an order) → fitted; or declined / expired. Only the customer accepts; only the owner cancels an order (with a reason).',
      },
    },
    {
      name: 'cancellationReason',
      label: 'Why the order was cancelled',
      type: 'textarea',
      admin: {
        position: 'sidebar',
        condition: (data) => data?.status === 'accepted' || data?.status === 'cancelled',
        description: 'Owner only: required to set an accepted order to cancelled.',
      },
    },
    sidebarDate('cancelledAt', 'Cancelled'),
    { name: 'customerName', label: 'Name', type: 'text', required: true, ...personal('name') },
    {
      type: 'row',
      fields: [
        { name: 'customerEmail', label: 'E-mail', type: 'email', ...personal('email') },
        { name: 'customerPhone', label: 'Phone', type: 'text', ...personal('phone') },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', ...personal('address') },
        { name: 'postcode', type: 'text', index: true, ...personal('postcode') },
      ],
    },
    {
      name: 'lines',
      label: 'Windows',
      labels: { singular: 'Window', plural: 'Windows' },
      type: 'array',
      validate: validateQuoteLines,
      fields: [
        { type: 'row', fields: [line.room, line.widthMm, line.dropMm] },
        { type: 'row', fields: [line.fit, line.fixing, line.controlSide] },
        {
          type: 'row',
          fields: [
            line.product,
            {
              name: 'slatWidthMm',
              label: 'Slat width (mm)',
              type: 'number',
              access: { create: never, update: never },
              admin: { readOnly: true, description: 'The blind’s, recorded when the line is priced.' },
            },
            line.finish,
            line.options,
          ],
        },
        {
          type: 'row',
          fields: [
            line.safetyDevice,
            {
              name: 'safetyRule',
              label: 'Meets',
              type: 'text',
              defaultValue: SAFETY_RULE,
              access: { create: never, update: never },
              admin: { readOnly: true },
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'gridPence',
              label: 'Grid price with options',
              type: 'number',
              access: { create: never, update: never },
              admin: {
                readOnly: true,
                components: POUNDS_DISPLAY,
                description: 'From the price grid; empty beyond the grid (price it below).',
              },
            },
            // Stored in pence (as its name says); typed in pounds like every price in the admin.
            pounds({
              name: 'adjustmentPence',
              label: 'Adjustment',
              kind: 'adjustment',
              signed: true,
              defaultValue: 0,
              description: 'In pounds; a minus for a discount, e.g. -15 for £15.00 off.',
            }),
            {
              name: 'adjustmentReason',
              label: 'Reason for the adjustment',
              type: 'text',
              validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
                Number(siblingData?.adjustmentPence ?? 0) !== 0 && !String(value ?? '').trim()
                  ? 'Give the reason for the adjustment (the customer reads it).'
                  : true,
            },
          ],
        },
      ],
    },
    {
      name: 'totals',
      type: 'group',
      admin: { description: 'Computed on save. Offers: those valid on the day the quote was first sent.' },
      fields: [
        {
          type: 'row',
          fields: [
            computed('listPence', 'Grid prices'),
            computed('offerTitle', 'Offer applied', 'text'),
            computed('offerSaving', 'Offer saving'),
          ],
        },
        {
          type: 'row',
          fields: [
            computed('adjustmentsPence', 'Adjustments'),
            // Lists (the quotes', the lead's own) head its column "Total", not "Totals > Total".
            computed('totalPence', 'Total', 'number', 'Total'),
            computed('depositPence', 'Deposit'),
          ],
        },
      ],
    },
    {
      name: 'revision',
      type: 'number',
      defaultValue: 1,
      access: { create: never, update: never },
      admin: { position: 'sidebar', readOnly: true, description: 'Goes up when a sent quote is changed.' },
    },
    {
      name: 'sentRevision',
      label: 'Revision sent',
      type: 'number',
      access: { create: never, update: never },
      admin: { position: 'sidebar', readOnly: true },
    },
    sidebarDate('firstSentAt', 'First sent', 'Its offers are those valid on this day.'),
    sidebarDate('sentAt', 'Last sent'),
    sidebarDate('validUntil', 'Valid until', 'The sending day plus Settings → Quotes and reviews → valid days.'),
    {
      name: 'fittingDate',
      label: 'Fitting',
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: UK_MOMENT,
        description: 'Setting or changing it e-mails the customer a calendar invite and queues a reminder.',
      },
    },
    sidebarDate('fittedAt', 'Fitted', 'Set when the status becomes fitted; the review request follows.'),
    sidebarDate('reviewRequestedAt', 'Review requested'),
    {
      name: 'acceptance',
      type: 'group',
      access: { create: never, update: never },
      admin: { readOnly: true, description: 'Recorded when the customer accepts through their link.' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'acceptedAt', label: 'When', type: 'date', admin: { date: UK_MOMENT } },
            { name: 'name', label: 'Name typed', type: 'text', ...personal('name') },
            { name: 'clientAddress', label: 'From address', type: 'text', ...personal('client-address') },
          ],
        },
        {
          type: 'row',
          fields: [
            { name: 'revision', label: 'Revision accepted', type: 'number' },
            { name: 'hash', label: 'SHA-256 of what was accepted', type: 'text' },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'inPerson',
              label: 'Accepted in person',
              type: 'checkbox',
              admin: { description: "Typed on a signed-in staff member's device, in the customer's home." },
            },
            {
              name: 'witness',
              label: 'With',
              type: 'relationship',
              relationTo: 'users',
              admin: { description: 'The staff member whose device it was typed on.' },
            },
            {
              name: 'witnessName',
              label: 'Their name then',
              type: 'text',
              ...notPersonal('a staff member’s name, not a customer’s'),
            },
          ],
        },
      ],
    },
    confirmationField,
    ...paymentFields,
    refundField,
    ...followUpFields,
    ...signOffFields,
    {
      name: 'questions',
      label: "Customer's questions",
      type: 'join',
      collection: 'quote-questions',
      on: 'quote',
      defaultSort: 'askedAt',
      admin: { defaultColumns: ['askedAt', 'text', 'answeredAt'] },
    },
    { name: 'staffNotes', label: 'Staff notes', type: 'textarea', admin: { position: 'sidebar' }, ...personal('text') },
    arrivalMessagesField,
    // Bookkeeping nobody types: the offers frozen at the first send, the copy each send froze, the invite version.
    { name: 'offers', type: 'json', access: { create: never, update: never }, admin: { hidden: true } },
    {
      name: 'sentContent',
      type: 'json',
      access: { create: never, update: never },
      admin: { hidden: true },
      ...personal('content'),
    },
    { name: 'contentHash', type: 'text', access: { create: never, update: never }, admin: { hidden: true } },
    {
      // Which send the customer's link belongs to: sending again retires every earlier link.
      name: 'linkSerial',
      type: 'number',
      defaultValue: 0,
      access: { create: never, update: never },
      admin: { hidden: true },
    },
    {
      name: 'fittingSequence',
      type: 'number',
      defaultValue: 0,
      access: { create: never, update: never },
      admin: { hidden: true },
    },
    ...privacyStateFields(),
  ],
  timestamps: true,
}
