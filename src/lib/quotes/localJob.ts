import type { Payload, PayloadRequest } from 'payload'

import { FINISHES } from '@/content/finishes'
import { districtAreasOf, landingAreaOf } from './orderArea'
import type { Quote } from '@/payload-types'

export type LocalJobResult =
  { ok: true; id: number } | { ok: false; status: number; error: string; choices?: { slug: string; name: string }[] }

const productOf = (line: NonNullable<Quote['lines']>[number]) =>
  typeof line.product === 'object' && line.product ? line.product.id : line.product

/**
 * "Create local job" on a fitted order: an unpublished local job with the month, product and finish, rooms and
 * windows. Its area is the area page the lead landed on; else one of the areas of the order's postcode district
 * (`area` chosen among them when there are several). Only the owner adds photos and publishes it.
 */
export async function createLocalJobFromOrder(
  payload: Payload,
  quoteId: number | string,
  chosenArea: string | null,
  req?: Partial<PayloadRequest>,
): Promise<LocalJobResult> {
  const quote = await payload
    .findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  if (!quote) return { ok: false, status: 404, error: 'No such order.' }
  if (quote.status !== 'fitted') return { ok: false, status: 409, error: 'Mark the order fitted first.' }
  const lines = (quote.lines ?? []).filter((l) => productOf(l))
  if (!lines.length) return { ok: false, status: 400, error: 'The order has no priced windows.' }

  const landed = await landingAreaOf(payload, quote)
  const district = districtAreasOf(quote)
  let area: string | null = null
  if (chosenArea) {
    if (!district.some((a) => a.slug === chosenArea) && landed?.slug !== chosenArea)
      return { ok: false, status: 400, error: 'Choose one of the areas offered.' }
    area = chosenArea
  } else if (landed) area = landed.slug
  else if (district.length === 1) area = district[0].slug
  else if (district.length > 1)
    return {
      ok: false,
      status: 409,
      error: 'Several areas share its postcode district: choose the one it is in.',
      choices: district,
    }
  if (!area) return { ok: false, status: 400, error: 'The order has no postcode in an area we cover.' }

  // The product fitted most, and its finish when it is one of the finishes of its material.
  const counts = new Map<number, number>()
  for (const l of lines) counts.set(Number(productOf(l)), (counts.get(Number(productOf(l))) ?? 0) + 1)
  const productId = [...counts].sort((a, b) => b[1] - a[1])[0][0]
  const product = await payload.findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true, req })
  const finishName = lines.find((l) => Number(productOf(l)) === productId)?.finish ?? ''
  const finish = FINISHES.find(
    (f) => f.name.toLowerCase() === finishName.trim().toLowerCase() && f.material === product.type,
  )
  const rooms =
    [...new Set(lines.map((l) => l.room?.trim()).filter(Boolean))].join(', ').slice(0, 120) || 'Several rooms'
  const fitted = new Date(quote.fittedAt ?? Date.now())
  const month = new Date(Date.UTC(fitted.getUTCFullYear(), fitted.getUTCMonth(), 1, 12)).toISOString()
  const job = await payload.create({
    collection: 'local-jobs',
    overrideAccess: true,
    req,
    data: {
      area,
      month,
      product: productId,
      finish: (finish?.name ?? null) as never,
      rooms,
      windows: lines.length,
      note: `${lines.length} ${product.name.toLowerCase()} fitted: ${rooms}. (Draft: the owner writes a few plain sentences, adds photos and publishes.)`,
      published: false,
      demo: false,
    },
  })
  return { ok: true, id: job.id }
}
