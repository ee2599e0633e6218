import type { CollectionBeforeChangeHook } from 'payload'

import { postcodeFromAddress } from '@/lib/validation/postcodeFromAddress'
import type { MeasuringAppointment } from '@/payload-types'

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === ''

/**
 * A booking without a postcode (the area pages' form asks only for the address) takes the postcode written in its
 * address, so staff can sort and search the list by it. A postcode the visitor or staff entered is never replaced.
 */
export const fillPostcodeFromAddress: CollectionBeforeChangeHook<MeasuringAppointment> = ({ data, originalDoc }) => {
  const postcode = 'postcode' in data ? data.postcode : originalDoc?.postcode
  if (!isBlank(postcode)) return data
  const found = postcodeFromAddress(data.address ?? originalDoc?.address)
  return found ? { ...data, postcode: found } : data
}
