import type { CollectionConfig } from 'payload'

import { deletePhotosWith } from '../VisitPhotos/deletePhotosWith'
import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import {
  APPOINTMENT_STATUSES,
  CANCELLED_REASONS,
  FIRST_STATUS,
  BLIND_TYPES,
  TIME_WINDOWS,
  WINDOW_COUNTS,
  selectOptions,
} from '@/content/leadOptions'
import { arrivalMessagesField } from '@/fields/arrivalMessages'
import { customerField, estimateFields, leadWorkflowFields } from '@/fields/leadFields'
import { personal } from '@/lib/privacy/personal'
import { appendStaffNote } from '@/hooks/appendStaffNote'
import { leadLifecycle } from '@/hooks/leadLifecycle'
import { flagOutsideArea, outsideAreaField } from '@/hooks/flagOutsideArea'
import { notifyNewLead } from '@/hooks/notifyNewLead'
import { appointmentFieldRules as rules } from '@/lib/validation/leads'
import { fillPostcodeFromAddress } from './hooks/fillPostcodeFromAddress'
import { keepErasedVisitCancelled } from './hooks/keepErasedVisitCancelled'
import { requireVisitWindow } from './hooks/requireVisitWindow'
import { claimConfirmation } from './hooks/confirmVisit'
import {
  bumpInviteSequence,
  keepWindowCapacity,
  newAppointmentMails,
  scheduleAndNotifyVisit,
} from './hooks/instantBooking'

const never = () => false

export const MeasuringAppointments: CollectionConfig = {
  slug: 'measuring-appointments',
  labels: { singular: 'Measuring appointment', plural: 'Measuring appointments' },
  admin: {
    useAsTitle: 'customerName',
    // Seven columns fit a 1366 px screen with the sidebar open; arrival is implied by "Reply due by".
    defaultColumns: [
      'customerName',
      'customerPhone',
      'postcode',
      'scheduledDate',
      'status',
      'outsideArea',
      'respondBy',
    ],
    listSearchableFields: ['customerName', 'customerPhone', 'postcode', 'customerEmail'],
    group: 'Leads',
    components: {
      beforeListTable: ['/components/admin/OverdueFilter#OverdueFilter', '/components/admin/WeekVisits#WeekVisits'],
    },
    description:
      'Free measuring visits booked on the site. Call to confirm a time, then set it to Confirmed: the customer is e-mailed the confirmation with a calendar invite and a link to move or cancel (when they gave an e-mail).',
  },
  defaultSort: '-createdAt',
  // The public books only through POST /api/measuring-appointment (rate limit, honeypot, de-duplication);
  // Payload's own API creates leads for signed-in staff only (a booking taken on the phone).
  access: { create: isStaff, read: isStaff, update: isStaff, delete: isOwner },
  hooks: {
    // Before validation: an erased visit's fields hold "Erased", which the customer's rules would refuse first.
    beforeValidate: [keepErasedVisitCancelled],
    beforeChange: [
      fillPostcodeFromAddress,
      flagOutsideArea,
      leadLifecycle(),
      appendStaffNote,
      requireVisitWindow,
      keepWindowCapacity,
      // Before the sequence: a save that confirms the visit raises it too.
      claimConfirmation,
      bumpInviteSequence,
    ],
    afterChange: [notifyNewLead(newAppointmentMails), scheduleAndNotifyVisit],
    beforeDelete: [deletePhotosWith('measuring-appointments')],
  },
  fields: [
    outsideAreaField,
    {
      name: 'createQuote',
      type: 'ui',
      admin: { components: { Field: '/components/admin/CreateQuoteButton#CreateQuoteButton' } },
    },
    {
      name: 'customerName',
      label: 'Name',
      type: 'text',
      required: true,
      ...customerField(rules.customerName),
      ...personal('name'),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'customerPhone',
          label: 'Phone',
          type: 'text',
          required: true,
          ...customerField(rules.customerPhone),
          ...personal('phone'),
        },
        {
          name: 'customerEmail',
          label: 'E-mail',
          type: 'email',
          ...customerField(rules.customerEmail),
          ...personal('email'),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'address', type: 'text', required: true, ...customerField(rules.address), ...personal('address') },
        { name: 'postcode', type: 'text', index: true, ...customerField(rules.postcode), ...personal('postcode') },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'scheduledDate',
          // The day asked for, and once confirmed the booked day: one neutral label for both (the status says which).
          label: 'Visit day',
          type: 'date',
          admin: {
            date: { pickerAppearance: 'dayOnly', displayFormat: 'EEE d MMM yyyy' },
            description:
              'Changing the day or time window e-mails the customer an updated calendar invite (when they gave an e-mail).',
          },
        },
        {
          name: 'scheduledTime',
          label: 'Time window',
          type: 'select',
          required: true,
          defaultValue: 'flexible',
          options: selectOptions(TIME_WINDOWS),
        },
      ],
    },
    {
      type: 'row',
      fields: [
        { name: 'windowCount', label: 'Number of windows', type: 'select', options: selectOptions(WINDOW_COUNTS) },
        { name: 'blindType', label: 'Blind type', type: 'select', options: selectOptions(BLIND_TYPES) },
      ],
    },
    {
      name: 'notes',
      label: "Customer's message",
      type: 'textarea',
      ...customerField(rules.notes),
      ...personal('text'),
    },
    ...estimateFields(),
    {
      name: 'booking',
      label: 'Booked as',
      type: 'select',
      required: true,
      defaultValue: 'request',
      options: [
        { value: 'request', label: 'Request (call to confirm)' },
        { value: 'instant', label: 'Instant (window confirmed online)' },
      ],
      index: true,
      access: { create: never, update: never },
      admin: {
        position: 'sidebar',
        readOnly: true,
        description: 'Instant bookings hold a place in their window while confirmed.',
      },
    },
    {
      name: 'inviteSequence',
      label: 'Calendar invite version',
      type: 'number',
      required: true,
      defaultValue: 0,
      access: { create: never, update: never },
      admin: { position: 'sidebar', readOnly: true, description: 'Goes up with every change sent to the customer.' },
    },
    ...leadWorkflowFields(selectOptions(APPOINTMENT_STATUSES), FIRST_STATUS['measuring-appointments']),
    {
      name: 'cancelledReason',
      label: 'Cancelled because',
      type: 'select',
      options: CANCELLED_REASONS.map((r) => ({ ...r })),
      // Set only by an erasure (in SQL, src/lib/privacy/person.ts), never by a save.
      access: { create: never, update: never },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.cancelledReason),
      },
    },
    arrivalMessagesField,
    {
      name: 'quotes',
      label: 'Quotes and orders',
      type: 'join',
      collection: 'quotes',
      on: 'appointment',
      admin: { defaultColumns: ['reference', 'status', 'totals.totalPence', 'revision', 'fittingDate'] },
    },
  ],
  timestamps: true,
}
