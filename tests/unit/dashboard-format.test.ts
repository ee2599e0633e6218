import { describe, expect, it } from 'vitest'

import { formatHours } from '@/lib/format/duration'

describe('the dashboard’s median time to first contact', () => {
  it.each([
    [-0.01, '0.0 h'],
    [-0, '0.0 h'],
    [0, '0.0 h'],
    [0.04, '0.0 h'],
    [3.46, '3.5 h'],
  ])('%d hours read %j', (hours, text) => expect(formatHours(hours)).toBe(text))

  it('reads "—" when no lead has been contacted yet', () => {
    expect(formatHours(null)).toBe('—')
    expect(formatHours(Number.NaN)).toBe('—')
  })
})
