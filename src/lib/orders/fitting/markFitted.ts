import type { Payload, PayloadRequest } from 'payload'

import { ukToday } from '@/lib/platform/ukTime'

export type MarkFittedResult = { ok: true; fittedAt: string } | { ok: false; status: number; error: string }

/**
 * "Mark fitted" on an accepted order: status fitted, with the day it was fitted (today unless staff chose an earlier
 * day; a day in the future is refused). The status change queues the review request, as setting it by hand does.
 */
export async function markFitted(
  payload: Payload,
  id: number | string,
  day: string | null,
  req?: Partial<PayloadRequest>,
  now = new Date(),
  /** Staff said it was fitted before the booked fitting day. */
  earlyConfirmed = false,
): Promise<MarkFittedResult> {
  const quote = await payload
    .findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote) return { ok: false, status: 404, error: 'No such quote.' }
  if (quote.status !== 'accepted')
    return { ok: false, status: 409, error: `This quote is ${quote.status}: only an accepted order can be fitted.` }
  const today = ukToday(now)
  const chosen = day || today
  if (!/^\d{4}-\d{2}-\d{2}$/.test(chosen) || Number.isNaN(Date.parse(`${chosen}T12:00:00Z`)))
    return { ok: false, status: 400, error: 'Choose the day it was fitted.' }
  if (chosen > today) return { ok: false, status: 400, error: 'The fitted day cannot be in the future.' }
  const acceptedDay = quote.acceptance?.acceptedAt ? ukToday(new Date(quote.acceptance.acceptedAt)) : null
  if (acceptedDay && chosen < acceptedDay)
    return {
      ok: false,
      status: 400,
      error: `It cannot have been fitted before the order was accepted (${acceptedDay}).`,
    }
  const bookedDay = quote.fittingDate ? ukToday(new Date(quote.fittingDate)) : null
  if (bookedDay && chosen < bookedDay && !earlyConfirmed)
    return {
      ok: false,
      status: 400,
      error: `The fitting was booked for ${bookedDay}: confirm it was fitted earlier, on ${chosen}.`,
    }
  // Today keeps the moment; an earlier day is recorded at midday, so it reads as that day in any UK time.
  const fittedAt = chosen === today ? now.toISOString() : `${chosen}T12:00:00.000Z`
  await payload.update({
    collection: 'quotes',
    id,
    overrideAccess: true,
    req,
    data: { status: 'fitted', fittedAt },
  })
  return { ok: true, fittedAt }
}
