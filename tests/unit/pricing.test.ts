import { describe, expect, it } from 'vitest'

import {
  AT_THE_VISIT,
  checkGrid,
  estimateWindows,
  gridPrice,
  gridRange,
  checkPence,
  parsePounds,
  penceToPoundsText,
  toCm,
  type Bundle,
  type PriceGrid,
  type PricedProduct,
} from '@/lib/pricing'

// widths 60/90/120 cm × drops 100/150 cm
const GRID: PriceGrid = {
  widths: [60, 90, 120],
  drops: [100, 150],
  cells: [
    [7900, 8900, 9900],
    [8900, 9900, 10900],
  ],
}
const FAUX: PricedProduct = {
  slug: 'faux',
  name: 'Faux Wood',
  type: 'faux-wood',
  grid: GRID,
  options: [
    { code: 'tapes', label: 'Decorative tapes', pence: 1500 },
    { code: 'electric', label: 'Electric operation', pence: 12000 },
  ],
}
const WOOD: PricedProduct = {
  ...FAUX,
  slug: 'wood',
  name: 'Real Wood',
  type: 'wooden',
  grid: {
    ...GRID,
    cells: [
      [15300, 16300, 17300],
      [16300, 17300, 18300],
    ],
  },
}
const NO_OFFERS = { promotion: null, bundles: [] }
const FAUX_BUNDLE: Bundle = {
  title: 'Faux Wood Bundle',
  material: 'faux-wood',
  quantity: 3,
  pence: 23900,
  maxWidth: 120,
  maxDrop: 150,
}

describe('money typed in pounds', () => {
  it.each([
    ['84', 8400],
    ['84.00', 8400],
    ['84.5', 8450],
    ['£84.99', 8499],
    ['1,250', 125000],
    [' 2000 ', 200000],
  ])('%s is %i pence', (typed, pence) => {
    expect(parsePounds(typed, 'blind')).toEqual({ ok: true, pence })
  })

  it.each([
    [
      '0.84',
      'blind',
      'You typed 0.84, which would show as £0.84. A blind or grid cell is priced from £5.00 to £2,000.00',
    ],
    ['8400', 'blind', 'You typed 8400, which would show as £8,400.00.'],
    ['501', 'option', 'You typed 501, which would show as £501.00. An option is priced from £0.00 to £500.00'],
    ['5001', 'bundle', 'You typed 5001, which would show as £5,001.00. A bundle is priced from £5.00 to £5,000.00'],
    ['4.99', 'bundle', 'would show as £4.99'],
    ['84.123', 'blind', '"84.123" is not a price in pounds'],
    ['eighty', 'blind', '"eighty" is not a price in pounds'],
    ['-5', 'option', 'You typed -5, which is below £0.00. An option is priced from £0.00 to £500.00'],
    ['-£84', 'blind', 'You typed -£84, which is below £0.00.'],
  ] as const)('%s as %s is refused: %s', (typed, kind, message) => {
    const result = parsePounds(typed, kind)
    expect(result.ok).toBe(false)
    expect(!result.ok && result.message).toContain(message)
  })

  it('an option may be free', () => {
    expect(parsePounds('0', 'option')).toEqual({ ok: true, pence: 0 })
  })
  describe('signed: an adjustment, a minus for a discount', () => {
    it.each([
      ['-15', -1500],
      ['-£15.50', -1550],
      ['£-15.5', -1550],
      ['\u221215', -1500],
      ['- 1,250', -125000],
      ['25', 2500],
      ['0', 0],
      ['-0', 0],
    ])('%s is %i pence', (typed, pence) => {
      expect(parsePounds(typed, 'adjustment', true)).toEqual({ ok: true, pence })
    })

    it.each([
      ['-15000', 'You typed -15000, which would show as -£15,000.00. An adjustment is from -£5,000.00 to £5,000.00'],
      ['5001', 'would show as £5,001.00. An adjustment is from -£5,000.00 to £5,000.00'],
      ['--15', '"--15" is not a price in pounds: type e.g. 84 or 84.50 (a discount is typed with a minus'],
      ['-15.123', '"-15.123" is not a price in pounds'],
    ])('%s is refused: %s', (typed, message) => {
      const result = parsePounds(typed, 'adjustment', true)
      expect(result.ok).toBe(false)
      expect(!result.ok && result.message).toContain(message)
    })

    it('a stored adjustment is shown and checked as pounds, minus included', () => {
      expect(penceToPoundsText(-1500)).toBe('-15')
      expect(penceToPoundsText(-1550)).toBe('-15.50')
      expect(checkPence(-1500, 'adjustment', true)).toBe(true)
      expect(checkPence(-1500, 'adjustment')).toContain('You typed -15, which is below £0.00.')
      expect(checkPence(-600_000, 'adjustment', true)).toContain('An adjustment is from -£5,000.00 to £5,000.00')
    })
  })
})

