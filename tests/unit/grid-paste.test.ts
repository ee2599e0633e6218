import { describe, expect, it } from 'vitest'

import { readGridPaste } from '@/lib/pricing/paste'

/** The grid paste read against the grid it would replace (issue 47: an ordinary spreadsheet paste). */
const CURRENT = {
  widths: [60, 90, 120],
  drops: [150, 200],
  cells: [
    [9200, 11000, 12800],
    [9900, 12000, 14000],
  ],
}

describe('readGridPaste', () => {
  it('rows copied with their drop labels are read as labels, not shifted one column right', () => {
    const read = readGridPaste('150\t92\t110\t128\n200\t99\t120\t141\n', CURRENT)
    expect(read).toMatchObject({ ok: true, grid: { widths: [60, 90, 120], drops: [150, 200] } })
    expect(read.ok && read.grid.cells).toEqual([
      [9200, 11000, 12800],
      [9900, 12000, 14100],
    ])
    expect(read.ok && read.diff).toEqual({
      cellsChanged: 1,
      widthsAdded: [],
      widthsRemoved: [],
      dropsAdded: [],
      dropsRemoved: [],
    })
  })

  it('a heading row of widths with a corner label, "£82.00" cells and decimals', () => {
    const read = readGridPaste('Drop \\ Width\t60\t90\n150\t£82.00\t£95.50\n200\t82.5\t£1,000\n', CURRENT)
    expect(read).toMatchObject({
      ok: true,
      grid: {
        widths: [60, 90],
        drops: [150, 200],
        cells: [
          [8200, 9550],
          [8250, 100000],
        ],
      },
    })
    expect(read.ok && read.diff.widthsRemoved).toEqual([120])
  })

  it('a heading row without a corner and rows without labels', () => {
    const read = readGridPaste('60\t90\t120\t150\n92\t110\t128\t146\n99\t120\t140\t160', CURRENT)
    expect(read).toMatchObject({ ok: true, grid: { widths: [60, 90, 120, 150], drops: [150, 200] } })
    expect(read.ok && read.diff).toMatchObject({ widthsAdded: [150], widthsRemoved: [], cellsChanged: 0 })
  })

  it('a smaller block with a heading reports the bands it would remove', () => {
    const read = readGridPaste('\t60\t90\n150\t92\t110\n', CURRENT)
    expect(read.ok && read.diff).toMatchObject({ widthsRemoved: [120], dropsRemoved: [200] })
  })

  it('a bare block of the current shape replaces the prices in place', () => {
    const read = readGridPaste('1\t2\t3\n4\t5\t6', CURRENT)
    expect(read.ok && read.grid.cells).toEqual([
      [100, 200, 300],
      [400, 500, 600],
    ])
  })

  it('ragged and shifted shapes are refused, saying what was expected', () => {
    expect(readGridPaste('92\t110\t128\n99\t120\n', CURRENT)).toEqual({
      ok: false,
      message:
        'Row 2 has 2 cells: expected 3 prices, one per width (60, 90, 120 cm), or a heading row of widths, each row optionally starting with its drop.',
    })
    expect(readGridPaste('92\t110\t128\t140\t150\n', CURRENT)).toMatchObject({ ok: false })
    expect(readGridPaste('92\t110\t128\n', CURRENT)).toEqual({
      ok: false,
      message: '1 rows of prices: expected one per drop (150, 200 cm), or each row starting with its drop.',
    })
  })

  it('a cell that is not a price is refused by its place', () => {
    expect(readGridPaste('\t60\t90\n150\t92\tcall\n', CURRENT)).toEqual({
      ok: false,
      message: '"call" (width 90 × drop 150 cm) is not a price: expected pounds, e.g. 82 or £82.00.',
    })
  })
})
