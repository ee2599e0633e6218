import type { Field } from 'payload'

import { isOwnerField } from '@/access/isOwner'
import { UK_DAY, UK_MOMENT } from '@/fields/dateFormats'
import { pounds } from '@/fields/pounds'
import { recordedCount, recordedMoment } from '@/fields/recorded'
import { PAYMENT_METHODS } from '@/lib/orders'
import { notPersonal } from '@/lib/privacy/personal'

const never = () => false

const POUNDS_DISPLAY = {
  Field: { path: '/components/admin/PoundsField#PoundsField', clientProps: { kind: 'payment', signed: false } },
  Cell: '/components/admin/PoundsCell#PoundsCell',
}

const figure = (name: string, label: string): Field => ({
  name,
  label,
  type: 'number',
  access: { create: never, update: never },
  admin: { readOnly: true, components: POUNDS_DISPLAY },
})

/**
 * What the customer was sent on acceptance: the bank details, reference and terms of that day, kept with the order
 * so a later change in Settings never alters what a confirmed order shows. Written by the acceptance only.
 */
export const confirmationField: Field = {
  name: 'confirmation',
  label: 'Order confirmation sent',
  type: 'group',
  access: { create: never, update: never },
  admin: {
    readOnly: true,
    condition: (data) => Boolean(data?.confirmation?.sentAt),
    description: 'What the customer was sent when they accepted (kept as sent, whatever Settings say later).',
  },
  fields: [
    {
      type: 'row',
      fields: [
        { name: 'sentAt', label: 'Sent', type: 'date', admin: { date: UK_MOMENT } },
        { name: 'reference', label: 'Payment reference', type: 'text' },
        { name: 'balanceDue', label: 'Balance due', type: 'text' },
      ],
    },
    {
      type: 'row',
      fields: [
        {
          name: 'accountName',
          label: 'Account name',
          type: 'text',
          ...notPersonal("the business's own bank account, as printed on the confirmation"),
        },
        { name: 'sortCode', label: 'Sort code', type: 'text' },
        { name: 'accountNumber', label: 'Account number', type: 'text' },
      ],
    },
    { name: 'cancellationTerms', label: 'Cancellation terms', type: 'textarea' },
  ],
}

/** Payments staff record on an accepted or fitted order (staff add; the owner alone corrects or removes one). */
export const paymentFields: Field[] = [
  {
    name: 'payments',
    label: 'Payments received',
    labels: { singular: 'Payment', plural: 'Payments' },
    type: 'array',
    admin: {
      condition: (data) => data?.status === 'accepted' || data?.status === 'fitted',
      description:
        'Record each payment as it arrives (the deposit first). Staff add payments; only the owner can correct or remove one.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          pounds({ name: 'amountPence', label: 'Amount', kind: 'payment', required: true }),
          {
            name: 'paidOn',
            label: 'Paid on',
            type: 'date',
            required: true,
            // Most payments are recorded the day they arrive.
            defaultValue: () => new Date().toISOString(),
            admin: { date: UK_DAY },
          },
          {
            name: 'method',
            label: 'How',
            type: 'select',
            required: true,
            defaultValue: 'bank-transfer',
            options: PAYMENT_METHODS.map((m) => ({ ...m })),
          },
          {
            name: 'recordedBy',
            label: 'Recorded by',
            type: 'text',
            access: { create: never, update: never },
            admin: { readOnly: true },
          },
        ],
      },
    ],
  },
  {
    name: 'account',
    label: 'Paid and owed',
    type: 'group',
    access: { create: never, update: never },
    admin: {
      readOnly: true,
      condition: (data) => data?.status === 'accepted' || data?.status === 'fitted',
      description: 'Worked out on the server from the accepted total, the deposit and the payments.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          figure('paidPence', 'Paid'),
          figure('depositOutstandingPence', 'Deposit still owed'),
          figure('balanceOutstandingPence', 'Balance still owed'),
          figure('outstandingPence', 'Owed in all'),
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'depositReceived', label: 'Deposit received', type: 'checkbox', index: true },
          { name: 'lastPaidOn', label: 'Last payment', type: 'date', admin: { date: UK_DAY } },
        ],
      },
    ],
  },
  {
    name: 'balanceReminders',
    label: 'Balance reminders',
    type: 'group',
    admin: {
      condition: (data) => data?.status === 'fitted',
      description: 'After fitting, the customer is reminded of an unpaid balance every week until it is paid.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'stopped',
            label: 'Stop the reminders',
            type: 'checkbox',
            defaultValue: false,
            access: { create: isOwnerField, update: isOwnerField },
            admin: { description: 'Owner only.' },
          },
          recordedCount('sent', 'Reminders sent'),
          recordedMoment('lastSentAt', 'Last reminder'),
        ],
      },
    ],
  },
]

/**
 * The money given back when the owner cancels an order with money paid: recorded with the cancellation (owner only),
 * never changed afterwards; the customer is e-mailed its receipt.
 */
export const refundField: Field = {
  name: 'refund',
  label: 'Refund',
  type: 'group',
  access: { create: never, update: isOwnerField },
  admin: {
    condition: (data) =>
      data?.status === 'cancelled' || (data?.status === 'accepted' && (data?.account?.paidPence ?? 0) > 0),
    description:
      'Owner only. Cancelling an order with money paid: record what you refund and how, with the cancellation. The customer is e-mailed its receipt.',
  },
  fields: [
    {
      type: 'row',
      fields: [
        pounds({ name: 'amountPence', label: 'Amount refunded', kind: 'payment' }),
        {
          name: 'method',
          label: 'How',
          type: 'select',
          // No default: an order never cancelled has no refund at all (the hook takes bank transfer when none is chosen).
          options: PAYMENT_METHODS.map((m) => ({ ...m })),
        },
        {
          name: 'refundedOn',
          label: 'Refunded on',
          type: 'date',
          admin: { date: UK_DAY },
        },
        {
          name: 'recordedBy',
          label: 'Recorded by',
          type: 'text',
          access: { create: never, update: never },
          admin: { readOnly: true },
        },
      ],
    },
  ],
}
