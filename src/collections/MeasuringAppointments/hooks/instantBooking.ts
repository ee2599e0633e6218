import {
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type PayloadRequest,
  ValidationError,
} from 'payload'

import { lockAndCount, PLACE_TAKEN_CONTEXT, readRules } from '@/lib/booking/book'
import { instantBookingMails, visitChangeMails, visitConfirmationMail, visitLabel } from '@/lib/booking/visitMails'
import { managedByCustomer, visitOf } from '@/lib/booking/visit'
import { businessFacts } from '@/lib/platform/businessFacts'
import { transactionOf } from '@/lib/platform/lockedTransaction'
import { appointmentMails, type BusinessFacts, type Mail } from '@/lib/leads/notifications'
import { sendMails } from '@/lib/platform/sendMails'
import { dropReminders, queueReminder } from '@/jobs/visitReminder'
import type { MeasuringAppointment } from '@/payload-types'
import { confirmsVisit } from './confirmVisit'

type Lead = MeasuringAppointment

/** `context` key naming who changed a visit ('customer' through the manage link; staff otherwise). */
export const CHANGED_BY_CONTEXT = 'visitChangedBy'

const dayOf = (value: unknown) => (typeof value === 'string' ? value.slice(0, 10) : null)

const moved = (doc: Lead, before: Lead) =>
  dayOf(doc.scheduledDate) !== dayOf(before.scheduledDate) || doc.scheduledTime !== before.scheduledTime

/** Has the visit a day and a real window (not "flexible")? Only then is there something to put in a calendar. */
const hasWindow = (doc: Lead) => dayOf(doc.scheduledDate) !== null && (doc.scheduledTime ?? 'flexible') !== 'flexible'

/**
 * Did this save change the visit the customer holds? One she manages herself (an instant booking, or a request
 * confirmed to her in writing): moved, cancelled or brought back. A request not yet confirmed: moved by staff to a
 * day and window (its cancellation stays between staff and the customer, as before). A move to Confirmed is the
 * confirmation's (`confirmsVisit`), not a change.
 */
function visitChanged(doc: Lead, before: Lead | undefined): boolean {
  if (!before) return false
  if (doc.booking === 'instant' || managedByCustomer(before))
    return moved(doc, before) || (doc.status === 'cancelled') !== (before.status === 'cancelled')
  return moved(doc, before) && hasWindow(doc) && doc.status !== 'cancelled'
}

/**
 * The places taken in each window by the saves of one request, checked one after another. A bulk edit saves its
 * documents in parallel in one transaction, where the window's advisory lock is re-entrant: without this, each
 * document counted the window before any other was written, and four visits moved into a window of two all fit.
 * A document's claim counts whether or not its row is written yet (the count leaves the claimed rows out and adds
 * them back), so the check holds however Payload orders the writes.
 */
// State of one transaction on this server only: the advisory lock still decides between servers and requests.
const claimsOfTransaction = new Map<string, { turn: Promise<void>; ids: (number | string)[]; timer?: NodeJS.Timeout }>()

/** Runs `check` for one transaction and window at a time, with the ids already placed there by that transaction. */
async function inTurn<T>(key: string, check: (claimed: (number | string)[]) => Promise<T>): Promise<T> {
  let entry = claimsOfTransaction.get(key)
  if (!entry) claimsOfTransaction.set(key, (entry = { turn: Promise.resolve(), ids: [] }))
  clearTimeout(entry.timer)
  const previous = entry.turn
  let release = () => {}
  entry.turn = new Promise<void>((resolve) => (release = resolve))
  await previous
  try {
    return await check(entry.ids)
  } finally {
    release()
    // A transaction's saves come together; its claims are forgotten a minute after the last one.
    clearTimeout(entry.timer)
    entry.timer = setTimeout(() => claimsOfTransaction.delete(key), 60_000)
    entry.timer.unref?.()
  }
}

/**
 * An instant booking saved into a window (moved by staff, or brought back from cancelled) takes its place under
 * the window's lock, in the save's own transaction, as a booking online does; a full window refuses the save.
 * A save through `takePlace` (online booking, the manage link) has taken its place already.
 */
