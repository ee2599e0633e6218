import type { Payload } from 'payload'

import { CLIENT_ADDRESS_CONTEXT } from '@/lib/platform/clientAddress'
import { checkCoverage, OUTSIDE_AREA_MESSAGES } from '@/lib/areas/coverage'
import { buildCoverageIndex } from '@/lib/areas/coverageIndex'
import { postcodeFromAddress } from '@/lib/validation/postcodeFromAddress'
import type { AvailabilityRules } from './availability'
import { todayInLondon } from '@/lib/validation/dates'
import { bookWindow } from './book'
import { addressBookings, ContactLimitReached, visitsHeldByContact } from './limits'
import { slotChoice } from './labels'
import type { Slot, SlotProblem } from './slots'

export const BOOKING_MESSAGES = {
  full: 'Sorry, that time has just been booked. Please choose another of the free times below.',
  unavailable: 'That time can no longer be booked. Please choose one of the free times below.',
  outside: OUTSIDE_AREA_MESSAGES.instant,
  postcode: 'Please enter your postcode so we can offer the times we visit you.',
  heldByContact:
    'You already have a visit booked with us, so we’ve passed this one to our team as a request: we’ll call you to confirm the time.',
  heldByAddress:
    'We’ve had several bookings from this connection today, so we’ve passed this one to our team as a request: we’ll call you to confirm the time.',
}

/** Why an instant booking was stored as a request instead: a limit in Booking availability (see limits.ts). */
export type HeldReason = 'contact' | 'address'

/** Is the postcode one we visit? The area pages' postcodes plus any the owner added. */
export function coversPostcode(rules: AvailabilityRules, postcode: string): boolean {
  const index = buildCoverageIndex()
  for (const code of rules.extraPostcodes) index[code] ??= [code]
  return checkCoverage(postcode, index).status === 'covered'
}

/** A window as the API answers it (the confirmed one, or the next free ones). */
export const slotSummary = slotChoice

export type InstantOutcome =
  | { kind: 'request'; fields: Record<string, unknown>; held?: HeldReason }
  | { kind: 'booked'; id: number | string; slot: Slot }
  | { kind: 'refused'; status: 400 | 409; problem: SlotProblem | 'outside' | 'postcode'; next: Slot[] }

/** Whether bookIfInstant would book this input into a window (instant mode, a window chosen) rather than store a request. */
export function choosesInstantWindow(rules: AvailabilityRules, input: Record<string, unknown>): boolean {
  const { slot, scheduledDate, scheduledTime } = input
  const chosen =
    typeof slot === 'string' || (typeof scheduledDate === 'string' && (scheduledTime ?? 'flexible') !== 'flexible')
  return chosen && rules.mode === 'instant'
}

/**
 * A booking with a chosen window (`slot`, or a date and a window other than "flexible") in instant mode is booked
 * into that window at once; anything else (request mode, no window chosen) is stored as a request, as before.
 * `rules`: the owner's booking rules as the caller read them for this lead (read once, `readRules`).
 */
export async function bookIfInstant(
  payload: Payload,
  rules: AvailabilityRules,
  input: Record<string, unknown>,
  context: Record<string, unknown>,
  now = new Date(),
): Promise<InstantOutcome> {
  const { slot, ...fields } = input
  let date = typeof fields.scheduledDate === 'string' ? fields.scheduledDate : undefined
  let window = typeof fields.scheduledTime === 'string' ? fields.scheduledTime : 'flexible'
  if (typeof slot === 'string') [date, window] = slot.split('|')
  const asRequest = { kind: 'request' as const, fields: { ...fields, scheduledDate: date, scheduledTime: window } }
  if (!date || window === 'flexible') return asRequest
  if (rules.mode !== 'instant') return asRequest

  const postcode =
    (typeof fields.postcode === 'string' && fields.postcode) || postcodeFromAddress(String(fields.address ?? ''))
  if (!postcode) return { kind: 'refused', status: 400, problem: 'postcode', next: [] }
  if (!coversPostcode(rules, postcode)) return { kind: 'refused', status: 400, problem: 'outside', next: [] }

  // Beyond the limits the booking becomes a request, with the window the visitor chose as their preference.
  const client = typeof context[CLIENT_ADDRESS_CONTEXT] === 'string' ? context[CLIENT_ADDRESS_CONTEXT] : null
  const perAddress = addressBookings(payload, rules.limits.perAddressPerDay)
  if (client && !(await perAddress.take(client))) return { ...asRequest, held: 'address' }
  const today = todayInLondon(now)
  const contact = { phone: fields.customerPhone, email: fields.customerEmail }
  try {
    const result = await bookWindow(payload, rules, { date, window }, fields, now, context, async (t) => {
      if ((await visitsHeldByContact(t, contact, today)) >= rules.limits.perContact) throw new ContactLimitReached()
    })
    if (result.ok) return { kind: 'booked', id: result.value.id, slot: result.slot }
    if (client) await perAddress.giveBack(client)
    return { kind: 'refused', status: 409, problem: result.problem, next: result.next }
  } catch (error) {
    if (client) await perAddress.giveBack(client).catch(() => {})
    if (error instanceof ContactLimitReached) return { ...asRequest, held: 'contact' }
    throw error
  }
}
