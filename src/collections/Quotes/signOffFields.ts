import type { Field } from 'payload'

import { recordedMoment } from '@/fields/recorded'
import { FITTING_CHECKS } from '@/lib/orders'
import { personal } from '@/lib/privacy/personal'

const never = () => false
/** Written only by the fitting's sign-off (`src/lib/orders/fitting/signOff.ts`); read-only everywhere else. */
const recorded = { access: { create: never, update: never }, admin: { readOnly: true } }

/**
 * The fitting's sign-off on the fitter's phone (issue 53): each window's checklist, and the customer's typed name
 * that marked the order fitted. Personal: the name, the reasons and the consent go with the order's personal data.
 */
export const signOffFields: Field[] = [
  {
    name: 'signOff',
    label: 'Fitting sign-off',
    type: 'group',
    admin: {
      condition: (data) => data?.status === 'accepted' || data?.status === 'fitted',
      description: 'Recorded at the fitting on the fitter’s phone (/visits), window by window.',
    },
    fields: [
      {
        name: 'windows',
        label: 'Windows',
        type: 'array',
        ...recorded,
        // The whole list is personal (a reason may name the person): erased and kept with the order's personal data.
        ...personal('text'),
        fields: [
          { name: 'lineId', type: 'text', ...recorded, admin: { hidden: true } },
          { name: 'room', type: 'text', ...recorded },
          {
            type: 'row',
            fields: FITTING_CHECKS.map((c) => ({
              name: c.key,
              label: c.label,
              type: 'checkbox' as const,
              ...recorded,
              ...(c.key === 'cordsOutOfReach'
                ? {
                    admin: { readOnly: true, description: 'Not asked of a cordless blind (wand or cordless control).' },
                  }
                : {}),
            })),
          },
          {
            name: 'notSignedOffReason',
            label: 'Why not signed off',
            type: 'text',
            ...recorded,
          },
        ],
      },
      {
        type: 'row',
        fields: [
          { name: 'signedName', label: 'Signed by the customer', type: 'text', ...recorded, ...personal('name') },
          recordedMoment('signedAt', 'Signed'),
          {
            name: 'fitter',
            type: 'relationship',
            relationTo: 'users',
            ...recorded,
          },
          {
            name: 'photoConsent',
            label: 'Photos may be shown on the website',
            type: 'checkbox',
            defaultValue: false,
            ...recorded,
          },
        ],
      },
    ],
  },
]
