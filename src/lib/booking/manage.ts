import type { Payload } from 'payload'

import { env } from '@/lib/platform/env'
import type { MeasuringAppointment } from '@/payload-types'
import { cancelVisit, nextFreeSlots, readRules, rescheduleVisit } from './book'
import { readManageToken } from './manageToken'
import { slotOf, type Slot } from './slots'
import type { SlotWindow } from './availability'

/** What the customer's manage link may see and do: its own booking only, while the link is valid. */
export type ManageView =
  | { ok: false; reason: 'invalid' | 'expired' }
  | {
      ok: true
      appointment: Pick<MeasuringAppointment, 'id' | 'customerName' | 'address' | 'postcode' | 'status'>
      current: Slot | null
      free: Slot[]
    }

async function appointmentOf(payload: Payload, token: string) {
  const check = readManageToken(env.PAYLOAD_SECRET, token)
  if (!check.ok) return check
  const doc = await payload
    .findByID({ collection: 'measuring-appointments', id: check.id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!doc || doc.booking !== 'instant') return { ok: false as const, reason: 'invalid' as const }
  return { ok: true as const, doc }
}

export async function manageView(payload: Payload, token: string): Promise<ManageView> {
  const found = await appointmentOf(payload, token)
  if (!found.ok) return found
  const { doc } = found
  const rules = await readRules(payload)
  const current = doc.scheduledDate
    ? slotOf(rules, doc.scheduledDate.slice(0, 10), doc.scheduledTime as SlotWindow)
    : null
  const free = doc.status === 'confirmed' ? await nextFreeSlots(payload, new Date(), 12, rules) : []
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
  const found = await appointmentOf(payload, token)
  if (!found.ok) return found.reason
  const { doc } = found
  if (doc.status !== 'confirmed') return 'unchanged'
  if (action === 'cancel') {
    await cancelVisit(payload, doc.id)
    return 'cancelled'
  }
  if (action === 'move' && slot && /^\d{4}-\d{2}-\d{2}\|[a-z]+$/.test(slot)) {
    const [date, window] = slot.split('|')
    const result = await rescheduleVisit(payload, await readRules(payload), doc.id, { date, window })
    return result.ok ? 'moved' : 'full'
  }
  return 'unchanged'
}
