import type { Payload, PayloadRequest } from 'payload'

import { areaChoicesOf } from '@/lib/orders'

export type AreaChoice = { slug: string; name: string }

/**
 * The area pages a review of this order may show on: the page its lead landed on and the areas of its postcode
 * district (the choice "Create local job" offers). Null when the order cannot be read.
 */
export async function reviewAreaChoices(
  payload: Payload,
  quoteId: number | null,
  req?: Partial<PayloadRequest>,
): Promise<AreaChoice[] | null> {
  if (!quoteId) return null
  const quote = await payload
    .findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  return quote ? areaChoicesOf(payload, quote) : null
}

/**
 * What is wrong with a review's area, or null. A published review must name one of its order's areas whenever the
 * order has any: several areas share most postcode districts, and a review published without one showed on no area
 * page, silently. An order outside every area we cover has none to choose, so it publishes without.
 */
export function reviewAreaProblem({
  area,
  published,
  changed,
  choices,
}: {
  area: string | null | undefined
  published: boolean
  /** Whether this save sets the area: an area kept as it was is not checked against the list again. */
  changed: boolean
  choices: AreaChoice[]
}): string | null {
  if (!area) return published && choices.length > 0 ? 'Choose the area page it shows on before publishing.' : null
  if (!changed || choices.some((a) => a.slug === area)) return null
  return choices.length
    ? `Choose one of the order’s areas: ${choices.map((a) => a.name).join(', ')}.`
    : 'The order’s postcode is in no area we cover.'
}

/**
 * The admin's list for a review's area: its order's areas by name, and an area it already has that is not among them
 * (set before this rule), so the list never hides what is stored.
 */
export function reviewAreaOptions(
  choices: AreaChoice[],
  current: AreaChoice | null,
): { label: string; value: string }[] {
  const options = choices.map((a) => ({ label: a.name, value: a.slug }))
  return current && !choices.some((a) => a.slug === current.slug)
    ? [...options, { label: `${current.name} (not one of the order’s areas)`, value: current.slug }]
    : options
}
