import { describe, expect, it } from 'vitest'

import { parseFollowUpDays, readFollowUpDays } from '@/lib/orders'

describe("Settings' follow-up days", () => {
  it.each([
    ['2, 5, 10', [2, 5, 10]],
    ['2,5;10', [2, 5, 10]],
    ['  3  ', [3]],
    ['', []],
  ])('reads %j', (text, days) => {
    expect(parseFollowUpDays(text)).toEqual({ ok: true, days })
  })

  it.each([
    ['2, five', 'Write whole days separated by commas'],
    ['2.5', 'Write whole days separated by commas'],
    ['0, 3', 'between 1 and 90'],
    ['5, 91', 'between 1 and 90'],
    ['5, 2', 'days must rise, e.g. 2, 5, 10'],
    ['2, 2', 'days must rise, e.g. 2, 5, 10'],
    ['1, 2, 3, 4, 5, 6', 'At most 5'],
  ])('refuses %j, saying what it expects', (text, message) => {
    const read = parseFollowUpDays(text)
    expect(read.ok).toBe(false)
    expect(!read.ok && read.message).toContain(message)
  })

  it('a stored value that no longer reads means no follow-ups, never a wrong day', () => {
    expect(readFollowUpDays('5, 2')).toEqual([])
  })
})
