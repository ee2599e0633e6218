import type { Payload } from 'payload'

import { businessFacts } from '@/lib/platform/businessFacts'
import { oneLine } from '@/lib/platform/logSafe'
import { getLimiter } from '@/lib/platform/rateLimit'
import { requestId } from '@/lib/platform/requestId'
import { isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import { clockTime, isoDay } from '@/lib/platform/ukDates'
import { sendMails } from '@/lib/platform/sendMails'
import { sendSms, type SmsOutcome } from '@/lib/platform/sms'
import { todayInLondon } from '@/lib/validation/dates'

/** The arrival times a fitter can choose, in minutes. */
export const ARRIVAL_MINUTES = [10, 20, 30, 45, 60] as const

/** One "on my way" per visit in this many seconds: a second tap (or a double tap) sends nothing twice. */
export const ON_MY_WAY_REPEAT_SECONDS = 120
const onMyWayLimit = getLimiter('on-my-way', { points: 1, duration: ON_MY_WAY_REPEAT_SECONDS })

const COLLECTION = { measuring: 'measuring-appointments', fitting: 'quotes' } as const
/** Only a visit still to happen: a pending or confirmed appointment, an accepted order (its fitting). */
const OPEN = { measuring: ['pending', 'confirmed'], fitting: ['accepted'] } as const

export type OnMyWayOutcome =
  | { ok: true; email: boolean; sms: SmsOutcome | 'no-phone'; body: string }
  | {
      ok: false
      status: 400 | 403 | 404 | 409 | 429
      code: 'invalid' | 'refused' | 'not-found' | 'not-today' | 'already-sent'
    }

export interface OnMyWayInput {
  kind?: unknown
  id?: unknown
  minutes?: unknown
  /** The visit's day (YYYY-MM-DD), sent only when the fitter confirmed "on my way" for a visit that is not today. */
  day?: unknown
}

/** The visit's UK day (YYYY-MM-DD): a measuring visit's booked day, a fitting's date; null when it has none. */
export function visitDay(visit: { scheduledDate?: string | null; fittingDate?: string | null }): string | null {
  if (visit.scheduledDate) return String(visit.scheduledDate).slice(0, 10)
  return visit.fittingDate ? isoDay(visit.fittingDate) : null
}

/** The text and e-mail the customer gets: the business and its phone, never the fitter's own number. */
export function arrivalText(facts: { businessName: string; phonePrimary: string }, minutes: number, now: Date) {
  const around = clockTime(new Date(now.getTime() + minutes * 60_000).toISOString())
  return {
    around,
    body: `${facts.businessName}: we are on our way and should be with you in about ${minutes} minutes (around ${around}). Questions? Call ${facts.phonePrimary}.`,
  }
}

/**
 * "On my way" for one visit: e-mails the customer (when they gave an e-mail) and texts them (when they gave a
 * phone; through the SMS provider where configured), then records the message on the visit. Owner and staff only;
 * the visit must exist and still be open, and be today unless the fitter confirmed its day; one message per visit
 * per ON_MY_WAY_REPEAT_SECONDS.
 */
export async function sendOnMyWay(
  payload: Payload,
  user: SignedInUser,
  input: OnMyWayInput,
  now = new Date(),
): Promise<OnMyWayOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  const kind = input.kind === 'measuring' || input.kind === 'fitting' ? input.kind : null
  const id = requestId(input.id)
  const minutes = Number(input.minutes)
  if (!kind || id === null || !(ARRIVAL_MINUTES as readonly number[]).includes(minutes))
    return { ok: false, status: 400, code: 'invalid' }

  const { docs } = await payload.find({
    collection: COLLECTION[kind],
    where: { and: [{ id: { equals: id } }, { status: { in: [...OPEN[kind]] } }] },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const visit = docs[0]
  if (!visit) return { ok: false, status: 404, code: 'not-found' }
  // Another day's visit is told only when the fitter confirmed that day on its card: a tap on the wrong card (a
  // Thursday visit on a Sunday morning) would tell a customer "around 6:05am" with no way to take it back.
  const day = visitDay(visit)
  if (day && day !== todayInLondon(now) && input.day !== day) return { ok: false, status: 409, code: 'not-today' }

  // The limit's store failing must not stop a fitter telling a customer they are coming: it fails open.
  const first = await onMyWayLimit.take(payload, `${kind}:${id}`).catch(() => true)
  if (!first) return { ok: false, status: 429, code: 'already-sent' }

  const facts = await businessFacts(payload)
  const { around, body } = arrivalText(facts, minutes, now)
  const email = typeof visit.customerEmail === 'string' && visit.customerEmail.trim() ? visit.customerEmail : null
  const phone = typeof visit.customerPhone === 'string' && visit.customerPhone.trim() ? visit.customerPhone : null
  if (email) {
    await sendMails(
      payload,
      [
        {
          kind: 'arrival',
          to: email,
          subject: `On our way: with you around ${around} – ${facts.businessName}`,
          text: `Hello ${oneLine(visit.customerName)},\n\nWe are on our way and should be with you in about ${minutes} minutes (around ${around}).\n\nIf anything has changed, call us on ${facts.phonePrimary}.\n\n${facts.businessName}\n`,
          replyTo: facts.email,
        },
      ],
      `on my way ${kind} ${id}`,
    )
  }
  const sms = phone ? await sendSms(payload, { to: phone, body }) : 'no-phone'
  const channels = [email ? 'e-mail' : null, sms === 'sent' ? 'text' : sms === 'logged' ? 'text (logged)' : null]
    .filter(Boolean)
    .join(' and ')
  const row = {
    sentAt: now.toISOString(),
    minutes,
    channels: channels || 'nothing (no e-mail or text possible)',
    body,
    sentBy: user.id === undefined ? null : Number(user.id),
  }
  await payload.update({
    collection: COLLECTION[kind],
    id,
    data: { arrivalMessages: [...(visit.arrivalMessages ?? []), row] },
    overrideAccess: true,
    depth: 0,
  })
  return { ok: true, email: Boolean(email), sms, body }
}
