import { describe, expect, it } from 'vitest'

import { errorForLog, escapeForLog, oneLine } from '@/lib/platform/logSafe'
import { appointmentMails, quoteMails, recipientKey } from '@/lib/leads/notifications'
import { DIRECTION_MESSAGE, SINGLE_LINE_MESSAGE } from '@/lib/validation/common'
import { appointmentSchema, quoteRequestSchema } from '@/lib/validation/leads'

/**
 * Single-line fields (names, address, phone, postcode, e-mail) refuse control characters, line breaks included,
 * with a clear message; only the message fields keep line breaks; nothing a visitor typed reaches a log line or a
 * mail subject with a raw line break.
 */
const appointment = { customerName: 'Priya Patel', customerPhone: '0121 496 0555', address: '7 Example Grove, Moseley' }
const quote = {
  firstName: 'Tom',
  lastName: 'Hughes',
  email: 'tom@example.com',
  phone: '07700 900123',
  postcode: 'B17 0AA',
}

const BREAKS = ['\r\nBcc: victim@example.com', '\nX', '\rX', '\tX', '\u0085X', '\u2028X', '\u000bX', '\u001bX']

describe('single-line fields refuse control characters, line breaks included', () => {
  it.each([
    ['customerName', (v: string) => `Priya${v} Patel`],
    ['address', (v: string) => `7 Example Grove${v}, Moseley`],
    ['customerPhone', (v: string) => `0121${v}496 0555`],
    ['customerEmail', (v: string) => `priya${v}@example.com`],
    ['postcode', (v: string) => `B13${v}9XY`],
  ])('appointment %s', (field, value) => {
    for (const bad of BREAKS) {
      const result = appointmentSchema.safeParse({ ...appointment, [field]: value(bad) })
      expect(result.success, JSON.stringify(bad)).toBe(false)
      const issue = result.error!.issues.find((i) => i.path[0] === field)
      expect(issue?.message, JSON.stringify(bad)).toBe(SINGLE_LINE_MESSAGE)
    }
  })

  it.each([
    ['firstName', (v: string) => `Tom${v}`],
    ['lastName', (v: string) => `Hug${v}hes`],
    ['email', (v: string) => `tom${v}@example.com`],
    ['phone', (v: string) => `07700${v}900123`],
    ['postcode', (v: string) => `B17${v}0AA`],
    ['address', (v: string) => `1 High Street${v}Solihull`],
  ])('quote %s', (field, value) => {
    for (const bad of BREAKS) {
      const result = quoteRequestSchema.safeParse({ ...quote, [field]: value(bad) })
      expect(result.success, JSON.stringify(bad)).toBe(false)
      expect(result.error!.issues.find((i) => i.path[0] === field)?.message, JSON.stringify(bad)).toBe(
        SINGLE_LINE_MESSAGE,
      )
    }
  })

  it('invisible direction controls are refused in every single-line field, with their own message', () => {
    const controls = ['\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069']
    const marks = ['\u200e', '\u200f', '\u061c']
    const fields: [typeof appointmentSchema | typeof quoteRequestSchema, object, string, string][] = [
      [appointmentSchema, appointment, 'customerName', 'Priya Patel'],
      [appointmentSchema, appointment, 'address', '7 Example Grove, Moseley'],
      [appointmentSchema, appointment, 'customerPhone', '0121 496 0555'],
      [appointmentSchema, appointment, 'customerEmail', 'priya@example.com'],
      [appointmentSchema, appointment, 'postcode', 'B13 9XY'],
      [quoteRequestSchema, quote, 'firstName', 'Tom'],
      [quoteRequestSchema, quote, 'lastName', 'Hughes'],
      [quoteRequestSchema, quote, 'email', 'tom@example.com'],
    ]
    for (const [schema, base, field, good] of fields)
      for (const bad of [...controls, ...marks]) {
        const value = `${good.slice(0, 3)}${bad}${good.slice(3)}`
        const result = schema.safeParse({ ...base, [field]: value })
        expect(result.success, `${field} ${JSON.stringify(bad)}`).toBe(false)
        expect(result.error!.issues.find((i) => i.path[0] === field)?.message).toBe(DIRECTION_MESSAGE)
      }
    // Right-to-left names themselves are welcome.
    expect(appointmentSchema.safeParse({ ...appointment, customerName: 'سارة أحمد' }).success).toBe(true)
  })

  it('a line break at either end is only trimmed away', () => {
    expect(appointmentSchema.parse({ ...appointment, customerName: '\r\nPriya Patel\n' }).customerName).toBe(
      'Priya Patel',
    )
  })

  it('message fields keep line breaks and tabs, and still refuse other control characters', () => {
    expect(appointmentSchema.parse({ ...appointment, notes: 'Bay window\r\nFront room\twide' }).notes).toBe(
      'Bay window\r\nFront room\twide',
    )
    expect(quoteRequestSchema.parse({ ...quote, message: 'Line one\nLine two' }).message).toBe('Line one\nLine two')
    expect(quoteRequestSchema.safeParse({ ...quote, message: 'bell\u0007' }).success).toBe(false)
  })
})

describe('logs and mail subjects never carry a raw line break', () => {
  it('escapes control characters for one log line', () => {
    expect(escapeForLog('Priya\r\nBcc: victim@example.com\t\u0007\u2028')).toBe(
      'Priya\\r\\nBcc: victim@example.com\\t\\u0007\\u2028',
    )
    const line = errorForLog(new Error('insert failed: params: Priya\r\nBcc: x@example.com'))
    expect(line).not.toMatch(/[\r\n]/)
    expect(line).toContain('Priya\\r\\nBcc: x@example.com')
  })

  it('builds single-line subjects even from a stored name with a line break', () => {
    const facts = {
      businessName: 'VB',
      email: 'hello@vb.example',
      phonePrimary: '0121 496 0123',
      responseHours: 24,
      siteUrl: 'https://vb.example',
    }
    const stored = { id: 1, updatedAt: '2026-01-01T00:00:00.000Z', createdAt: '2026-01-01T00:00:00.000Z' }
    const mails = [
      ...appointmentMails(
        {
          ...stored,
          customerName: 'Priya\r\nBcc: victim@example.com',
          customerPhone: '07700 900123',
          customerEmail: 'p@example.com',
          address: '1 High St',
          scheduledTime: 'flexible',
          booking: 'request',
          inviteSequence: 0,
          status: 'pending',
        },
        facts,
      ),
      ...quoteMails(
        {
          ...stored,
          firstName: 'Tom\r\nBcc: x@example.com',
          lastName: 'H',
          email: 't@example.com',
          phone: '07700 900124',
          postcode: 'B26 3PX',
          status: 'new',
        },
        facts,
      ),
    ]
    for (const mail of mails) expect(mail.subject).not.toMatch(/[\r\n]/)
    expect(mails.map((m) => m.kind)).toEqual(['business', 'confirmation', 'business', 'confirmation'])
    expect(oneLine('a\r\nb')).toBe('a b')
  })
})

describe('confirmation caps count one inbox once', () => {
  it.each([
    ['Victim@Example.com', 'victim@example.com'],
    ['victim+1@example.com', 'victim@example.com'],
    [' VICTIM+spam+2@EXAMPLE.COM ', 'victim@example.com'],
  ])('%j → %s', (input, key) => {
    expect(recipientKey(input)).toBe(key)
  })
})