describe('units', () => {
  it.each([
    [120, 'cm', 120],
    [1200, 'mm', 120],
    [1205, 'mm', 120.5],
    [40, 'in', 101.6],
  ] as const)('%d %s is %d cm', (value, unit, cm) => expect(toCm(value, unit)).toBe(cm))
})

describe('the grid', () => {
  it.each([
    [60, 100, 7900, 'the smallest band'],
    [10, 10, 7900, 'smaller than the smallest band'],
    [60.1, 100, 8900, 'just over a band rounds up'],
    [90, 100.5, 9900, 'a drop just over rounds up'],
    [120, 150, 10900, 'the largest cell'],
  ])('%d × %d cm costs %i (%s)', (width, drop, pence) => {
    expect(gridPrice(GRID, width, drop)).toMatchObject({ ok: true, pence })
  })

  it.each([
    [121, 100, 'width'],
    [60, 151, 'drop'],
  ] as const)('%d × %d cm is beyond the grid (%s)', (width, drop, beyond) => {
    expect(gridPrice(GRID, width, drop)).toEqual({ ok: false, beyond })
  })

  it('the range is the smallest and largest cell', () => {
    expect(gridRange(GRID)).toEqual({ low: 7900, high: 10900 })
  })

  it.each([
    [GRID, true],
    [{ ...GRID, widths: [90, 60, 120] }, 'The widths must grow from left to right: 60 follows 90.'],
    [
      {
        ...GRID,
        cells: [
          [7900, 8900],
          [8900, 9900, 10900],
        ],
      },
      'Fill every cell of the row for drop 100 cm.',
    ],
    [
      {
        ...GRID,
        cells: [
          [84, 8900, 9900],
          [8900, 9900, 10900],
        ],
      },
      '60 × 100 cm: You typed 0.84, which would show as £0.84.',
    ],
    [null, 'Add the price grid'],
  ])('checks a grid: %#', (grid, expected) => {
    const result = checkGrid(grid)
    if (expected === true) expect(result).toBe(true)
    else expect(result).toContain(expected)
  })
})

