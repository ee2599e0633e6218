import { describe, expect, it } from 'vitest'

import { buildCoverageIndex } from '@/lib/areas/coverageIndex'
import { checkCoverage } from '@/lib/areas/coverage'
import { leadFingerprint } from '@/lib/leads/dedupe'
import { normaliseVisitDate, preferredDateProblem, todayInLondon } from '@/lib/validation/dates'
import { appointmentSchema, bookingPageSchema, quoteRequestSchema } from '@/lib/validation/leads'
import { malformedBodies } from '../support/malformed'

const appointment = {
  customerName: 'Priya Patel',
  customerPhone: '0121 496 0555',
  address: '7 Example Grove, Moseley',
}
const quote = {
  firstName: 'Tom',
  lastName: 'Hughes',
  email: 'tom@example.com',
  phone: '07700 900123',
  postcode: 'B17 0AA',
}

describe('appointment schema (area form and endpoint)', () => {
  it.each([
    ['the minimum the area form needs', {}],
    ['an e-mail', { customerEmail: 'priya@example.com' }],
    ['an empty optional e-mail', { customerEmail: '' }],
    ['a +44 phone', { customerPhone: '+44 121 496 0555' }],
    ['a mobile', { customerPhone: '07700 900123' }],
    ['every option', { scheduledTime: 'weekend', windowCount: '10+', blindType: 'advice', notes: 'Three bays' }],
    ['a lower-case postcode', { postcode: 'b13 9xy' }],
  ])('accepts %s', (_label, extra) => {
    expect(appointmentSchema.safeParse({ ...appointment, ...extra }).success).toBe(true)
  })

  it.each([
    ['a missing name', { customerName: undefined }, 'customerName'],
    ['a one-letter name', { customerName: 'A' }, 'customerName'],
    ['a short phone', { customerPhone: '12345' }, 'customerPhone'],
    ['letters in the phone', { customerPhone: '0121 CALL ME' }, 'customerPhone'],
    ['a malformed e-mail', { customerEmail: 'priya@' }, 'customerEmail'],
    ['a short address', { address: '1 A' }, 'address'],
    ['markup in the name', { customerName: '<b>Priya</b>' }, 'customerName'],
    ['an unknown time window', { scheduledTime: 'midnight' }, 'scheduledTime'],
    ['an unknown blind type', { blindType: 'roller' }, 'blindType'],
    ['an invalid postcode', { postcode: 'B99 ZZZZ' }, 'postcode'],
    ['a number for a name', { customerName: 42 }, 'customerName'],
    ['a foreign source URL', { sourcePage: 'https://evil.example' }, 'sourcePage'],
  ])('rejects %s', (_label, extra, path) => {
    const result = appointmentSchema.safeParse({ ...appointment, ...extra })
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path.join('.'))).toContain(path)
  })

  it('strips fields the visitor may not set', () => {
    const result = appointmentSchema.parse({
      ...appointment,
      status: 'completed',
      staffNotes: 'x',
      id: 1,
      createdAt: 'x',
    })
    expect(result).not.toHaveProperty('status')
    expect(result).not.toHaveProperty('staffNotes')
    expect(result).not.toHaveProperty('id')
    expect(result).not.toHaveProperty('createdAt')
    expect(result.scheduledTime).toBe('flexible')
  })

  it('rejects 300 generated malformed bodies', () => {
    for (const body of malformedBodies(appointment, 300, 1, ['customerName', 'customerPhone', 'address'])) {
      expect(appointmentSchema.safeParse(JSON.parse(body)).success, body.slice(0, 120)).toBe(false)
    }
  })
})

describe('booking page schema', () => {
  const base = { ...appointment, customerEmail: 'p@example.com', postcode: 'B13 9XY', scheduledDate: '2099-01-05' }
  it('needs a date, an e-mail and a postcode', () => {
    expect(bookingPageSchema.safeParse({ ...appointment }).success).toBe(false)
    const issues = bookingPageSchema.safeParse({ ...appointment }).error!.issues.map((i) => i.path[0])
    expect(issues).toEqual(expect.arrayContaining(['customerEmail', 'postcode', 'scheduledDate']))
  })
  it('rejects dates too far ahead', () => {
    expect(bookingPageSchema.safeParse(base).success).toBe(false)
  })
})

