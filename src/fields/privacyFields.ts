import type { Field } from 'payload'

import { PRIVACY_STATES } from '@/lib/privacy/rules'
import { UK_MOMENT } from './dateFormats'

const never = () => false

/**
 * The privacy bookkeeping of a record the retention job ages out: whether its personal data was kept for the
 * accounts or removed, and when. Only the job and an erasure set them (straight in SQL).
 */
export function privacyStateFields(): Field[] {
  return [
    {
      name: 'privacyState',
      label: 'Personal data',
      type: 'select',
      index: true,
      options: PRIVACY_STATES.map((s) => ({ ...s })),
      access: { create: never, update: never },
      admin: {
        position: 'sidebar',
        readOnly: true,
        condition: (data) => Boolean(data?.privacyState),
        description: 'Set by the retention job and by an erasure (/admin/privacy).',
      },
    },
    {
      name: 'anonymisedAt',
      label: 'Personal data removed',
      type: 'date',
      access: { create: never, update: never },
      admin: { position: 'sidebar', readOnly: true, date: UK_MOMENT, condition: (data) => Boolean(data?.anonymisedAt) },
    },
  ]
}
