import type { Payload } from 'payload'

import { env } from '@/lib/platform/env'
import { readLinkToken } from '@/lib/platform/signedLinks'
import { monthYear } from '@/lib/platform/ukDates'
import { isTypedText } from '@/lib/validation/typedText'
import { areaOfOrder } from '@/lib/orders'

export type ReviewView =
  | { state: 'invalid' | 'expired' }
  | { state: 'done' }
  | { state: 'open'; firstName: string; areaName: string | null; fittedMonth: string | null }

export { monthYear }

/** "Verified customer · fitted March 2026 in Moseley": how every verified review is labelled on the site. */
export const reviewLabel = (fittedAt: string | null | undefined, areaName: string | null | undefined) =>
  ['Verified customer', fittedAt ? `fitted ${monthYear(fittedAt)}` : null]
    .filter(Boolean)
    .join(' · ')
    .concat(areaName ? ` in ${areaName}` : '')

async function orderOf(payload: Payload, token: string, now: Date) {
  const check = readLinkToken(env.PAYLOAD_SECRET, 'review', token, now)
  if (!check.ok) return check
  const quote = await payload
    .findByID({ collection: 'quotes', id: check.id, depth: 0, overrideAccess: true })
    .catch(() => null)
  if (!quote || quote.status !== 'fitted') return { ok: false as const, reason: 'invalid' as const }
  return { ok: true as const, quote }
}

const firstNameOf = (name: string) => name.trim().split(/\s+/)[0] ?? ''

export async function reviewView(payload: Payload, token: string, now = new Date()): Promise<ReviewView> {
  const found = await orderOf(payload, token, now)
  if (!found.ok) return { state: found.reason }
  const existing = await payload.count({
    collection: 'reviews',
    where: { quote: { equals: found.quote.id } },
    overrideAccess: true,
  })
  if (existing.totalDocs) return { state: 'done' }
  const area = await areaOfOrder(payload, found.quote)
  return {
    state: 'open',
    firstName: firstNameOf(found.quote.customerName),
    areaName: area?.name ?? null,
    fittedMonth: found.quote.fittedAt ? monthYear(found.quote.fittedAt) : null,
  }
}

export type ReviewOutcome = 'thanks' | 'already' | 'incomplete' | 'characters' | 'invalid' | 'expired'

/** The customer's review through their link: one per order (a second is refused by the unique order). */
export async function submitReview(
  payload: Payload,
  token: string,
  input: { rating: number; text: string; showFirstName: boolean },
  now = new Date(),
): Promise<ReviewOutcome> {
  const text = input.text.trim().slice(0, 3000)
  if (!isTypedText(text, { multiLine: true })) return 'characters'
  if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5 || text.length < 2) return 'incomplete'
  const found = await orderOf(payload, token, now)
  if (!found.ok) return found.reason
  const { quote } = found
  const area = await areaOfOrder(payload, quote)
  try {
    await payload.create({
      collection: 'reviews',
      overrideAccess: true,
      data: {
        quote: quote.id,
        rating: input.rating,
        text,
        firstName: firstNameOf(quote.customerName),
        showFirstName: input.showFirstName,
        area: area?.slug ?? null,
        areaName: area?.name ?? null,
        fittedAt: quote.fittedAt ?? null,
        label: reviewLabel(quote.fittedAt, area?.name),
        verified: true,
        status: 'waiting',
      },
    })
  } catch (error) {
    const existing = await payload.count({
      collection: 'reviews',
      where: { quote: { equals: quote.id } },
      overrideAccess: true,
    })
    if (existing.totalDocs) return 'already'
    throw error
  }
  return 'thanks'
}
