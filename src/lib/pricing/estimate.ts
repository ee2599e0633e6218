/**
 * The estimate for a visitor's windows: each window's grid price (its size rounded up to the next band) plus its
 * options, then the owner's offers. A size beyond the grid gets no number: it is priced at the free measuring visit.
 * The flash sale and the bundles cannot be combined; the estimate takes whichever is cheapest and says which one
 * it used and what it saves against the grid prices.
 */
import { formatPence, formatPenceShort } from '@/lib/format/money'
import { gridPrice, type PriceGrid } from './grid'
import { toCm, type Unit } from './units'

export const AT_THE_VISIT = 'Priced at your free measuring visit'

export interface PricedOption {
  code: string
  label: string
  /** pence per blind */
  pence: number
}

export interface PricedProduct {
  slug: string
  name: string
  /** the material, as bundles name it */
  type: string
  grid: PriceGrid | null
  options: PricedOption[]
  /** the finishes it comes in; when given, a window's finish must be one of them */
  finishes?: string[]
}

export interface WindowInput {
  product: string
  width: number
  drop: number
  unit?: Unit
  options?: string[]
  finish?: string
  room?: string
}

/** N blinds of one material (or of any, for the area offer), each up to a largest size, for a fixed price. */
export interface Bundle {
  title: string
  material: string | null
  quantity: number
  pence: number
  maxWidth: number
  maxDrop: number
}

/** The offers a price takes (a type, not an interface, so a quote stores them in its JSON field as they are). */
export type Offers = {
  /** the flash sale when it runs now */
  promotion: { percentOff: number } | null
  bundles: Bundle[]
}

/** Offers as a quote stored them when it was first sent. */
export const isStoredOffers = (value: unknown): value is Offers =>
  typeof value === 'object' && value !== null && 'bundles' in value && Array.isArray(value.bundles)

export interface WindowEstimate {
  product: string
  productName: string
  finish?: string
  room?: string
  widthCm: number
  dropCm: number
  /** the band the size rounded up to, when priced */
  band: { width: number; drop: number } | null
  options: PricedOption[]
  /** grid price plus options, before offers; null beyond the grid */
  pence: number | null
  text: string
}

export interface AppliedOffer {
  kind: 'promotion' | 'bundle'
  title: string
  /** pence saved against the grid prices */
  saving: number
}

export interface Estimate {
  windows: WindowEstimate[]
  /** pence: the priced windows at grid prices */
  listPence: number
  /** pence: the estimate after the cheapest offer */
  pence: number
  offer: AppliedOffer | null
  /** windows beyond the grid, priced at the visit */
  unpriced: number
  /** why an offer the visitor might expect did not apply (see `offerNotes`) */
  offerNotes: string[]
  text: string
}

export type EstimateResult = { ok: true; estimate: Estimate } | { ok: false; errors: Record<string, string> }

/** Why a window cannot be ordered as asked: the field and a message naming what does not belong. */
type WindowProblem = { field: 'options' | 'finish'; message: string }

/**
 * What can be ordered: only this blind's options, each once, and only its finishes (spelt as the product spells
 * them). The same option sent twice would be charged twice; a finish of another blind cannot be made.
 */
export function checkWindowChoices(
  window: Pick<WindowInput, 'options' | 'finish'>,
  product: Pick<PricedProduct, 'name' | 'options' | 'finishes'>,
): { options: PricedOption[]; finish?: string } | WindowProblem {
  const options: PricedOption[] = []
  for (const code of window.options ?? []) {
    const option = product.options.find((o) => o.code === code)
    if (!option) {
      const offered = product.options.map((o) => o.label).join(', ') || 'none'
      return { field: 'options', message: `"${code}" is not an option of ${product.name} (its options: ${offered}).` }
    }
    if (options.includes(option)) return { field: 'options', message: `${option.label} is chosen more than once.` }
    options.push(option)
  }
  const asked = window.finish?.trim()
  if (!asked || !product.finishes) return { options, finish: asked || undefined }
  const finish = product.finishes.find((f) => f.toLowerCase() === asked.toLowerCase())
  if (!finish) {
    return {
      field: 'finish',
      message: `"${asked}" is not a finish of ${product.name} (its finishes: ${product.finishes.join(', ')}).`,
    }
  }
  return { options, finish }
}

function priceWindow(window: WindowInput, product: PricedProduct): WindowEstimate | WindowProblem {
  const unit = window.unit ?? 'cm'
  const widthCm = toCm(window.width, unit)
  const dropCm = toCm(window.drop, unit)
  const choices = checkWindowChoices(window, product)
  if ('field' in choices) return choices
  const { options, finish } = choices
  const base = { product: product.slug, productName: product.name, finish, room: window.room }
  const band = product.grid ? gridPrice(product.grid, widthCm, dropCm) : null
  if (!band?.ok) return { ...base, widthCm, dropCm, band: null, options, pence: null, text: AT_THE_VISIT }
  const pence = band.pence + options.reduce((sum, o) => sum + o.pence, 0)
  return {
    ...base,
    widthCm,
    dropCm,
    band: { width: band.width, drop: band.drop },
    options,
    pence,
    text: formatPence(pence),
  }
}

interface Line {
  window: WindowEstimate
  material: string
  /** the grid cell alone (pence) */
  cell: number
}

