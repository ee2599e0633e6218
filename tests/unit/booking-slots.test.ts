import { describe, expect, it } from 'vitest'

import { type AvailabilityRules, rulesFromGlobal } from '@/lib/booking/availability'
import { slotChoice } from '@/lib/booking/labels'
import { freeSlots, slotKey, slotProblem, ukInstant, windowsOfDay } from '@/lib/booking/slots'

const rules = (extra: Partial<AvailabilityRules> = {}): AvailabilityRules => ({
  ...rulesFromGlobal({ mode: 'instant' }),
  ...extra,
})

// Thursday 20 November 2025, 10:00 UK time (GMT)
const now = new Date('2025-11-20T10:00:00Z')

describe('visit windows in UK time', () => {
  it('weekdays have three windows, weekend days one', () => {
    expect(windowsOfDay('2025-11-21')).toEqual(['morning', 'afternoon', 'evening'])
    expect(windowsOfDay('2025-11-22')).toEqual(['weekend'])
    expect(windowsOfDay('2025-11-23')).toEqual(['weekend'])
  })

  it('a window starts at its UK wall-clock hour in winter and in summer', () => {
    expect(new Date(ukInstant('2025-11-21', 9)).toISOString()).toBe('2025-11-21T09:00:00.000Z')
    expect(new Date(ukInstant('2026-07-01', 9)).toISOString()).toBe('2026-07-01T08:00:00.000Z')
    // The days the clocks change
    expect(new Date(ukInstant('2026-03-29', 10)).toISOString()).toBe('2026-03-29T09:00:00.000Z')
    expect(new Date(ukInstant('2026-10-25', 10)).toISOString()).toBe('2026-10-25T10:00:00.000Z')
  })
})

describe('free windows', () => {
  it('starts after the minimum notice and skips days off (Sunday by default)', () => {
    const slots = freeSlots(rules(), new Map(), now, { limit: 6 })
    // Friday 09:00 is 23 hours away: under the 24 hours' notice.
    expect(slots.map((s) => slotKey(s.date, s.window))).toEqual([
      '2025-11-21|afternoon',
      '2025-11-21|evening',
      '2025-11-22|weekend',
      '2025-11-24|morning',
      '2025-11-24|afternoon',
      '2025-11-24|evening',
    ])
    expect(slots[0]).toMatchObject({ date: '2025-11-21', window: 'afternoon', start: '2025-11-21T12:00:00.000Z' })
    expect(slots.map((s) => s.date)).not.toContain('2025-11-23')
    expect(slots.find((s) => s.window === 'weekend')).toMatchObject({
      date: '2025-11-22',
      start: '2025-11-22T10:00:00.000Z',
      end: '2025-11-22T16:00:00.000Z',
    })
  })

  it('leaves out full windows, closed dates and windows with no capacity', () => {
    const booked = new Map([
      [slotKey('2025-11-21', 'afternoon'), 2],
      [slotKey('2025-11-21', 'evening'), 0],
    ])
    const slots = freeSlots(
      rules({ closedDates: ['2025-11-22'], capacity: { morning: 2, afternoon: 2, evening: 0, weekend: 2 } }),
      booked,
      now,
      {
        limit: 3,
      },
    )
    expect(slots.map((s) => slotKey(s.date, s.window))).toEqual([
      '2025-11-24|morning',
      '2025-11-24|afternoon',
      '2025-11-25|morning',
    ])
  })

  it('reports how many places are left', () => {
    const booked = new Map([[slotKey('2025-11-21', 'afternoon'), 1]])
    expect(freeSlots(rules(), booked, now, { limit: 1 })[0]).toMatchObject({ window: 'afternoon', free: 1 })
  })

  it('opens no further ahead than the owner allows', () => {
    const slots = freeSlots(rules({ bookAheadDays: 3 }), new Map(), now, { limit: 50 })
    expect(slots.at(-1)!.date).toBe('2025-11-22')
  })

  it('honours the working days', () => {
    const slots = freeSlots(rules({ workingDays: ['tue'] }), new Map(), now, { limit: 2 })
    expect(slots.map((s) => slotKey(s.date, s.window))).toEqual(['2025-11-25|morning', '2025-11-25|afternoon'])
  })

  it('searches from a later day when asked', () => {
    expect(freeSlots(rules(), new Map(), now, { limit: 1, from: '2025-12-01' })[0].date).toBe('2025-12-01')
  })
})

describe('why a window cannot be booked', () => {
  it.each([
    ['2025-11-21', 'afternoon', 0, null],
    ['2025-11-21', 'morning', 0, 'notice'],
    ['2025-11-21', 'weekend', 0, 'unknown'],
    ['2025-11-22', 'morning', 0, 'unknown'],
    ['2025-11-23', 'weekend', 0, 'closed'], // Sunday is not a working day
    ['2025-02-30', 'morning', 0, 'unknown'],
    ['2026-01-30', 'morning', 0, 'too-far'],
    ['2025-11-21', 'afternoon', 2, 'full'],
    ['2025-11-21', 'evening', 1, 'full'],
  ])('%s %s with %i booked → %s', (date, window, booked, expected) => {
    expect(slotProblem(rules(), date, window, now, booked)).toBe(expected)
  })
})

describe('a free window as forms and the API hand it out', () => {
  it('carries its value and its labels, so the browser needs none of the slot logic', () => {
    const [slot] = freeSlots(rules(), new Map(), now, { limit: 1 })
    expect(slotChoice(slot)).toEqual({
      value: '2025-11-21|afternoon',
      date: '2025-11-21',
      window: 'afternoon',
      start: '2025-11-21T12:00:00.000Z',
      end: '2025-11-21T17:00:00.000Z',
      day: 'Friday 21 November',
      time: 'Afternoon (12pm-5pm)',
      label: 'Friday 21 November, Afternoon (12pm-5pm)',
    })
  })
})
