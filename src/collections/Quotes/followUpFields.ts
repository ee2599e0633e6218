import type { Field } from 'payload'

import { selectOptions } from '@/content/leadOptions'
import { recordedCount, recordedMoment } from '@/fields/recorded'
import { DECLINE_REASONS, DECLINE_WORDS_MAX } from '@/lib/orders'
import { typedTextProblem } from '@/lib/validation/typedText'
import { notPersonal, personal } from '@/lib/privacy/personal'

/**
 * A sent quote's follow-ups (`src/lib/orders/links/followUps.ts`): how many went out, and whether they were stopped (by the
 * customer's "stop reminders" or by staff). Written by the worker and the customer's link; staff may only stop them.
 */
export const followUpFields: Field[] = [
  {
    name: 'followUps',
    label: 'Follow-ups',
    type: 'group',
    admin: {
      condition: (data) => data?.status !== 'draft',
      description: 'While the quote is sent and unanswered it is e-mailed again on the days set in Settings.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'stopped',
            label: 'Stop the follow-ups',
            type: 'checkbox',
            defaultValue: false,
            admin: { description: 'Ticked by the customer’s "stop reminders", or by you.' },
          },
          recordedCount('sent', 'Follow-ups sent'),
          recordedMoment('lastSentAt', 'Last follow-up'),
        ],
      },
    ],
  },
  {
    name: 'decline',
    label: 'Declined',
    type: 'group',
    admin: {
      condition: (data) => data?.status === 'declined',
      description: 'Why the customer said no: chosen on their quote page, or recorded by you after a call.',
    },
    fields: [
      {
        type: 'row',
        fields: [
          {
            name: 'reason',
            type: 'select',
            options: selectOptions(DECLINE_REASONS),
            index: true,
            // One of four fixed choices, never the person: an erasure keeps it, so "Why quotes were lost" still
            // counts the decline (their own words below go).
            ...notPersonal('a fixed choice of reason (price, timing, elsewhere, other), not about the person'),
          },
          recordedMoment('declinedAt', 'When'),
        ],
      },
      {
        name: 'words',
        label: 'In their words',
        type: 'textarea',
        maxLength: DECLINE_WORDS_MAX,
        validate: (value: unknown) =>
          typeof value === 'string' ? (typedTextProblem(value, { multiLine: true }) ?? true) : true,
        ...personal('text'),
      },
    ],
  },
]
