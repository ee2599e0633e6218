/**
 * A block copied from a spreadsheet (tab-separated rows) into the price grid editor. A supplier's sheet usually
 * carries its widths along the top and its drops down the left; a bare block of prices fills the cells from the
 * one the owner pasted into.
 */
import { poundsToPence } from './poundsInput'

const cm = (text: string): number | null => {
  const match = /^(\d{1,4})(?:\s*cm)?$/i.exec(text.trim())
  return match ? Number(match[1]) : null
}

/** Split a pasted text into rows of trimmed cells, dropping empty lines at the end. */
function rows(text: string): string[][] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n')
  while (lines.length && lines[lines.length - 1].trim() === '') lines.pop()
  return lines.map((line) => line.split('\t').map((c) => c.trim()))
}

/** What a paste would change, shown to the owner before anything is applied. */
export interface GridDiff {
  /** cells present before and after whose price differs */
  cellsChanged: number
  widthsAdded: number[]
  widthsRemoved: number[]
  dropsAdded: number[]
  dropsRemoved: number[]
}

export type GridPaste = { ok: true; grid: PriceGridShape; diff: GridDiff } | { ok: false; message: string }

interface PriceGridShape {
  widths: number[]
  drops: number[]
  cells: number[][]
}

const increasing = (values: (number | null)[]): values is number[] =>
  values.length > 0 && values.every((v, i) => v !== null && (i === 0 || v > (values[i - 1] as number)))

/**
 * A spreadsheet paste read against the grid it would replace (pure: the editor shows the result and its diff before
 * applying). A heading row of widths is recognised (after an empty or word corner, or on its own when its sizes
 * grow), and so are row labels (a first column of growing drops, one cell more than the prices). Prices may carry
 * "£" and pence ("£82.00", "82.5"). Without a heading the widths are the current ones, without labels the drops:
 * then each row must hold one price per current width, and the rows one per current drop. Anything else is refused
 * with a message saying what was expected.
 */
export function readGridPaste(text: string, current: PriceGridShape): GridPaste {
  const grid = rows(text).filter((r) => r.some((c) => c !== ''))
  if (grid.length === 0) return { ok: false, message: 'Nothing to paste: copy the prices from your spreadsheet.' }
  let widths: number[] | null = null
  let body = grid
  const top = grid[0]
  const topSizes = top.map((c) => cm(c))
  const corner = top[0] ?? ''
  if (grid.length > 1 && top.length > 1 && (corner === '' || /[a-z]/i.test(corner)) && increasing(topSizes.slice(1))) {
    widths = topSizes.slice(1) as number[]
    body = grid.slice(1)
  } else if (
    grid.length > 1 &&
    increasing(topSizes) &&
    top.every((c) => !c.includes('£') && !c.includes('.')) &&
    (grid[1]?.length === top.length + 1 || topSizes.filter((w) => current.widths.includes(w)).length * 2 >= top.length)
  ) {
    // A heading without a corner: over labelled rows (one cell shorter), or mostly the widths the grid has now.
    widths = topSizes
    body = grid.slice(1)
  }
  const priceCount = widths?.length ?? current.widths.length
  const firstColumn = body.map((r) => cm(r[0] ?? ''))
  const labelled =
    body.every((r) => r.length === priceCount + 1) &&
    increasing(firstColumn) &&
    body.every((r) => !(r[0] ?? '').includes('£') && !(r[0] ?? '').includes('.'))
  const drops = labelled ? firstColumn : null
  const priceRows = labelled ? body.map((r) => r.slice(1)) : body
  for (const [i, r] of priceRows.entries()) {
    if (r.length !== priceCount) {
      const expected = widths
        ? `${priceCount} prices (one per width in the heading row)`
        : `${priceCount} prices, one per width (${current.widths.join(', ')} cm), or a heading row of widths`
      return {
        ok: false,
        message: `Row ${i + 1} has ${r.length} ${r.length === 1 ? 'cell' : 'cells'}: expected ${expected}${labelled ? '' : ', each row optionally starting with its drop'}.`,
      }
    }
  }
  const finalDrops = drops ?? (priceRows.length === current.drops.length ? current.drops : null)
  if (!finalDrops) {
    return {
      ok: false,
      message: `${priceRows.length} rows of prices: expected one per drop (${current.drops.join(', ')} cm), or each row starting with its drop.`,
    }
  }
  const cells: number[][] = []
  for (const [d, r] of priceRows.entries()) {
    const row: number[] = []
    for (const [w, c] of r.entries()) {
      const pence = poundsToPence(c.replace(/^£\s*/, '').replace(/^(-?)£/, '$1'))
      if (pence === null) {
        const width = (widths ?? current.widths)[w]
        return {
          ok: false,
          message: `"${c}" (width ${width} × drop ${finalDrops[d]} cm) is not a price: expected pounds, e.g. 82 or £82.00.`,
        }
      }
      row.push(pence)
    }
    cells.push(row)
  }
  const result = { widths: widths ?? current.widths, drops: finalDrops, cells }
  return { ok: true, grid: result, diff: gridDiff(current, result) }
}

/** Cells changed (same width and drop, another price) and bands added or removed. */
export function gridDiff(before: PriceGridShape, after: PriceGridShape): GridDiff {
  let cellsChanged = 0
  after.drops.forEach((drop, d) => {
    const bd = before.drops.indexOf(drop)
    if (bd === -1) return
    after.widths.forEach((width, w) => {
      const bw = before.widths.indexOf(width)
      if (bw !== -1 && before.cells[bd]?.[bw] !== after.cells[d][w]) cellsChanged++
    })
  })
  return {
    cellsChanged,
    widthsAdded: after.widths.filter((w) => !before.widths.includes(w)),
    widthsRemoved: before.widths.filter((w) => !after.widths.includes(w)),
    dropsAdded: after.drops.filter((d) => !before.drops.includes(d)),
    dropsRemoved: before.drops.filter((d) => !after.drops.includes(d)),
  }
}
