import { describe, expect, it } from 'vitest'

import {
  countdownParts,
  countdownTarget,
  endOfWeekInLondon,
  isPromotionOver,
  parseEndsAt,
} from '@/lib/promotion/countdown'

const at = (iso: string) => new Date(iso)

describe('endOfWeekInLondon', () => {
  it('on a weekday runs to the coming Sunday 23:59:59.999 UK time (summer: BST, UTC+1)', () => {
    // Wednesday 15 July 2026, 13:00 in London
    expect(endOfWeekInLondon(at('2026-07-15T12:00:00Z')).toISOString()).toBe('2026-07-19T22:59:59.999Z')
  })

  it('on a weekday in winter runs to Sunday 23:59:59.999 GMT', () => {
    // Tuesday 13 January 2026
    expect(endOfWeekInLondon(at('2026-01-13T09:30:00Z')).toISOString()).toBe('2026-01-18T23:59:59.999Z')
  })

  it('on a Sunday runs to the end of that same day', () => {
    // Sunday 19 July 2026, 10:00 in London
    expect(endOfWeekInLondon(at('2026-07-19T09:00:00Z')).toISOString()).toBe('2026-07-19T22:59:59.999Z')
    // one millisecond before the end is still the same Sunday
    expect(endOfWeekInLondon(at('2026-07-19T22:59:59.998Z')).toISOString()).toBe('2026-07-19T22:59:59.999Z')
  })

  it('on Monday morning (still Sunday in UTC) starts the next week', () => {
    // 23:30 UTC on Sunday 19 July is 00:30 on Monday 20 July in London
    expect(endOfWeekInLondon(at('2026-07-19T23:30:00Z')).toISOString()).toBe('2026-07-26T22:59:59.999Z')
  })

  it('handles the week the clocks go forward (Sunday 29 March 2026)', () => {
    // Thursday 26 March, GMT; the target Sunday ends in BST
    expect(endOfWeekInLondon(at('2026-03-26T12:00:00Z')).toISOString()).toBe('2026-03-29T22:59:59.999Z')
    // Sunday 29 March, 00:30 GMT (before the change at 01:00)
    expect(endOfWeekInLondon(at('2026-03-29T00:30:00Z')).toISOString()).toBe('2026-03-29T22:59:59.999Z')
  })

  it('handles the week the clocks go back (Sunday 25 October 2026)', () => {
    // Thursday 22 October, BST; the target Sunday ends in GMT
    expect(endOfWeekInLondon(at('2026-10-22T12:00:00Z')).toISOString()).toBe('2026-10-25T23:59:59.999Z')
    // Sunday 25 October at 00:30 BST (23:30 UTC on Saturday)
    expect(endOfWeekInLondon(at('2026-10-24T23:30:00Z')).toISOString()).toBe('2026-10-25T23:59:59.999Z')
  })
})

describe('countdownTarget', () => {
  it('uses the owner’s end date when one is set', () => {
    expect(countdownTarget('2026-08-01T17:00:00.000Z')!.toISOString()).toBe('2026-08-01T17:00:00.000Z')
  })

  it('gives no target (no countdown) when the end date is empty or invalid: never a rolling weekly deadline', () => {
    expect(countdownTarget(null)).toBeNull()
    expect(countdownTarget('')).toBeNull()
    expect(countdownTarget('not a date')).toBeNull()
    expect(parseEndsAt('not a date')).toBeNull()
  })
})

describe('countdownParts', () => {
  it('splits the time left on a weekday into days, hours, minutes and seconds', () => {
    const now = at('2026-07-15T12:00:00Z')
    expect(countdownParts(endOfWeekInLondon(now), now)).toEqual({
      days: 4,
      hours: 10,
      minutes: 59,
      seconds: 59,
      totalMs: 4 * 86_400_000 + 10 * 3_600_000 + 59 * 60_000 + 59_999,
    })
  })

  it('on a Sunday evening shows the minutes left in the day', () => {
    const now = at('2026-07-19T22:30:00Z') // 23:30 BST
    expect(countdownParts(endOfWeekInLondon(now), now)).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 29,
      seconds: 59,
    })
  })

  it('never goes negative once the target has passed', () => {
    expect(countdownParts(at('2026-07-01T00:00:00Z'), at('2026-07-02T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
      totalMs: 0,
    })
  })
})

describe('isPromotionOver', () => {
  const now = at('2026-07-15T12:00:00Z')

  it('is over when the owner switched it off', () => {
    expect(isPromotionOver({ enabled: false, endsAt: null }, now)).toBe(true)
  })

  it('is over once the end date has passed', () => {
    expect(isPromotionOver({ enabled: true, endsAt: '2026-07-15T11:59:59.000Z' }, now)).toBe(true)
    expect(isPromotionOver({ enabled: true, endsAt: '2026-07-15T12:00:00.000Z' }, now)).toBe(true)
    expect(isPromotionOver({ enabled: true, endsAt: '2026-07-15T12:00:01.000Z' }, now)).toBe(false)
  })

  it('without an end date is an ongoing offer (shown without a countdown; the go-live panel flags it)', () => {
    expect(isPromotionOver({ enabled: true, endsAt: null }, now)).toBe(false)
  })
})
