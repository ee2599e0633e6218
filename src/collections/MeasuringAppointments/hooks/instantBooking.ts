import type { CollectionAfterChangeHook, CollectionBeforeChangeHook, PayloadRequest } from 'payload'

import { businessFacts, sendMails } from '@/hooks/notifyNewLead'
import { instantBookingMails, visitChangeMails } from '@/lib/booking/mails'
import { visitOf } from '@/lib/booking/visit'
import { appointmentMails, type BusinessFacts, type Mail } from '@/lib/leads/notifications'
import { dropReminders, queueReminder } from '@/jobs/visitReminder'

type Lead = Record<string, unknown> & { id: number | string }

/** `context` key naming who changed a visit ('customer' through the manage link; staff otherwise). */
export const CHANGED_BY_CONTEXT = 'visitChangedBy'

const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null)

/** Did this save move the visit, cancel it or bring it back? */
function visitChanged(doc: Lead, before: Lead | undefined): boolean {
  if (!before || doc.booking !== 'instant') return false
  return (
    dayOf(doc.scheduledDate) !== dayOf(before.scheduledDate) ||
    doc.scheduledTime !== before.scheduledTime ||
    (doc.status === 'cancelled') !== (before.status === 'cancelled')
  )
}

/** The mails of a new appointment: a confirmed window for an instant booking, the request texts otherwise. */
export async function newAppointmentMails(lead: Lead, facts: BusinessFacts, req: PayloadRequest): Promise<Mail[]> {
  if (lead.booking !== 'instant') return appointmentMails(lead, facts)
  const visit = await visitOf(req.payload, lead)
  return visit ? instantBookingMails(lead, facts, visit) : appointmentMails(lead, facts)
}

/** Each change sent to the customer raises the invite's SEQUENCE, so calendars replace the event. */
export const bumpInviteSequence: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  if (operation !== 'update' || !originalDoc) return data
  const next = { ...originalDoc, ...data } as Lead
  if (!visitChanged(next, originalDoc as Lead)) return data
  return { ...data, inviteSequence: Number(originalDoc.inviteSequence ?? 0) + 1 }
}

/**
 * A confirmed instant booking gets its reminder queued in the booking's own transaction. A moved or cancelled one
 * has its pending reminder replaced or dropped, and the customer and the business are told (with the updated
 * invite); the mails are not awaited.
 */
export const scheduleAndNotifyVisit: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const lead = doc as Lead
  if (operation === 'create') {
    if (lead.booking === 'instant' && lead.status === 'confirmed' && lead.customerEmail)
      await queueReminder(req.payload, doc, req)
    return doc
  }
  if (!visitChanged(lead, previousDoc as Lead)) return doc
  await dropReminders(req.payload, lead.id, req)
  if (lead.status === 'confirmed' && lead.customerEmail) await queueReminder(req.payload, doc, req)
  const by = req.context?.[CHANGED_BY_CONTEXT] === 'customer' ? 'customer' : 'staff'
  const before = previousDoc as Lead
  const moved = dayOf(before.scheduledDate) !== dayOf(lead.scheduledDate) || before.scheduledTime !== lead.scheduledTime
  const from =
    moved && typeof before.scheduledDate === 'string'
      ? { date: before.scheduledDate.slice(0, 10), window: String(before.scheduledTime) }
      : undefined
  const { payload } = req
  void (async () => {
    const visit = await visitOf(payload, lead)
    if (!visit) return
    const kind = lead.status === 'cancelled' ? 'cancelled' : 'moved'
    await sendMails(
      payload,
      visitChangeMails(lead, await businessFacts(), visit, { kind, from, by }),
      `appointment ${lead.id} changed`,
    )
  })().catch((err: unknown) => payload.logger.error({ err, msg: `appointment ${lead.id} changed; its e-mails failed` }))
  return doc
}