export const keepWindowCapacity: CollectionBeforeChangeHook<Lead> = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc || req.context?.[PLACE_TAKEN_CONTEXT]) return data
  const before = originalDoc
  const next = { ...before, ...data }
  if (next.booking !== 'instant' || next.status !== 'confirmed' || !hasWindow(next)) return data
  if (before.status === 'confirmed' && !moved(next, before)) return data
  const transactionID = await req.transactionID
  if (transactionID === undefined || transactionID === null) throw new Error('moving a visit needs a transaction')
  const date = dayOf(next.scheduledDate)!
  const window = String(next.scheduledTime)
  const rules = await readRules(req.payload, req)
  const capacity = rules.capacity[window as keyof typeof rules.capacity] ?? 0
  const held = await inTurn(`${transactionID}|${date}:${window}`, async (claimed) => {
    const others = claimed.filter((id) => id !== before.id)
    const total =
      (await lockAndCount(transactionOf(req.payload, { ...req, transactionID }), date, window, [
        before.id,
        ...others,
      ])) + others.length
    if (total < capacity) claimed.push(before.id)
    return total
  })
  if (held >= capacity) {
    throw new ValidationError({
      collection: 'measuring-appointments',
      errors: [
        {
          path: 'scheduledTime',
          message: `${visitLabel({ date, window })} is full (${held} of ${capacity} visits booked). Choose another day or window, or raise that window's visits in Booking availability.`,
        },
      ],
    })
  }
  return data
}

/**
 * The mails of a new appointment: a confirmed window for an instant booking; for a request typed in by staff as
 * confirmed (a booking taken on the phone), the business's notice and her confirmation in writing; the request
 * texts otherwise.
 */
export async function newAppointmentMails(lead: Lead, facts: BusinessFacts, req: PayloadRequest): Promise<Mail[]> {
  if (lead.status !== 'confirmed') return appointmentMails(lead, facts)
  const visit = await visitOf(req.payload, lead)
  if (!visit) return appointmentMails(lead, facts)
  if (lead.booking === 'instant') return instantBookingMails(lead, facts, visit)
  const confirmation = visitConfirmationMail(lead, facts, visit)
  return [
    ...appointmentMails(lead, facts).filter((m) => m.kind === 'business'),
    ...(confirmation ? [confirmation] : []),
  ]
}

/** Each change or confirmation sent to the customer raises the invite's SEQUENCE, so calendars replace the event. */
export const bumpInviteSequence: CollectionBeforeChangeHook<Lead> = ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc) return data
  const next = { ...originalDoc, ...data }
  if (!visitChanged(next, originalDoc) && !confirmsVisit(req, originalDoc.id)) return data
  return { ...data, inviteSequence: Number(originalDoc.inviteSequence ?? 0) + 1 }
}

/**
 * A confirmed visit (an instant booking, or a request staff confirmed) gets its reminder queued in the save's own
 * transaction. A move to Confirmed sends the customer her confirmation (invite and manage link); a moved or
 * cancelled visit has its pending reminder replaced or dropped, and the customer and the business are told (with
 * the updated invite). The mails are not awaited.
 */
export const scheduleAndNotifyVisit: CollectionAfterChangeHook<Lead> = async ({ doc, previousDoc, operation, req }) => {
  const lead = doc
  if (operation === 'create') {
    if (lead.status === 'confirmed' && lead.customerEmail) await queueReminder(req.payload, doc, req)
    return doc
  }
  const confirmation = confirmsVisit(req, lead.id)
  if (!confirmation && !visitChanged(lead, previousDoc)) return doc
  await dropReminders(req.payload, lead.id, req)
  if (lead.status === 'confirmed' && lead.customerEmail) await queueReminder(req.payload, doc, req)
  if (confirmation) {
    const { payload } = req
    void (async () => {
      const visit = await visitOf(payload, lead)
      const mail = visit && visitConfirmationMail(lead, await businessFacts(payload), visit)
      if (mail) await sendMails(payload, [mail], `appointment ${lead.id} confirmed`)
    })().catch((err: unknown) =>
      payload.logger.error({ err, msg: `appointment ${lead.id} confirmed; its e-mail failed` }),
    )
    return doc
  }
  const by = req.context?.[CHANGED_BY_CONTEXT] === 'customer' ? 'customer' : 'staff'
  const before = previousDoc
  const from =
    moved(lead, before) && hasWindow(before)
      ? { date: dayOf(before.scheduledDate)!, window: String(before.scheduledTime) }
      : undefined
  const { payload } = req
  void (async () => {
    const visit = await visitOf(payload, lead)
    if (!visit) return
    const kind = lead.status === 'cancelled' ? 'cancelled' : 'moved'
    await sendMails(
      payload,
      visitChangeMails(lead, await businessFacts(payload), visit, { kind, from, by }),
      `appointment ${lead.id} changed`,
    )
  })().catch((err: unknown) => payload.logger.error({ err, msg: `appointment ${lead.id} changed; its e-mails failed` }))
  return doc
}
