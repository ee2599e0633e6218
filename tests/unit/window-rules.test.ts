import { describe, expect, it } from 'vitest'

import { slatWidthProblem } from '@/collections/Products/validation'
import { contentFields, hashOf } from '@/lib/orders'
import { DIRECTION_MESSAGE } from '@/lib/validation/typedText'
import { measuredWindowSchema } from '@/lib/visits/measuredWindow'
import {
  CHOOSE_BLIND_MESSAGE,
  millimetresProblem,
  ROOM_MONEY_MESSAGE,
  windowProblem,
  windowSchema,
  type WindowProduct,
} from '@/lib/windows/window'
import type { Quote } from '@/payload-types'

/** The window's pure rules (issue 63): one schema for the phone, one check for every stored window, one set of words. */
const FAUX: WindowProduct = {
  name: 'Faux Wood Venetian Blinds',
  options: [{ code: 'tapes', label: 'Decorative tapes', pence: 1200 }],
  finishes: ['Cotton', 'Sterling'],
}

const WINDOW = {
  room: 'Kitchen',
  widthMm: 900,
  dropMm: 1200,
  fit: 'recess',
  fixing: 'top',
  controlSide: 'left',
  product: 7,
  finish: 'Cotton',
  options: ['tapes'],
  safetyDevice: 'cordless',
}

const firstMessage = (input: unknown) => {
  const parsed = windowSchema.safeParse(input)
  return parsed.success ? null : parsed.error.issues[0]?.message
}

describe('the window as a request sends it (windowSchema)', () => {
  it('takes a whole window, trimming the room, and an empty room', () => {
    expect(windowSchema.parse({ ...WINDOW, room: '  Bay, left (3 panes) ' })).toMatchObject({
      room: 'Bay, left (3 panes)',
      product: 7,
      safetyDevice: 'cordless',
    })
    expect(windowSchema.parse({ ...WINDOW, room: '' }).room).toBe('')
    expect(windowSchema.parse({ ...WINDOW, room: undefined }).room).toBe('')
    expect(windowSchema.parse({ ...WINDOW, product: '7' }).product).toBe(7)
  })

  it.each([
    ['room', 'Bay (total 3 panes)', ROOM_MONEY_MESSAGE],
    ['room', 'Lounge £40', ROOM_MONEY_MESSAGE],
    ['room', 'Kitchen <b>', 'Please remove the < and > characters.'],
    ['room', 'x'.repeat(41), 'Please keep this under 40 characters.'],
    ['room', 'Kitchen\u202E', DIRECTION_MESSAGE],
    ['widthMm', 99, 'The width is at least 100 mm.'],
    ['widthMm', 900.5, 'Enter the width in whole millimetres.'],
    ['dropMm', 5001, 'The drop is at most 5000 mm.'],
    ['dropMm', undefined, 'Enter the drop in millimetres.'],
    ['fit', 'inside', 'Choose recess or exact fit.'],
    ['fixing', undefined, 'Choose top or face fix.'],
    ['controlSide', '', 'Choose the control side.'],
    ['safetyDevice', undefined, 'Choose the child-safety device.'],
    ['safetyDevice', 'none', 'Choose the child-safety device.'],
    ['product', '1e20', CHOOSE_BLIND_MESSAGE],
    ['options', ['Tapes!'], 'Choose from the options listed.'],
  ])('refuses %s = %j: "%s"', (field, value, message) => {
    expect(firstMessage({ ...WINDOW, [field]: value })).toBe(message)
  })

  it('the phone sends the window on its visit: the same rules, plus the visit and its place', () => {
    const window = { ...WINDOW, appointment: 12, position: 1 }
    expect(measuredWindowSchema.parse(window)).toMatchObject({ appointment: 12, room: 'Kitchen' })
    const room = measuredWindowSchema.safeParse({ ...window, room: 'Bay (total 3 panes)' })
    expect(room.success ? null : room.error.issues[0]?.message).toBe(ROOM_MONEY_MESSAGE)
    const visit = measuredWindowSchema.safeParse({ ...window, appointment: '1e20' })
    expect(visit.success ? null : visit.error.issues[0]?.message).toBe('Unknown visit.')
  })
})

describe('a stored window against its blind (windowProblem)', () => {
  const blind = { named: true, product: FAUX }

  it('passes a whole window and a draft line with no blind or sizes yet', () => {
    expect(windowProblem(WINDOW, blind)).toBeNull()
    expect(
      windowProblem({ room: null, widthMm: null, dropMm: null, options: [] }, { named: false, product: undefined }),
    ).toBeNull()
  })

  it('says what the phone says, in the same words', () => {
    expect(windowProblem({ ...WINDOW, room: 'Bay (total 3 panes)' }, blind)).toBe(ROOM_MONEY_MESSAGE)
    expect(windowProblem({ ...WINDOW, room: 'a<b' }, blind)).toBe('Please remove the < and > characters.')
    expect(windowProblem({ ...WINDOW, widthMm: 99 }, blind)).toBe(millimetresProblem(99, 'width'))
    expect(windowProblem({ ...WINDOW, dropMm: 1200.5 }, blind)).toBe('Enter the drop in whole millimetres.')
  })

  it("refuses another blind's finish, an option it does not have and an option chosen twice", () => {
    expect(windowProblem({ ...WINDOW, options: ['tapes', 'tapes'] }, blind)).toBe(
      'Decorative tapes is chosen more than once.',
    )
    expect(windowProblem({ ...WINDOW, options: ['electric'] }, blind)).toBe(
      '"electric" is not an option of Faux Wood Venetian Blinds (its options: Decorative tapes).',
    )
    expect(windowProblem({ ...WINDOW, finish: 'Oxford' }, blind)).toBe(
      '"Oxford" is not a finish of Faux Wood Venetian Blinds (its finishes: Cotton, Sterling).',
    )
  })

  it('refuses a blind that is not one of ours', () => {
    expect(windowProblem(WINDOW, { named: true, product: undefined })).toBe(CHOOSE_BLIND_MESSAGE)
  })
})

describe("a blind's slat width", () => {
  it('is empty, or whole millimetres from 15 to 100', () => {
    expect([null, undefined, '', 15, 50, 100].map(slatWidthProblem)).toEqual([null, null, null, null, null, null])
    expect(slatWidthProblem(50.5)).toMatch(/whole millimetres/)
    expect(slatWidthProblem(14)).toMatch(/15 to 100 mm/)
    expect(slatWidthProblem(101)).toMatch(/15 to 100 mm/)
  })
})

describe("a quote's content hash", () => {
  it('a line without fit or fixing hashes as before they existed; either, once known, is content', () => {
    const line = { room: 'Kitchen', widthMm: 900, dropMm: 1200, product: 7, safetyDevice: 'cleat' as const }
    const quote = (l: Record<string, unknown>) =>
      hashOf(contentFields({ customerName: 'Ann', lines: [l] } as Partial<Quote>))
    const before = hashOf({
      customerName: 'Ann',
      address: '',
      postcode: '',
      lines: [
        {
          room: 'Kitchen',
          widthMm: 900,
          dropMm: 1200,
          product: 7,
          finish: '',
          options: [],
          controlSide: '',
          safetyDevice: 'cleat',
          adjustmentPence: 0,
          adjustmentReason: '',
        },
      ],
    })
    expect(quote({ ...line, fit: null, fixing: null })).toBe(before)
    expect(quote({ ...line, fit: 'recess' })).not.toBe(before)
    expect(quote({ ...line, fit: 'recess', fixing: 'top' })).not.toBe(quote({ ...line, fit: 'recess' }))
  })
})