describe('the estimate', () => {
  const one = (width: number, drop: number, options: string[] = []) => ({ product: 'faux', width, drop, options })

  it('a window costs its cell plus its options', () => {
    const result = estimateWindows([one(70, 100, ['tapes', 'electric'])], [FAUX], NO_OFFERS)
    expect(result.ok && result.estimate).toMatchObject({
      pence: 8900 + 1500 + 12000,
      offer: null,
      windows: [{ band: { width: 90, drop: 100 }, text: '£224.00' }],
    })
  })

  it('inches are accepted: 40 × 40 in is 101.6 × 101.6 cm', () => {
    const result = estimateWindows([{ product: 'faux', width: 40, drop: 40, unit: 'in' }], [FAUX], NO_OFFERS)
    expect(result.ok && result.estimate.pence).toBe(10900)
  })

  it('a window beyond the grid has no number and says it is priced at the visit', () => {
    const result = estimateWindows([one(60, 100), one(200, 100)], [FAUX], NO_OFFERS)
    expect(result.ok && result.estimate).toMatchObject({
      pence: 7900,
      unpriced: 1,
      windows: [{ pence: 7900 }, { pence: null, text: AT_THE_VISIT }],
    })
    expect(result.ok && result.estimate.text).toContain('One window is priced at the visit.')
  })

  it('only beyond the grid: no total at all', () => {
    const result = estimateWindows([one(500, 100)], [FAUX], NO_OFFERS)
    expect(result.ok && result.estimate.text).toBe(`${AT_THE_VISIT}.`)
  })

  it.each([
    // three smallest faux wood blinds at 79 = 237 < bundle 239; 15% off 237 = 201.45
    [
      'promotion when it is cheaper',
      [one(60, 100), one(60, 100), one(60, 100)],
      20145,
      'promotion',
      'Flash sale: 15% off',
    ],
    // three 109s = 327; 15% off = 277.95; bundle 239
    [
      'bundle when it is cheaper',
      [one(120, 150), one(120, 150), one(120, 150)],
      23900,
      'bundle',
      'Faux Wood Bundle (3 for £239)',
    ],
    // two windows do not make a bundle of three
    ['no bundle for two windows', [one(120, 150), one(120, 150)], 18530, 'promotion', 'Flash sale: 15% off'],
  ])('%s', (_name, windows, pence, kind, title) => {
    const result = estimateWindows(windows, [FAUX], { promotion: { percentOff: 15 }, bundles: [FAUX_BUNDLE] })
    expect(result.ok && result.estimate).toMatchObject({ pence, offer: { kind, title } })
    if (result.ok) expect(result.estimate.offer!.saving).toBe(result.estimate.listPence - pence)
  })

  it('a bundle takes only windows up to its largest size and of its material; options stay on top', () => {
    const small = { ...FAUX_BUNDLE, maxWidth: 90, maxDrop: 100 }
    const windows = [one(90, 100, ['tapes']), one(90, 100), one(90, 100), one(120, 150)]
    const result = estimateWindows(windows, [FAUX, WOOD], { promotion: null, bundles: [small] })
    // bundle 239 + tapes 15 + the large one at 109
    expect(result.ok && result.estimate.pence).toBe(23900 + 1500 + 10900)
    const wood = estimateWindows(
      [1, 2, 3].map(() => ({ product: 'wood', width: 60, drop: 100 })),
      [FAUX, WOOD],
      { promotion: null, bundles: [FAUX_BUNDLE] },
    )
    expect(wood.ok && wood.estimate.offer).toBeNull()
  })

  it('says why a bundle the windows come near to did not apply', () => {
    const offers = (promotion: { percentOff: number } | null) => ({ promotion, bundles: [FAUX_BUNDLE] })
    const notes = (windows: ReturnType<typeof one>[], promotion: { percentOff: number } | null = null) => {
      const result = estimateWindows(windows, [FAUX, WOOD], offers(promotion))
      return result.ok ? result.estimate.offerNotes : null
    }
    expect(notes([one(60, 100), one(60, 100)])).toEqual([
      'The Faux Wood Bundle (3 for £239) is for 3 faux wood blinds; these windows have 2 blinds.',
    ])
    const small = { ...FAUX_BUNDLE, maxWidth: 90, maxDrop: 100 }
    const oversize = estimateWindows([one(90, 100), one(90, 100), one(120, 150)], [FAUX], {
      promotion: null,
      bundles: [small],
    })
    expect(oversize.ok && oversize.estimate.offerNotes).toEqual([
      'The Faux Wood Bundle (3 for £239) does not apply: 1 window is over its 90 × 100 cm size.',
    ])
    // Three at 109 = 327: the bundle (239) would save 88, 50% off saves 163.50; the two never combine.
    expect(notes([one(120, 150), one(120, 150), one(120, 150)], { percentOff: 50 })).toEqual([
      'The Faux Wood Bundle (3 for £239) cannot be combined with the flash sale, which saves more on these windows.',
    ])
    // Applied, or of a material none of the windows is made of: nothing to explain.
    expect(notes([one(120, 150), one(120, 150), one(120, 150)])).toEqual([])
    expect(notes([{ product: 'wood', width: 60, drop: 100, options: [] }])).toEqual([])
  })

  it('the area offer (any material) applies twice to four windows', () => {
    const area: Bundle = { title: 'Area offer', material: null, quantity: 2, pence: 15000, maxWidth: 120, maxDrop: 150 }
    const windows = [1, 2, 3, 4].map(() => ({ product: 'wood', width: 60, drop: 100 }))
    const result = estimateWindows(windows, [WOOD], { promotion: null, bundles: [area] })
    expect(result.ok && result.estimate).toMatchObject({ pence: 30000, offer: { saving: 4 * 15300 - 30000 } })
  })

  it('unknown products and options are field errors', () => {
    const result = estimateWindows([{ product: 'nope', width: 1, drop: 1 }, one(60, 100, ['gold'])], [FAUX], NO_OFFERS)
    expect(result).toEqual({
      ok: false,
      errors: {
        'windows.0.product': 'Choose one of our blinds.',
        'windows.1.options':
          '"gold" is not an option of Faux Wood (its options: Decorative tapes, Electric operation).',
      },
    })
  })

  it('an option twice is refused, not charged twice', () => {
    const result = estimateWindows([one(60, 100, ['tapes', 'electric', 'tapes'])], [FAUX], NO_OFFERS)
    expect(result).toEqual({ ok: false, errors: { 'windows.0.options': 'Decorative tapes is chosen more than once.' } })
  })

  it("a finish must be one of the blind's own, when the product lists them", () => {
    const withFinishes = { ...FAUX, finishes: ['Sterling', 'Java'] }
    const foreign = estimateWindows([{ ...one(60, 100), finish: 'Oxford' }], [withFinishes], NO_OFFERS)
    expect(foreign).toEqual({
      ok: false,
      errors: { 'windows.0.finish': '"Oxford" is not a finish of Faux Wood (its finishes: Sterling, Java).' },
    })
    const own = estimateWindows([{ ...one(60, 100), finish: ' java ' }], [withFinishes], NO_OFFERS)
    expect(own.ok && own.estimate.windows[0].finish).toBe('Java')
  })
})
