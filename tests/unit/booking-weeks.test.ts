import { describe, expect, it } from 'vitest'

import { rulesFromGlobal } from '@/lib/booking/availability'
import { freeWeek, weekStart } from '@/lib/booking/weeks'

// Thursday 26 November 2026, 10:00 in the UK; bookings open 28 days ahead (to Thursday 24 December).
const now = new Date('2026-11-26T10:00:00Z')
const rules = {
  ...rulesFromGlobal(null),
  mode: 'instant' as const,
  noticeHours: 0,
  bookAheadDays: 28,
  workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const,
}
const none = new Map<string, number>()

describe('free times a week at a time, up to the booking horizon', () => {
  it('finds the Monday of a week', () => {
    expect(weekStart('2026-11-26')).toBe('2026-11-23')
    expect(weekStart('2026-11-23')).toBe('2026-11-23')
    expect(weekStart('2026-11-29')).toBe('2026-11-23')
  })

  it('pages from this week to the week of the last bookable day, and no further', () => {
    const weeks: string[] = []
    let page = freeWeek({ ...rules, workingDays: [...rules.workingDays] }, none, now)
    for (;;) {
      weeks.push(page.start)
      expect(page.slots.every((s) => s.date >= page.start && weekStart(s.date) === page.start)).toBe(true)
      if (!page.next) break
      page = freeWeek({ ...rules, workingDays: [...rules.workingDays] }, none, now, page.next)
    }
    expect(weeks).toEqual(['2026-11-23', '2026-11-30', '2026-12-07', '2026-12-14', '2026-12-21'])
    expect(page.slots.at(-1)?.date).toBe('2026-12-24')
    expect(page.previous).toBe('2026-12-14')
  })

  it('a week outside the open ones, or nonsense, shows the first week with a free time', () => {
    const r = { ...rules, workingDays: [...rules.workingDays] }
    expect(freeWeek(r, none, now, '2027-03-01').start).toBe('2026-11-23')
    expect(freeWeek(r, none, now, 'next').start).toBe('2026-11-23')
    expect(freeWeek(r, none, now, '2026-12-09').start).toBe('2026-12-07')
    expect(freeWeek(r, none, now).label).toBe('23 November – 29 November')
  })
})

describe('the first bookable week', () => {
  it('on a Sunday with a day’s notice is next week: "Earlier week" never leads into the past', () => {
    const sunday = new Date('2026-11-29T12:00:00Z')
    const r = { ...rules, noticeHours: 24, workingDays: [...rules.workingDays] }
    const page = freeWeek(r, none, sunday)
    expect(page.start).toBe('2026-11-30')
    expect(page.previous).toBeNull()
    // Asking for the past week (an old link) shows the first bookable week instead.
    expect(freeWeek(r, none, sunday, '2026-11-23').start).toBe('2026-11-30')
  })

  it('keeps this week while a day of it can still be booked', () => {
    const r = { ...rules, noticeHours: 24, workingDays: [...rules.workingDays] }
    expect(freeWeek(r, none, new Date('2026-11-26T10:00:00Z')).previous).toBeNull()
    expect(freeWeek(r, none, new Date('2026-11-26T10:00:00Z')).start).toBe('2026-11-23')
  })
})