/** Bundles applied greedily: each takes the dearest qualifying windows left, while that saves money. */
function withBundles(lines: Line[], bundles: Bundle[]): { pence: number; used: Bundle[] } {
  const free = new Set(lines.map((_, i) => i))
  let pence = lines.reduce((sum, l) => sum + (l.window.pence ?? 0), 0)
  const used: Bundle[] = []
  const byValue = [...bundles].sort((a, b) => a.pence / a.quantity - b.pence / b.quantity)
  for (const bundle of byValue) {
    for (;;) {
      const fits = [...free]
        .filter((i) => {
          const l = lines[i]
          return (
            (bundle.material === null || bundle.material === l.material) &&
            l.window.widthCm <= bundle.maxWidth &&
            l.window.dropCm <= bundle.maxDrop
          )
        })
        .sort((a, b) => lines[b].cell - lines[a].cell)
        .slice(0, bundle.quantity)
      if (fits.length < bundle.quantity) break
      const cells = fits.reduce((sum, i) => sum + lines[i].cell, 0)
      if (cells <= bundle.pence) break
      fits.forEach((i) => free.delete(i))
      pence -= cells - bundle.pence
      used.push(bundle)
    }
  }
  return { pence, used }
}

const bundleTitle = (used: Bundle[]) => {
  const names = [...new Set(used.map((b) => `${b.title} (${b.quantity} for ${formatPenceShort(b.pence)})`))]
  return names.join(' and ')
}

/** Price a visitor's windows with the owner's grids, options and offers. */
export function estimateWindows(windows: WindowInput[], products: PricedProduct[], offers: Offers): EstimateResult {
  const errors: Record<string, string> = {}
  const priced: WindowEstimate[] = []
  const lines: Line[] = []
  windows.forEach((window, index) => {
    const product = products.find((p) => p.slug === window.product)
    if (!product) {
      errors[`windows.${index}.product`] = 'Choose one of our blinds.'
      return
    }
    const result = priceWindow(window, product)
    if ('field' in result) {
      errors[`windows.${index}.${result.field}`] = result.message
      return
    }
    priced.push(result)
    if (result.pence !== null && result.band) {
      const cell = result.pence - result.options.reduce((sum, o) => sum + o.pence, 0)
      lines.push({ window: result, material: product.type, cell })
    }
  })
  if (Object.keys(errors).length) return { ok: false, errors }

  const listPence = lines.reduce((sum, l) => sum + (l.window.pence ?? 0), 0)
  let pence = listPence
  let offer: AppliedOffer | null = null
  if (offers.promotion && listPence > 0) {
    const sale = Math.round((listPence * (100 - offers.promotion.percentOff)) / 100)
    if (sale < pence) {
      pence = sale
      offer = { kind: 'promotion', title: `Flash sale: ${offers.promotion.percentOff}% off`, saving: listPence - sale }
    }
  }
  const bundled = withBundles(lines, offers.bundles)
  if (bundled.used.length && bundled.pence < pence) {
    pence = bundled.pence
    offer = { kind: 'bundle', title: bundleTitle(bundled.used), saving: listPence - bundled.pence }
  }
  const unpriced = priced.filter((w) => w.pence === null).length
  return {
    ok: true,
    estimate: {
      windows: priced,
      listPence,
      pence,
      offer,
      unpriced,
      offerNotes: offerNotes(lines, offers.bundles, offer, bundled.used),
      text: estimateText(pence, offer, unpriced, lines.length),
    },
  }
}

const blindsWord = (n: number) => (n === 1 ? '1 blind' : `${n} blinds`)
const windowsWord = (n: number) => (n === 1 ? '1 window is' : `${n} windows are`)

/**
 * Why each bundle the windows come near to did not apply, in the visitor's words: too few blinds of its material,
 * windows over its largest size, or the flash sale saving more (the two never combine). A bundle of a material none of
 * the windows is made of says nothing; neither does one that applied.
 */
export function offerNotes(lines: Line[], bundles: Bundle[], offer: AppliedOffer | null, used: Bundle[]): string[] {
  const notes: string[] = []
  for (const bundle of bundles) {
    if (offer?.kind === 'bundle' && used.includes(bundle)) continue
    const name = `${bundle.title} (${bundle.quantity} for ${formatPenceShort(bundle.pence)})`
    const ofMaterial = lines.filter((l) => bundle.material === null || bundle.material === l.material)
    if (ofMaterial.length === 0) continue
    const fitting = ofMaterial.filter((l) => l.window.widthCm <= bundle.maxWidth && l.window.dropCm <= bundle.maxDrop)
    const material = bundle.material ? `${bundle.material.replace(/-/g, ' ')} ` : ''
    if (ofMaterial.length < bundle.quantity) {
      notes.push(
        `The ${name} is for ${bundle.quantity} ${material}blinds; these windows have ${blindsWord(ofMaterial.length)}.`,
      )
    } else if (fitting.length < bundle.quantity) {
      const over = ofMaterial.length - fitting.length
      notes.push(
        `The ${name} does not apply: ${windowsWord(over)} over its ${bundle.maxWidth} × ${bundle.maxDrop} cm size.`,
      )
    } else if (offer?.kind === 'promotion' && used.includes(bundle)) {
      notes.push(`The ${name} cannot be combined with the flash sale, which saves more on these windows.`)
    }
  }
  return notes
}

/** The wording of the total: always an estimate, confirmed at the free measuring visit. */
export function estimateText(pence: number, offer: AppliedOffer | null, unpriced: number, priced: number): string {
  if (priced === 0) return `${AT_THE_VISIT}.`
  const parts = [`Estimated total ${formatPence(pence)}, confirmed at your free measuring visit.`]
  if (offer) parts.push(`${offer.title}: you save ${formatPence(offer.saving)}.`)
  if (unpriced) parts.push(`${unpriced === 1 ? 'One window is' : `${unpriced} windows are`} priced at the visit.`)
  return parts.join(' ')
}
