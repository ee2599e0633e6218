import { describe, expect, it } from 'vitest'

import { clockTime, weekdayDayMonthTime } from '@/lib/platform/ukDates'
import { fittingMail } from '@/lib/orders'
import type { Quote } from '@/payload-types'

/**
 * A fitting's time in one UK style everywhere (issue 69): the invite and the reminder the customer reads say it as
 * the fitter's card does (`clockTime`, the card's `when` in src/lib/visits/readVisits.ts), on the 12-hour clock of
 * every visit time the customer is sent ("around 10:45am"), never "14:00" beside the card's "2:00pm".
 */
const facts = {
  businessName: 'Blinds Co',
  email: 'hi@example.com',
  phonePrimary: '0121 000 0000',
  responseHours: 2,
  siteUrl: 'https://blinds.example',
}

const order = (fittingDate: string) =>
  ({
    id: 42,
    customerName: 'Cara Customer',
    customerEmail: 'cara@example.com',
    address: '1 Fitted Close',
    postcode: 'B30 2AA',
    fittingDate,
    fittingSequence: 1,
  }) as Quote

describe('the fitting’s day and time', () => {
  it('reads the UK day and the 12-hour clock, winter and summer', () => {
    expect(weekdayDayMonthTime('2026-11-30T14:00:00.000Z')).toMatch(/^Monday,? 30 November at 2:00pm$/)
    expect(weekdayDayMonthTime('2026-07-03T08:05:00.000Z')).toMatch(/^Friday,? 3 July at 9:05am$/)
    // Just past midnight in summer is the next UK day.
    expect(weekdayDayMonthTime('2026-06-30T23:30:00.000Z')).toMatch(/^Wednesday,? 1 July at 12:30am$/)
  })

  it('the invite and the reminder say the time as the fitter’s card does', () => {
    for (const start of ['2026-11-30T14:00:00.000Z', '2026-07-03T13:05:00.000Z']) {
      const card = clockTime(start)
      for (const kind of ['invite', 'reminder'] as const) {
        const mail = fittingMail(order(start), facts, 4, kind)
        expect(mail.subject).toContain(` at ${card} – `)
        expect(mail.text).toContain(` at ${card}, at 1 Fitted Close, B30 2AA`)
        expect(`${mail.subject}\n${mail.text}`).not.toMatch(/\b\d{2}:\d{2}\b/)
      }
    }
  })
})
