import { describe, expect, it } from 'vitest'

import { longDateTime } from '@/lib/platform/ukDates'
import { acceptedWhen } from '@/lib/orders'

/** How an acceptance's e-mails say when and how it was made (issue 63): in person, with whom, UK day and time. */
describe('an acceptance told in its e-mails', () => {
  it('in person: with the staff member, on the UK day at the UK time (summer and winter)', () => {
    expect(longDateTime('2026-07-01T13:05:00Z')).toMatch(/^Wednesday,? 1 July 2026 at 14:05$/)
    expect(longDateTime('2026-11-30T23:30:00Z')).toMatch(/^Monday,? 30 November 2026 at 23:30$/)
    // Just past midnight in summer is the next UK day.
    expect(longDateTime('2026-06-30T23:10:00Z')).toMatch(/^Wednesday,? 1 July 2026 at 00:10$/)
    expect(acceptedWhen({ name: 'Fay', at: '2026-07-01T13:05:00Z', inPersonWith: 'Sam Fitter' })).toMatch(
      /^in person, with Sam Fitter, on Wednesday,? 1 July 2026 at 14:05 \(UK time\)$/,
    )
  })

  it('online: its day, as before', () => {
    expect(acceptedWhen({ name: 'Fay', at: '2026-07-01T13:05:00Z' })).toMatch(/^on Wednesday,? 1 July 2026$/)
    expect(acceptedWhen({ name: 'Fay', at: '2026-07-01T13:05:00Z', inPersonWith: null })).not.toContain('person')
  })
})
