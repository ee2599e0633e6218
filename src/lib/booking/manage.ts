import type { Payload } from 'payload'

import { env } from '@/lib/platform/env'
import type { MeasuringAppointment } from '@/payload-types'
import type { AvailabilityRules, SlotWindow } from './availability'
import { cancelVisit, readRules, rescheduleVisit } from './book'
import { readManageToken } from './manageToken'
import { slotOf, type Slot } from './slots'
import { MANAGE_LINK_GRACE_MS } from './visit'
import { freeWeekFor } from './weekPage'

/** What the customer's manage link may see and do: its own booking only, while the link is valid. */
export type ManageView =
  | { ok: false; reason: 'invalid' | 'expired' }
  | {
      ok: true
      appointment: Pick<MeasuringAppointment, 'id' | 'customerName' | 'address' | 'postcode' | 'status'>
      current: Slot | null
      /** The free windows of the week shown. */
      free: Slot[]
      /** The week shown and its neighbours (Mondays) while bookings are open then; null when it cannot be moved. */
      week: { label: string; previous: string | null; next: string | null } | null
    }

async function appointmentOf(payload: Payload, token: string, rules: AvailabilityRules) {
  const check = readManageToken(env.PAYLOAD_SECRET, token)
  if (!check.ok && check.reason === 'invalid') return check
  const doc = await payload
    .findByID({ collection: 'measuring-appointments', id: check.id, depth: 0, overrideAccess: true })
    .catch(() => null)
  // Any booking: an instant one from its confirmation, a request from the confirmation staff's "Confirmed" sent.
  if (!doc) return { ok: false as const, reason: 'invalid' as const }
  // A link lives as long as the visit it manages, as it stands now: until a day after it ends, whichever e-mail the
  // link came from (a visit moved later keeps the first link working; one moved earlier ends it sooner). Without a
  // booked window the date signed into the link decides.
  const visitEnd = visitEndOf(doc, rules)
  const open = visitEnd ? visitEnd + MANAGE_LINK_GRACE_MS > Date.now() : check.ok
  return open ? { ok: true as const, doc } : { ok: false as const, reason: 'expired' as const }
}

/** When the appointment's booked window ends (epoch ms); 0 without one. */
function visitEndOf(doc: Pick<MeasuringAppointment, 'scheduledDate' | 'scheduledTime'>, rules: AvailabilityRules) {
  if (!doc.scheduledDate || !doc.scheduledTime || doc.scheduledTime === 'flexible') return 0
  return Date.parse(slotOf(rules, doc.scheduledDate.slice(0, 10), doc.scheduledTime).end)
}

/**
 * The booking behind a manage link and the free windows to move it to, a week at a time as the booking pages offer
 * them (`week`: any day of the wanted week, as `freeWeek` reads it).
 */
export async function manageView(payload: Payload, token: string, week?: string | null): Promise<ManageView> {
  const rules = await readRules(payload)
  const found = await appointmentOf(payload, token, rules)
  if (!found.ok) return found
  const { doc } = found
  const current = doc.scheduledDate
    ? slotOf(rules, doc.scheduledDate.slice(0, 10), doc.scheduledTime as SlotWindow)
    : null
  const page = doc.status === 'confirmed' ? await freeWeekFor(payload, rules, week) : null
  const free = page?.slots ?? []
  return {
    ok: true,
    appointment: {
      id: doc.id,
      customerName: doc.customerName,
      address: doc.address,
      postcode: doc.postcode,
      status: doc.status,
    },
    current,
    free: free.filter((s) => !current || s.date !== current.date || s.window !== current.window),
    week: page ? { label: page.label, previous: page.previous, next: page.next } : null,
  }
}

export type ManageOutcome = 'moved' | 'cancelled' | 'full' | 'invalid' | 'expired' | 'unchanged'

/** Reschedule into a free window or cancel, through the link; anything else changes nothing. */
export async function manageChange(
  payload: Payload,
  token: string,
  action: string,
  slot: string | null,
): Promise<ManageOutcome> {
  const rules = await readRules(payload)
  const found = await appointmentOf(payload, token, rules)
  if (!found.ok) return found.reason
  const { doc } = found
  if (doc.status !== 'confirmed') return 'unchanged'
  if (action === 'cancel') {
    await cancelVisit(payload, doc.id)
    return 'cancelled'
  }
  if (action === 'move' && slot && /^\d{4}-\d{2}-\d{2}\|[a-z]+$/.test(slot)) {
    const [date, window] = slot.split('|')
    const result = await rescheduleVisit(payload, rules, doc.id, { date, window })
    return result.ok ? 'moved' : 'full'
  }
  return 'unchanged'
}
