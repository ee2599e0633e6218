import type { Payload } from 'payload'

import { getArea, isCoveredOutwardCode, outwardCodeOf } from '@/lib/areas'
import type { Quote } from '@/payload-types'

/** The area page the order's lead landed on (or was sent from), when there is one. */
export async function landingAreaOf(payload: Payload, quote: Quote): Promise<{ slug: string; name: string } | null> {
  const appointmentId =
    typeof quote.appointment === 'object' && quote.appointment ? quote.appointment.id : quote.appointment
  const appointment = appointmentId
    ? await payload
        .findByID({ collection: 'measuring-appointments', id: appointmentId, depth: 0, overrideAccess: true })
        .catch(() => null)
    : null
  for (const path of [appointment?.landingPage, appointment?.sourcePage]) {
    const slug = /^\/areas\/([a-z0-9-]+)/.exec(path ?? '')?.[1]
    const area = slug ? getArea(slug) : undefined
    if (area) return { slug: area.slug, name: area.name }
  }
  return null
}

/** The areas of the order's postcode district, sorted by name (many areas share a district). */
export function districtAreasOf(quote: Pick<Quote, 'postcode'>): { slug: string; name: string }[] {
  const outward = outwardCodeOf(quote.postcode ?? '')
  return (outward ? isCoveredOutwardCode(outward) : []).map((a) => ({ slug: a.slug, name: a.name }))
}

/**
 * The area of an order: the area page its lead landed on, else the area of its postcode district when the district
 * has only one. Several areas share most districts (B14: Billesley, Kings Heath, …): then none is guessed, and the
 * owner chooses among them on the review, as "Create local job" asks.
 */
export async function areaOfOrder(payload: Payload, quote: Quote): Promise<{ slug: string; name: string } | null> {
  const landed = await landingAreaOf(payload, quote)
  if (landed) return landed
  const district = districtAreasOf(quote)
  return district.length === 1 ? district[0] : null
}

/** The areas the owner may give a review of this order: the landing area page and its postcode district's areas. */
export async function areaChoicesOf(payload: Payload, quote: Quote): Promise<{ slug: string; name: string }[]> {
  const landed = await landingAreaOf(payload, quote)
  const district = districtAreasOf(quote)
  return landed && !district.some((a) => a.slug === landed.slug) ? [landed, ...district] : district
}
