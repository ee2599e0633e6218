import { tzOffset } from '@date-fns/tz'
import { describe, expect, it } from 'vitest'

import { staffTime } from '@/lib/platform/ukDates'
import { UK_TIME_ZONE, ukOffsetMs, ukWallClock } from '@/lib/platform/ukTime'

describe('ukOffsetMs', () => {
  const fromTzData = (instant: number) => tzOffset(UK_TIME_ZONE, new Date(instant)) * 60_000

  it('agrees with the runtime time-zone data for Europe/London every three hours from 2000 to 2045', () => {
    const mismatches: string[] = []
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2045, 0, 1); t += 3 * 3_600_000) {
      if (ukOffsetMs(t) !== fromTzData(t)) mismatches.push(new Date(t).toISOString())
    }
    expect(mismatches).toEqual([])
  })

  it('changes at exactly 01:00 UTC on the last Sundays of March and October', () => {
    for (const [change, before, after] of [
      [Date.UTC(2026, 2, 29, 1), 0, 3_600_000],
      [Date.UTC(2026, 9, 25, 1), 3_600_000, 0],
      [Date.UTC(2027, 2, 28, 1), 0, 3_600_000],
      [Date.UTC(2027, 9, 31, 1), 3_600_000, 0],
    ]) {
      expect([ukOffsetMs(change - 1), ukOffsetMs(change)]).toEqual([before, after])
      expect([fromTzData(change - 1), fromTzData(change)]).toEqual([before, after])
    }
  })
})

describe('ukWallClock', () => {
  it('reads UK wall-clock time through the UTC getters, in summer and in winter', () => {
    expect(ukWallClock(Date.UTC(2026, 6, 15, 23, 30)).toISOString()).toBe('2026-07-16T00:30:00.000Z')
    expect(ukWallClock(Date.UTC(2026, 0, 15, 23, 30)).toISOString()).toBe('2026-01-15T23:30:00.000Z')
  })
})

describe('staffTime', () => {
  it('reads a moment in UK time, winter and summer, the same way in every admin list', () => {
    expect(staffTime('2026-11-27T14:05:00Z')).toBe('Fri 27 Nov, 14:05')
    expect(staffTime('2026-07-03T13:05:00Z')).toBe('Fri 3 Jul, 14:05')
  })
})
