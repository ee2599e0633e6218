import type { Field, GlobalConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { checkBankField, type BankDetails as Details } from '@/lib/validation/bankDetails'
import { mailBankDetailsChange, recordBankDetailsChange } from './hooks'

const never = () => false

const bankField = (name: keyof Details, label: string, description?: string): Field => ({
  name,
  label,
  type: 'text',
  admin: { description },
  validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
    checkBankField(name, value, siblingData),
})

/**
 * The account customers pay into (Settings → Bank details): the owner alone reads and changes it, on every path
 * (admin, REST, local API without override). Each change is recorded (who, when, what: last four digits only) and
 * e-mailed to every owner; confirmed orders keep the details they were sent with.
 */
export const BankDetails: GlobalConfig = {
  slug: 'bank-details',
  label: 'Bank details',
  admin: {
    group: 'Settings',
    description:
      'The account customers pay deposits and balances into, printed on every order confirmation with the quote number as the reference. A change is e-mailed to every owner.',
  },
  access: { read: isOwner, update: isOwner, readVersions: never },
  hooks: { beforeChange: [recordBankDetailsChange], afterChange: [mailBankDetailsChange] },
  fields: [
    {
      type: 'row',
      fields: [
        bankField('accountName', 'Account name'),
        bankField('sortCode', 'Sort code', 'Six digits, e.g. 12-34-56.'),
        bankField('accountNumber', 'Account number', 'Eight digits.'),
      ],
    },
    {
      name: 'changes',
      label: 'Changes',
      type: 'array',
      access: { create: never, update: never },
      admin: { readOnly: true, description: 'Recorded on every change: who, when and what (last four digits).' },
      fields: [
        {
          type: 'row',
          fields: [
            { name: 'changedAt', label: 'When', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
            { name: 'changedBy', label: 'Who', type: 'text' },
            { name: 'summary', label: 'What', type: 'text' },
          ],
        },
      ],
    },
  ],
}
