import type { Payload, PayloadRequest } from 'payload'

import { inLockedTransaction, type Transaction } from '@/lib/platform/lockedTransaction'
import type { MeasuringAppointment } from '@/payload-types'
import { type AvailabilityRules, rulesFromGlobal, type SlotWindow } from './availability'
import { type BookedCounts, freeSlots, type Slot, slotKey, slotOf, slotProblem, type SlotProblem } from './slots'

/**
 * Booking a visit window with the database as the judge of capacity. A window's places are the confirmed visits
 * in it; each booking takes a transaction-scoped advisory lock for its window, counts the confirmed visits and
 * writes its own in the same transaction, so two bookings of one window are serialised and the last place is
 * taken once, whichever server each request reached.
 */

const DAY_MS = 86_400_000
/** Statuses that hold a place in their window. */
export const HOLDS_PLACE = ['confirmed'] as const

export async function readRules(payload: Payload, req?: Partial<PayloadRequest>): Promise<AvailabilityRules> {
  return rulesFromGlobal(await payload.findGlobal({ slug: 'availability', depth: 0, overrideAccess: true, req }))
}

const dayRange = (from: string, days: number) => ({
  greater_than_equal: `${from}T00:00:00.000Z`,
  less_than: new Date(Date.parse(`${from}T00:00:00Z`) + days * DAY_MS).toISOString(),
})

