import { describe, expect, it } from 'vitest'

import { slotChoice, visitDayAndPart, visitLabel } from '@/lib/booking/labels'
import { BOOKING_MESSAGES } from '@/lib/booking/instant'

describe('booking words fit their state', () => {
  it('the weekend window names its hours', () => {
    // Saturday 28 November 2026, 10:00-14:00 UK time (GMT)
    const slot = {
      date: '2026-11-28',
      window: 'weekend' as const,
      start: '2026-11-28T10:00:00.000Z',
      end: '2026-11-28T14:00:00.000Z',
      free: 1,
    }
    expect(slotChoice(slot).time).toBe('Weekend (10am-2pm)')
    expect(visitLabel(slot)).toBe('Saturday 28 November, Weekend (10am-2pm)')
    // in British Summer Time the same wall-clock hours
    const summer = { ...slot, date: '2026-06-27', start: '2026-06-27T09:00:00.000Z', end: '2026-06-27T12:30:00.000Z' }
    expect(slotChoice(summer).time).toBe('Weekend (10am-1:30pm)')
  })

  it('the confirmation names the day and the part of it, the weekend window by its hours', () => {
    expect(visitDayAndPart({ date: '2026-12-01', window: 'afternoon' })).toBe('Tuesday 1 December, afternoon')
    expect(visitDayAndPart({ date: '2026-12-02', window: 'morning' })).toBe('Wednesday 2 December, morning')
    expect(
      visitDayAndPart({
        date: '2026-11-28',
        window: 'weekend',
        start: '2026-11-28T10:00:00.000Z',
        end: '2026-11-28T14:00:00.000Z',
      }),
    ).toBe('Saturday 28 November, 10am-2pm')
  })

  it('an uncovered postcode is told we will call, not to leave out a time it was never asked for', () => {
    expect(BOOKING_MESSAGES.outside).not.toMatch(/time/i)
    expect(BOOKING_MESSAGES.outside).toMatch(/don’t usually cover this postcode/)
    expect(BOOKING_MESSAGES.outside).toMatch(/call to see if we can help/)
  })
})
