import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'

import { addressKey } from '@/lib/platform/clientAddress'
import type { Transaction } from '@/lib/platform/lockedTransaction'
import { getLimiter } from '@/lib/platform/rateLimit'

/**
 * Limits that keep one visitor from holding many instant visits: per phone number and e-mail address (future
 * confirmed instant visits) and per client address (instant bookings a day), both set in Booking availability.
 * Beyond them a booking is stored as a request for staff to confirm: never lost, never refused.
 */

/** One phone number however it is written: its last 10 digits (0121 496 0555 = +44 121 496 0555). */
export const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10)
export const emailKey = (email: string) => email.trim().toLowerCase()

/** Thrown inside the booking's transaction when the contact already holds its visits: the booking rolls back. */
export class ContactLimitReached extends Error {
  constructor() {
    super('this phone number or e-mail address already holds its instant visits')
  }
}

/**
 * Inside the booking's transaction: lock the phone number and e-mail address (so two bookings by one contact are
 * judged one after the other, whichever window or server each reached), then count the future confirmed instant
 * visits either holds. Locks are taken in a fixed order after the window's, so bookings never wait on each other
 * in a circle.
 */
export async function visitsHeldByContact(
  t: Transaction,
  contact: { phone?: unknown; email?: unknown },
  today: string,
): Promise<number> {
  const phone =
    typeof contact.phone === 'string' && phoneKey(contact.phone).length >= 9 ? phoneKey(contact.phone) : null
  const email = typeof contact.email === 'string' && contact.email.trim() ? emailKey(contact.email) : null
  const keys = [phone && `visit-phone:${phone}`, email && `visit-email:${email}`].filter((k): k is string => !!k)
  await t.lock(...keys)
  if (!phone && !email) return 0
  const result = (await t.db.execute(sql`
    select count(*)::int as n from measuring_appointments
    where booking = 'instant' and status = 'confirmed' and scheduled_date >= ${`${today}T00:00:00.000Z`}::timestamptz
      and ((${phone}::text is not null and right(regexp_replace(coalesce(customer_phone, ''), '\\D', '', 'g'), 10) = ${phone}::text)
        or (${email}::text is not null and lower(trim(coalesce(customer_email, ''))) = ${email}::text))`)) as {
    rows: { n: number }[]
  }
  return Number(result.rows[0]?.n ?? 0)
}

/** The day's instant bookings from one client address, counted in Postgres (shared by every server). */
export function addressBookings(payload: Payload, perDay: number) {
  const limiter = getLimiter('instant-bookings-per-address', { points: perDay, duration: 86_400 })
  return {
    /** Spends one booking of the address's day: false when it has none left. */
    take: (client: string) => limiter.take(payload, addressKey(client)),
    /** Gives the booking back (the window was full, or the booking became a request). */
    giveBack: (client: string) => limiter.reward(payload, addressKey(client)).then(() => undefined),
  }
}