/** Confirmed visits per window over the days bookings are open. */
export async function bookedCounts(payload: Payload, rules: AvailabilityRules, today: string): Promise<BookedCounts> {
  const { docs } = await payload.find({
    collection: 'measuring-appointments',
    where: {
      and: [{ scheduledDate: dayRange(today, rules.bookAheadDays + 1) }, { status: { in: [...HOLDS_PLACE] } }],
    },
    select: { scheduledDate: true, scheduledTime: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const counts = new Map<string, number>()
  for (const doc of docs) {
    if (!doc.scheduledDate) continue
    const key = slotKey(doc.scheduledDate.slice(0, 10), doc.scheduledTime)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  }
  return counts
}

/** The next free windows now, for a page or for a visitor whose window just filled. */
export async function nextFreeSlots(
  payload: Payload,
  now = new Date(),
  limit = 6,
  rules?: AvailabilityRules,
): Promise<Slot[]> {
  const r = rules ?? (await readRules(payload))
  const { todayInLondon } = await import('@/lib/validation/dates')
  return freeSlots(r, await bookedCounts(payload, r, todayInLondon(now)), now, { limit })
}

/** `context` key of a save whose place was already taken under its window's lock (by `takePlace`). */
export const PLACE_TAKEN_CONTEXT = 'visitPlaceTaken'

/** The advisory lock key of one visit window. */
const windowLockKey = (date: string, window: string) => `visit-window:${date}:${window}`

/**
 * Inside a transaction: wait for the window's advisory lock (held until that transaction ends), then count the
 * visits holding a place in it, leaving out `leaving` (appointments moving within or out of the window, or
 * counted by the caller).
 */
export async function lockAndCount(
  t: Transaction,
  date: string,
  window: string,
  leaving?: number | string | (number | string)[],
): Promise<number> {
  await t.lock(windowLockKey(date, window))
  return countHolding(t, date, window, leaving)
}

/** The visits holding a place in a window, counted in the transaction (whose caller holds the window's lock). */
async function countHolding(
  t: Transaction,
  date: string,
  window: string,
  leaving?: number | string | (number | string)[],
): Promise<number> {
  const left = leaving === undefined ? [] : Array.isArray(leaving) ? leaving : [leaving]
  const { totalDocs } = await t.payload.count({
    collection: 'measuring-appointments',
    where: {
      and: [
        { scheduledDate: dayRange(date, 1) },
        { scheduledTime: { equals: window } },
        { status: { in: [...HOLDS_PLACE] } },
        ...(left.length ? [{ id: { not_in: left } }] : []),
      ],
    },
    overrideAccess: true,
    req: t.req,
  })
  return totalDocs
}

export type TakeResult<T> = { ok: true; slot: Slot; value: T } | { ok: false; problem: SlotProblem; next: Slot[] }

/**
 * Take a place in a window and write inside the same transaction, under the window's lock: `write` is handed the
 * transaction (pass `t.req` to every Payload call). `leaving` is an appointment moving out of this window's count
 * (a reschedule within the same window is not counted twice). Anything thrown rolls the whole booking back; a full
 * window rolls it back too.
 */
export async function takePlace<T>(
  payload: Payload,
  rules: AvailabilityRules,
  date: string,
  window: string,
  now: Date,
  write: (t: Transaction, slot: Slot) => Promise<T>,
  options: { leaving?: number | string } = {},
): Promise<TakeResult<T>> {
  const early = slotProblem(rules, date, window, now)
  if (early) return { ok: false, problem: early, next: await nextFreeSlots(payload, now, 6, rules) }
  const taken = await inLockedTransaction(
    payload,
    'booking',
    windowLockKey(date, window),
    async (t): Promise<{ ok: true; slot: Slot; value: T } | { ok: false; problem: SlotProblem }> => {
      const totalDocs = await countHolding(t, date, window, options.leaving)
      const problem = slotProblem(rules, date, window, now, totalDocs)
      if (problem) return { ok: false, problem }
      const slot = slotOf(rules, date, window as SlotWindow, totalDocs + 1)
      return { ok: true, slot, value: await write(t, slot) }
    },
    { keep: (result) => result.ok },
  )
  if (!taken.ok) return { ...taken, next: await nextFreeSlots(payload, now, 6, rules) }
  return taken
}

/** A new instant booking: the appointment stored as confirmed in its window, or why it could not be. */
export function bookWindow(
  payload: Payload,
  rules: AvailabilityRules,
  slot: { date: string; window: string },
  data: Record<string, unknown>,
  now: Date,
  context: Record<string, unknown>,
  /** Runs under the window's lock before the write; what it throws rolls the booking back. */
  guard?: (t: Transaction) => Promise<void>,
): Promise<TakeResult<MeasuringAppointment>> {
  return takePlace(payload, rules, slot.date, slot.window, now, async (t) => {
    if (guard) await guard(t)
    return payload.create({
      collection: 'measuring-appointments',
      data: {
        ...(data as Partial<MeasuringAppointment>),
        scheduledDate: `${slot.date}T00:00:00.000Z`,
        scheduledTime: slot.window as MeasuringAppointment['scheduledTime'],
        status: 'confirmed',
        booking: 'instant',
      } as MeasuringAppointment,
      overrideAccess: true,
      depth: 0,
      context: { ...context, [PLACE_TAKEN_CONTEXT]: true },
      req: t.req,
    })
  })
}

/** Context of a change made through the customer's manage link. */
const BY_CUSTOMER = { visitChangedBy: 'customer' }

/**
 * Move a confirmed visit into another window: the new window's place is taken and the old one freed in one
 * transaction (the old place is freed by the same update that takes the new one).
 */
export function rescheduleVisit(
  payload: Payload,
  rules: AvailabilityRules,
  id: number | string,
  slot: { date: string; window: string },
  now = new Date(),
  context: Record<string, unknown> = BY_CUSTOMER,
): Promise<TakeResult<MeasuringAppointment>> {
  return takePlace(
    payload,
    rules,
    slot.date,
    slot.window,
    now,
    (t) =>
      payload.update({
        collection: 'measuring-appointments',
        id,
        data: {
          scheduledDate: `${slot.date}T00:00:00.000Z`,
          scheduledTime: slot.window as MeasuringAppointment['scheduledTime'],
          status: 'confirmed',
        },
        overrideAccess: true,
        depth: 0,
        context: { ...context, [PLACE_TAKEN_CONTEXT]: true },
        req: t.req,
      }),
    { leaving: id },
  )
}

/** Cancel a visit: its place is free again at once (only confirmed visits hold one). */
export function cancelVisit(
  payload: Payload,
  id: number | string,
  context: Record<string, unknown> = BY_CUSTOMER,
): Promise<MeasuringAppointment> {
  return payload.update({
    collection: 'measuring-appointments',
    id,
    data: { status: 'cancelled' },
    overrideAccess: true,
    depth: 0,
    context,
  })
}
