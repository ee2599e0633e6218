import type { Product } from '@/payload-types'

/** A price grid in pence, as src/lib/pricing reads it (`PriceGrid`): a cell per drop band (row) and width band. */
interface PriceGrid {
  widths: number[]
  drops: number[]
  cells: number[][]
}

/** An option priced per blind, as the estimate reads it (`PricedOption`). */
interface PricedOption {
  code: string
  label: string
  pence: number
}

/**
 * A default product: the Product fields the seed writes, with its picture named by artwork key (see ./artwork.ts)
 * and features and finishes as plain lists. Prices in pence.
 */
export type DefaultProduct = Pick<Product, 'slug' | 'name' | 'type' | 'description' | 'startingPrice'> & {
  /** the slat width in mm (each quote line records it) */
  slatWidthMm: number
  highPrice: number
  priceGrid: PriceGrid
  options: PricedOption[]
  features: Product['features'][number]['text'][]
  finishes: Product['finishes'][number]['name'][]
  imageKey: string
  sortOrder: number
}

const WIDTHS = [60, 90, 120, 150, 180, 210, 240]
const DROPS = [100, 150, 200, 250]

/**
 * A believable demo grid: the smallest cell is the product's long-standing "from" price, each band wider or longer
 * costs a little more (a larger blind more so), rounded to whole pounds as suppliers' sheets are.
 */
function demoGrid(from: number, perWidth: number, perDrop: number, perBoth: number): PriceGrid {
  return {
    widths: WIDTHS,
    drops: DROPS,
    cells: DROPS.map((_, d) => WIDTHS.map((_, w) => from + w * perWidth + d * perDrop + w * d * perBoth)),
  }
}

const FAUX_GRID = demoGrid(7900, 1200, 1000, 300)
const WOODEN_GRID = demoGrid(15300, 2100, 1700, 400)
const range = (grid: PriceGrid) => {
  const all = grid.cells.flat()
  return { low: Math.min(...all), high: Math.max(...all) }
}

/** The two collections the business sells; the seed creates them and `next build` renders them. */
export const DEFAULT_PRODUCTS: DefaultProduct[] = [
  {
    slug: 'faux-wood-venetian-blinds',
    name: 'Faux Wood Venetian Blinds',
    type: 'faux-wood',
    slatWidthMm: 50,
    description:
      'Made-to-measure 50mm venetian blinds in a moisture-resistant PVC that looks like painted timber. Ideal for kitchens, bathrooms and busy family rooms, and easy to wipe clean.',
    startingPrice: range(FAUX_GRID).low,
    highPrice: range(FAUX_GRID).high,
    priceGrid: FAUX_GRID,
    options: [{ code: 'tapes', label: 'Decorative tapes', pence: 1200 }],
    features: [
      'Moisture-resistant: safe in kitchens and bathrooms',
      'Wipe clean with mild soapy water',
      'Cordless child-safe option',
      'Decorative tapes available',
      'Made to measure for every window, bay windows included',
    ],
    finishes: ['Sterling', 'Mineral', 'Java', 'Frost', 'Cotton', 'Charcoal'],
    imageKey: 'collection-faux-wood',
    sortOrder: 1,
  },
  {
    slug: 'wooden-venetian-blinds',
    name: 'Real Wood Venetian Blinds',
    type: 'wooden',
    slatWidthMm: 50,
    description:
      'Natural basswood venetian blinds with 50mm slats: warm, light and hand-finished. Made for living rooms and bedrooms where you want the real grain of timber.',
    startingPrice: range(WOODEN_GRID).low,
    highPrice: range(WOODEN_GRID).high,
    priceGrid: WOODEN_GRID,
    options: [
      { code: 'tapes', label: 'Decorative tapes', pence: 1500 },
      { code: 'electric', label: 'Electric operation', pence: 14500 },
    ],
    features: [
      'Genuine basswood with 50mm slats',
      'Warm natural grain in four finishes',
      'Electric operation available',
      'Decorative tapes to match your décor',
      'Cordless child-safe option',
    ],
    finishes: ['Carbon', 'Dolmen', 'Oxford', 'Urban'],
    imageKey: 'collection-wooden',
    sortOrder: 2,
  },
]