describe('preferred date', () => {
  // Thursday 20 November 2025, 10:00 UK time
  const now = new Date('2025-11-20T10:00:00Z')
  it.each([
    ['2025-11-20', null],
    ['2025-11-22', null], // Saturday
    ['2025-11-19', /from today/],
    ['2025-11-23', /Sundays/],
    ['2025-02-30', /valid date/],
    ['20/11/2025', /choose a date/],
    ['2027-01-04', /next year/],
  ])('%s', (value, expected) => {
    const problem = preferredDateProblem(value, now)
    if (expected === null) expect(problem).toBeNull()
    else expect(problem).toMatch(expected)
  })

  it('uses the UK date, not the server’s: 23:30 UTC on 31 March is already 1 April in London (BST)', () => {
    expect(todayInLondon(new Date('2026-03-31T23:30:00Z'))).toBe('2026-04-01')
    expect(todayInLondon(new Date('2026-01-31T23:30:00Z'))).toBe('2026-01-31')
  })
})

describe('visit date as a date or an ISO 8601 date-time', () => {
  it.each([
    ['2099-01-05', '2099-01-05'],
    [' 2099-01-05 ', '2099-01-05'],
    ['2099-01-05T00:00:00.000Z', '2099-01-05'],
    ['2099-01-05T10:30:00Z', '2099-01-05'],
    ['2099-01-05T10:30', '2099-01-05'], // no offset: UK wall-clock time
    ['2099-06-01T23:30:00Z', '2099-06-02'], // 00:30 BST the next day
    ['2099-06-02T00:30:00+01:00', '2099-06-02'],
    ['2099-01-05T23:30:00-05:00', '2099-01-06'],
    ['20/11/2099', '20/11/2099'],
    ['2099-01-05Tnonsense', '2099-01-05Tnonsense'],
  ])('%s → %s', (value, expected) => {
    expect(normaliseVisitDate(value)).toBe(expected)
  })

  it('the shared schema accepts both forms and stores the day', () => {
    const date = new Date(Date.now() + 3 * 86_400_000)
    if (date.getUTCDay() === 0) date.setUTCDate(date.getUTCDate() + 1)
    const day = date.toISOString().slice(0, 10)
    for (const scheduledDate of [day, `${day}T12:00:00.000Z`, `${day}T12:00:00+01:00`]) {
      const parsed = appointmentSchema.safeParse({ ...appointment, scheduledDate })
      expect(parsed.success, scheduledDate).toBe(true)
      expect(parsed.data!.scheduledDate).toBe(day)
    }
    expect(appointmentSchema.safeParse({ ...appointment, scheduledDate: `${day}T25:99` }).success).toBe(false)
  })
})

describe('quote request schema', () => {
  it('accepts a complete request and normalises the postcode', () => {
    expect(quoteRequestSchema.parse({ ...quote, postcode: 'b170aa' }).postcode).toBe('B17 0AA')
  })
  it.each(['firstName', 'lastName', 'email', 'phone', 'postcode'])('requires %s', (field) => {
    const body: Record<string, unknown> = { ...quote }
    delete body[field]
    expect(quoteRequestSchema.safeParse(body).success).toBe(false)
  })
  it('rejects 300 generated malformed bodies', () => {
    for (const body of malformedBodies(quote, 300, 2, ['firstName', 'lastName', 'email', 'phone', 'postcode'])) {
      expect(quoteRequestSchema.safeParse(JSON.parse(body)).success, body.slice(0, 120)).toBe(false)
    }
  })
})

describe('postcode coverage', () => {
  const index = buildCoverageIndex()
  it('knows the areas we serve', () => {
    const result = checkCoverage('b13 9xy', index)
    expect(result.status).toBe('covered')
    expect(result.status === 'covered' && result.areas).toContain('Moseley')
  })
  it('says when a postcode is outside the area', () => {
    expect(checkCoverage('SW1A 1AA', index)).toEqual({ status: 'outside', outward: 'SW1A' })
  })
  it('waits for a full postcode and rejects nonsense', () => {
    expect(checkCoverage('B1', index).status).toBe('incomplete')
    expect(checkCoverage('ZZ99 9ZZZ', index).status).toBe('invalid')
  })
  it('leaves out hidden areas', () => {
    const hidden = buildCoverageIndex(['moseley'])
    const r = checkCoverage('B13 9XY', hidden)
    expect(r.status === 'covered' ? r.areas : []).not.toContain('Moseley')
  })
})

describe('lead fingerprint', () => {
  it('treats the same details as the same lead, whatever the key or spacing', () => {
    const a = leadFingerprint('appointment', { customerName: 'Ann  Lee', idempotencyKey: 'k1' })
    const b = leadFingerprint('appointment', { customerName: 'ann lee', idempotencyKey: 'k2' })
    expect(a).toBe(b)
    expect(leadFingerprint('quote', { customerName: 'Ann Lee' })).not.toBe(a)
    expect(leadFingerprint('appointment', { customerName: 'Ann Leigh' })).not.toBe(a)
  })
})
