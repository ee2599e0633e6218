import type { CheckboxField, CollectionBeforeChangeHook } from 'payload'

import { readRules } from '@/lib/booking/book'
import { coversPostcode } from '@/lib/booking/instant'
import { postcodeFromAddress } from '@/lib/validation/postcodeFromAddress'
import { ukPostcode } from '@/lib/validation/common'

/**
 * "Outside our areas": the lead's postcode (or, without one, the postcode written in its address) is in no area
 * page's districts and not among Booking availability's extra districts. Such a lead is stored like any other,
 * never refused; the flag only tells staff to call and see whether they can help. Set by the server alone.
 */
export const outsideAreaField: CheckboxField = {
  name: 'outsideArea',
  label: 'Outside our areas',
  type: 'checkbox',
  defaultValue: false,
  index: true,
  access: { create: () => false, update: () => false },
  admin: {
    readOnly: true,
    position: 'sidebar',
    description: 'Set from the postcode when the lead arrives: we do not usually cover it. Call to see if we can help.',
    components: { Cell: '/components/admin/YesCell#YesCell' },
  },
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '')

/** Sets `outsideArea` on every save that can change the postcode or address (and on create). */
export const flagOutsideArea: CollectionBeforeChangeHook = async ({ data, originalDoc, req, operation }) => {
  const changed = operation === 'create' || 'postcode' in data || 'address' in data
  if (!changed) return data
  const written =
    text(data.postcode ?? originalDoc?.postcode) || postcodeFromAddress(data.address ?? originalDoc?.address)
  const postcode = ukPostcode.safeParse(written ?? '')
  if (!postcode.success) return { ...data, outsideArea: false }
  const rules = await readRules(req.payload, req)
  return { ...data, outsideArea: !coversPostcode(rules, postcode.data) }
}
