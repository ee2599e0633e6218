import { checkPence } from './poundsInput'

/**
 * A product's price grid, as blinds suppliers send them: the widths and drops (cm) of its bands, each the largest
 * size of its band, and a fitted price (pence, measuring and fitting included) for every cell.
 * `cells[d][w]` is the price for drop band d and width band w.
 */
export interface PriceGrid {
  widths: number[]
  drops: number[]
  cells: number[][]
}

export type BandResult =
  { ok: true; pence: number; width: number; drop: number } | { ok: false; beyond: 'width' | 'drop' }

/** The first band at least this size: a size rounds up to the next band. Null beyond the largest. */
function bandIndex(bands: readonly number[], size: number): number | null {
  const index = bands.findIndex((band) => size <= band)
  return index === -1 ? null : index
}

/** The grid's price for a window of this size (cm), or which side is beyond the grid. */
export function gridPrice(grid: PriceGrid, widthCm: number, dropCm: number): BandResult {
  const w = bandIndex(grid.widths, widthCm)
  if (w === null) return { ok: false, beyond: 'width' }
  const d = bandIndex(grid.drops, dropCm)
  if (d === null) return { ok: false, beyond: 'drop' }
  return { ok: true, pence: grid.cells[d][w], width: grid.widths[w], drop: grid.drops[d] }
}

/** The smallest and largest cells: the product's "Starting from" price and the top of its range. */
export function gridRange(grid: PriceGrid): { low: number; high: number } | null {
  const all = grid.cells.flat()
  return all.length ? { low: Math.min(...all), high: Math.max(...all) } : null
}

const isSize = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 1000

/** Bands must be whole centimetres, each larger than the one before. */
function checkBands(bands: unknown, name: 'width' | 'drop'): string | null {
  if (!Array.isArray(bands) || bands.length === 0) return `Add at least one ${name} band.`
  const bad = bands.find((b) => !isSize(b))
  if (bad !== undefined) return `Each ${name} is whole centimetres between 1 and 1000 (not ${JSON.stringify(bad)}).`
  for (let i = 1; i < bands.length; i++) {
    if (bands[i] <= bands[i - 1])
      return `The ${name}s must grow from left to right: ${bands[i]} follows ${bands[i - 1]}.`
  }
  return null
}

/** Whether a value (the admin's JSON) is a complete grid; the message names the first problem. */
export function checkGrid(value: unknown): true | string {
  if (!value || typeof value !== 'object') return 'Add the price grid: widths, drops and a price for every cell.'
  const { widths, drops, cells } = value as Partial<PriceGrid>
  const bands = checkBands(widths, 'width') ?? checkBands(drops, 'drop')
  if (bands) return bands
  if (!Array.isArray(cells) || cells.length !== drops!.length) return 'Fill a row of prices for every drop.'
  for (let d = 0; d < cells.length; d++) {
    const row = cells[d]
    if (!Array.isArray(row) || row.length !== widths!.length) {
      return `Fill every cell of the row for drop ${drops![d]} cm.`
    }
    for (let w = 0; w < row.length; w++) {
      const cell: unknown = row[w]
      if (typeof cell === 'string' && cell.trim() !== '') {
        return `${widths![w]} × ${drops![d]} cm: "${cell}" is not a price in pounds: type e.g. 84 or 84.50.`
      }
      if (typeof cell !== 'number') return `Fill the price for ${widths![w]} × ${drops![d]} cm.`
      const checked = checkPence(cell, 'blind')
      if (checked !== true) return `${widths![w]} × ${drops![d]} cm: ${checked}`
    }
  }
  return true
}

/** A grid from the admin's JSON, or null when it is not a complete one. */
export function asGrid(value: unknown): PriceGrid | null {
  return checkGrid(value) === true ? (value as PriceGrid) : null
}
