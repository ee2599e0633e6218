import { APIError, type CollectionConfig } from 'payload'

import { isOwner } from '@/access/isOwner'
import { isStaff } from '@/access/isStaff'
import { privacyStateFields } from '@/fields/privacyFields'
import { personal } from '@/lib/privacy/personal'
import { mailAnswer } from '@/lib/orders'
import type { QuoteQuestion } from '@/payload-types'

const never = () => false

/**
 * Customers' questions about their quote, asked through its link: a collection of their own, so a question never
 * writes a version of the order (the order's history cannot be pushed out from outside). Staff answer in /admin;
 * the answer is e-mailed to the customer once and then kept as sent.
 */
export const QuoteQuestions: CollectionConfig = {
  slug: 'quote-questions',
  labels: { singular: 'Customer question', plural: 'Customer questions' },
  admin: {
    useAsTitle: 'text',
    defaultColumns: ['text', 'quote', 'askedAt', 'answeredAt'],
    group: 'Leads',
    description:
      'Questions customers asked through their quote link. Type the answer and save: it is e-mailed to them.',
  },
  defaultSort: '-askedAt',
  access: { create: never, read: isStaff, update: isStaff, delete: isOwner },
  hooks: {
    beforeChange: [
      ({ data, originalDoc, req }) => {
        const answer = String(data.answer ?? '').trim()
        if (originalDoc?.answeredAt) {
          if (answer !== String(originalDoc.answer ?? '').trim())
            throw new APIError('This answer was already e-mailed to the customer: it cannot change.', 400, null, true)
          return data
        }
        if (!answer) return { ...data, answer: null }
        const by = req.user
        return { ...data, answer, answeredAt: new Date().toISOString(), answeredBy: by?.name ?? by?.email ?? 'staff' }
      },
    ],
    afterChange: [
      async ({ doc, previousDoc, req }) => {
        if (doc.answeredAt && !previousDoc?.answeredAt) await mailAnswer(req.payload, doc as QuoteQuestion, req)
        return doc
      },
    ],
  },
  fields: [
    {
      name: 'quote',
      type: 'relationship',
      relationTo: 'quotes',
      required: true,
      index: true,
      access: { update: never },
      admin: { readOnly: true },
    },
    {
      name: 'askedAt',
      label: 'Asked',
      type: 'date',
      required: true,
      index: true,
      access: { update: never },
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime', displayFormat: 'EEE d MMM yyyy HH:mm' } },
    },
    {
      name: 'text',
      label: 'Question',
      type: 'textarea',
      required: true,
      access: { update: never },
      admin: { readOnly: true },
      ...personal('text'),
    },
    {
      name: 'answer',
      type: 'textarea',
      maxLength: 4000,
      admin: { description: 'E-mailed to the customer when you save. It cannot be changed afterwards.' },
      ...personal('text'),
    },
    {
      name: 'answeredAt',
      label: 'Answered',
      type: 'date',
      access: { create: never, update: never },
      admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'answeredBy',
      label: 'Answered by',
      type: 'text',
      access: { create: never, update: never },
      admin: { readOnly: true, position: 'sidebar' },
    },
    ...privacyStateFields(),
  ],
  timestamps: true,
}
