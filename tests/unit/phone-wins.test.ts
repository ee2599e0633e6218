import { describe, expect, it } from 'vitest'

import type { MeasureWindow } from '@/lib/visits/readMeasure'
import {
  phoneCopyWins,
  shownWindows,
  showsWhatWasOnScreen,
  typedFields,
  windowValuesOf,
  type PhoneWindow,
} from '@/lib/visits/phoneWins'

const ID = '6f1c1d2e-3b4a-4c5d-8e9f-0a1b2c3d4e5f'
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d'

/** Window 1 as a page kept from before the visit shows it: the sizes priced online, nothing measured. */
const pricedOnline: MeasureWindow = {
  position: 1,
  clientId: null,
  pricedOnline: 'Kitchen, 61 × 101 cm',
  values: { appointment: 7, position: 1, room: 'Kitchen', widthMm: 610, dropMm: 1010, product: 3 },
  photos: [],
}
const measured = (at: string, extra: Partial<Pick<PhoneWindow['body'], 'widthMm' | 'position'>> = {}) => ({
  appointment: 7,
  position: 1,
  room: 'Kitchen',
  widthMm: 605,
  dropMm: 1012,
  fit: 'recess' as const,
  fixing: 'top' as const,
  controlSide: 'right' as const,
  safetyDevice: 'tensioner' as const,
  product: 3,
  measuredAt: at,
  ...extra,
})
const onPage = (at: string): MeasureWindow => ({
  position: 1,
  clientId: ID,
  pricedOnline: null,
  values: measured(at),
  photos: [],
})
const SENT = '2026-11-30T10:00:05.000Z'

describe('what the phone keeps wins', () => {
  it('a window measured and sent shows its measurement on a page kept from before it, with the online reminder', () => {
    const kept: PhoneWindow = { clientId: ID, body: measured('2026-11-30T10:00:00.000Z'), sentAt: SENT }
    const photo = { id: 1, windowClientId: ID } as never
    const shown = shownWindows([pricedOnline], [kept], [photo])
    expect(shown).toHaveLength(1)
    expect(shown?.[0]).toMatchObject({
      position: 1,
      clientId: ID,
      fromPhone: true,
      pricedOnline: 'Kitchen, 61 × 101 cm',
      values: { widthMm: 605, dropMm: 1012 },
      photos: [photo],
    })
  })

  it('a window saved offline (not sent) shows what was typed, over the page’s own copy of it too', () => {
    const kept: PhoneWindow = { clientId: ID, body: measured('2026-11-30T10:05:00.000Z', { widthMm: 600 }) }
    expect(shownWindows([pricedOnline], [kept], [])?.[0].values.widthMm).toBe(600)
    // The page has the window as sent earlier (605), the phone a later edit still waiting: the edit is shown.
    const shown = shownWindows([onPage('2026-11-30T10:00:00.000Z')], [kept], [])
    expect(shown?.[0]).toMatchObject({ clientId: ID, fromPhone: true, values: { widthMm: 600 } })
  })

  it('a sent copy wins over the page’s only when it was measured later than it', () => {
    const kept: PhoneWindow = { clientId: ID, body: measured('2026-11-30T10:05:00.000Z'), sentAt: SENT }
    expect(phoneCopyWins(kept, onPage('2026-11-30T10:00:00.000Z'))).toBe(true) // a page kept from before
    expect(phoneCopyWins(kept, onPage('2026-11-30T10:05:00.000Z'))).toBe(false) // the same save: the page's
    expect(phoneCopyWins(kept, onPage('2026-11-30T10:09:00.000Z'))).toBe(false) // changed since on the server
    expect(phoneCopyWins(kept, onPage(''))).toBe(true)
    expect(phoneCopyWins({ ...kept, body: measured('') }, onPage('2026-11-30T10:00:00.000Z'))).toBe(false)
    expect(phoneCopyWins({ ...kept, sentAt: undefined }, onPage('2026-11-30T10:09:00.000Z'))).toBe(true)
    expect(phoneCopyWins(kept, undefined)).toBe(true)
  })

  it('leaves the page as it is when the phone keeps nothing newer, and never hides a stored window', () => {
    const same: PhoneWindow = { clientId: ID, body: measured(SENT), sentAt: SENT }
    expect(shownWindows([onPage(SENT)], [same], [])).toBeNull()
    expect(shownWindows([pricedOnline], [], [])).toBeNull()
    // Another window kept at the same position as a stored one: both show, in order.
    const other: PhoneWindow = { clientId: OTHER, body: { ...measured(SENT), position: 1 } }
    const both = shownWindows([onPage(SENT), { ...pricedOnline, position: 2 }], [other], [])
    expect(both?.map((w) => [w.position, w.clientId])).toEqual([
      [1, ID],
      [1, OTHER],
      [2, null],
    ])
  })
})

describe('what was typed before the scripts arrived', () => {
  const rendered = { room: ['Kitchen'], widthMm: ['610'], dropMm: ['1010'], fit: [], options: [] }

  it('is a field touched in this page’s life and changed from what the server rendered', () => {
    const now = { room: ['Kitchen, left'], widthMm: ['604'], dropMm: ['1010'], fit: ['recess'], options: [] }
    expect(typedFields({ now, rendered, touched: ['room', 'widthMm', 'dropMm', 'fit'] })).toEqual({
      room: ['Kitchen, left'],
      widthMm: ['604'],
      fit: ['recess'],
    })
  })

  it('is not a kept page’s own values, nor a value the browser put back without an input', () => {
    // A page kept from before the visit, opened without signal: its fields are the server's, nothing touched.
    expect(typedFields({ now: rendered, rendered, touched: [] })).toEqual({})
    // The browser restored an earlier value on reload: changed, but never typed in this page's life.
    expect(typedFields({ now: { ...rendered, widthMm: ['605'] }, rendered, touched: [] })).toEqual({})
    // Typed, then put back as it was: nothing to keep.
    expect(typedFields({ now: rendered, rendered, touched: ['widthMm'] })).toEqual({})
  })

  it('reads as the window’s values, only the fields given', () => {
    expect(
      windowValuesOf({ room: ['Bay'], widthMm: ['1495'], fit: ['exact'], product: [''], options: ['b', 'a'] }),
    ).toEqual({ room: 'Bay', widthMm: 1495, fit: 'exact', product: undefined, options: ['a', 'b'] })
    expect(windowValuesOf({ controlSide: [''], dropMm: [''] })).toEqual({ controlSide: undefined, dropMm: undefined })
  })

  it('lets a save tapped before the scripts go only when the form shows what was on the screen', () => {
    const screen = { room: ['Kitchen'], widthMm: ['610'], dropMm: ['1010'], fit: [], controlSide: [''], options: [] }
    const values = { room: 'Kitchen', widthMm: 610, dropMm: 1010, controlSide: undefined, options: [] }
    expect(showsWhatWasOnScreen(screen, values)).toBe(true)
    // The window kept on the phone took the form's place: its sizes were not on the screen at the tap.
    expect(showsWhatWasOnScreen(screen, { ...values, widthMm: 605, dropMm: 1012 })).toBe(false)
    expect(showsWhatWasOnScreen({ ...screen, fit: ['recess'] }, values)).toBe(false)
    expect(showsWhatWasOnScreen({ widthMm: [''] }, { widthMm: Number.NaN })).toBe(true)
  })
})
