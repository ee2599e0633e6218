/**
 * A block copied from a spreadsheet (tab-separated rows) into the price grid editor. A supplier's sheet usually
 * carries its widths along the top and its drops down the left; a bare block of prices fills the cells from the
 * one the owner pasted into.
 */
import { poundsToPence } from './poundsInput'

export interface PastedBlock {
  /** widths (cm) when the block had a header row */
  widths: number[] | null
  /** drops (cm) when the block had a header column */
  drops: number[] | null
  /** pence; null where a cell was not a price */
  cells: (number | null)[][]
}

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

/**
 * Read a pasted block. It has headers when its top-left cell is not a price (empty, or a label such as
 * "Drop \ Width"): then the rest of the first row are widths and the rest of the first column drops.
 */
export function parsePastedBlock(text: string): PastedBlock {
  const grid = rows(text)
  if (grid.length === 0) return { widths: null, drops: null, cells: [] }
  const corner = grid[0][0] ?? ''
  const hasHeaders = grid.length > 1 && grid[0].length > 1 && (corner === '' || poundsToPence(corner) === null)
  if (!hasHeaders) return { widths: null, drops: null, cells: grid.map((r) => r.map((c) => poundsToPence(c))) }
  const widths = grid[0].slice(1).map((c) => cm(c) ?? 0)
  const body = grid.slice(1)
  return {
    widths,
    drops: body.map((r) => cm(r[0] ?? '') ?? 0),
    cells: body.map((r) => widths.map((_, i) => poundsToPence(r[i + 1] ?? ''))),
  }
}
