import type { Payload, PayloadRequest } from 'payload'

import { FINISHES } from '@/content/finishes'
import { districtAreasOf, landingAreaOf } from '../lines/orderArea'
import type { LocalJob, Product, Quote } from '@/payload-types'

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

  const fittedLines = await linesByProduct(payload, lines, req)
  // The job's product and finish: the pair fitted most, preferring a known finish (ties go to the order's first).
  const main = [...fittedLines].sort((a, b) => b.count - a.count || Number(!!b.finish) - Number(!!a.finish))[0]
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
      product: main.productId,
      finish: main.finish as LocalJob['finish'],
      rooms,
      windows: lines.length,
      note: localJobDraftNote(fittedLines, rooms),
      published: false,
      demo: false,
      fromOrder: quote.id,
    },
  })
  return { ok: true, id: job.id }
}

/** One blind and finish of a fitted order: how many windows had it, and the finish when it is one of its material's. */
export interface FittedProduct {
  productId: number
  /** How the note names the blind, in lower case and without "blinds" ("real wood venetian"). */
  name: string
  count: number
  finish: string | null
}

/** A line's finish as the finishes list names it, when it is one of the blind's material; else null. */
export function knownFinish(finish: string | null | undefined, material: Product['type'] | undefined): string | null {
  const typed = (finish ?? '').trim().toLowerCase()
  return FINISHES.find((f) => f.name.toLowerCase() === typed && f.material === material)?.name ?? null
}

/** "Real Wood Venetian Blinds" → "real wood venetian": the note adds "blind" or "blinds" by the count. */
const shortName = (productName: string) =>
  productName
    .toLowerCase()
    .replace(/\s*\bblinds?\s*$/, '')
    .trim() || 'venetian'

/** The order's windows counted by blind and finish, in the order's own order: each finish is named, none dropped. */
async function linesByProduct(
  payload: Payload,
  lines: NonNullable<Quote['lines']>,
  req?: Partial<PayloadRequest>,
): Promise<FittedProduct[]> {
  const products = new Map<number, Product>()
  const byBlindAndFinish = new Map<string, FittedProduct>()
  for (const line of lines) {
    const productId = Number(productOf(line))
    let product = products.get(productId)
    if (!product) {
      product = await payload.findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true, req })
      products.set(productId, product)
    }
    const finish = knownFinish(line.finish, product.type)
    const key = `${productId}:${finish ?? ''}`
    const entry = byBlindAndFinish.get(key) ?? { productId, name: shortName(product.name), count: 0, finish }
    entry.count += 1
    byBlindAndFinish.set(key, entry)
  }
  return [...byBlindAndFinish.values()]
}

/**
 * The local job's drafted note: only facts from the order's lines ("1 real wood venetian blind in Carbon and 2 faux
 * wood venetian blinds in Sterling fitted: Kitchen, Lounge."). What the owner should do with it is the field's help in /admin, never
 * part of the text, so a note published unedited still reads right.
 */
export function localJobDraftNote(products: readonly FittedProduct[], rooms: string): string {
  const parts = products.map(
    (p) => `${p.count} ${p.name} ${p.count === 1 ? 'blind' : 'blinds'}${p.finish ? ` in ${p.finish}` : ''}`,
  )
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0]
  return `${list} fitted: ${rooms}.`
}
