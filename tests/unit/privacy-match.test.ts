import { describe, expect, it } from 'vitest'

import {
  mentionExcerpt,
  mentionsIn,
  normaliseEmail,
  normalisePhone,
  parseContact,
  removeMentions,
  sameContact,
} from '@/lib/privacy/match'

describe('matching a person by their contact details', () => {
  it('writes one UK number one way, however it was typed', () => {
    const same = ['0121 496 0123', '+44 121 496 0123', '+44 (0)121 496-0123', '0044 121 4960123', '01214960123']
    expect(new Set(same.map(normalisePhone))).toEqual(new Set(['+441214960123']))
    expect(normalisePhone('07700 900123')).toBe('+447700900123')
  })

  it('is no number at all when the value is not one UK number', () => {
    for (const value of [
      '0161 x 49 and 60555',
      '496 0123',
      '0121 496 0123 0121 496 0124',
      '+1 212 555 0100',
      '',
      'call me',
    ])
      expect(normalisePhone(value)).toBeNull()
  })

  it('compares an e-mail address whole, trimmed and in lower case', () => {
    expect(normaliseEmail('  Al@Example.COM ')).toBe('al@example.com')
    expect(sameContact({ email: 'al@example.com' }, 'email', 'SAL@example.com')).toBe(false)
    expect(sameContact({ email: 'al@example.com' }, 'email', ' AL@example.com')).toBe(true)
    expect(sameContact({ phone: '+441214960123' }, 'phone', '0121 496 0123')).toBe(true)
    expect(sameContact({ phone: '+441214960123' }, 'phone', '0121 496 01234')).toBe(false)
    expect(parseContact(' 0121 496 0123 ')).toEqual({ phone: '+441214960123' })
    expect(parseContact('Al@Example.com')).toEqual({ email: 'al@example.com' })
    expect(parseContact('Alma')).toBeNull()
  })

  it('finds a mention in text only where the whole number or address is written', () => {
    const phone = { phone: '+441614960555' }
    expect(mentionsIn('Call Alma on 0161 496 0555 after 5.', phone)).toHaveLength(1)
    expect(mentionsIn('Her sister is on +44 161 496 0555', phone)).toHaveLength(1)
    // Digits that only run together across words are no number.
    expect(mentionsIn('Bay 0161 x 49 and 60555 wide', { phone: '+441614960555' })).toEqual([])
    expect(mentionsIn('Ref 1614960555 invoice', phone)).toEqual([])
    const email = { email: 'al@example.com' }
    expect(mentionsIn('Wrote from sal@example.com today', email)).toEqual([])
    expect(mentionsIn('Copy al@example.com.', email)).toHaveLength(1)
    expect(mentionsIn('(al@example.com)', email)).toHaveLength(1)
  })

  it('removes only the mention, and shows a few words around it', () => {
    expect(removeMentions('Bea says call 0161 496 0555 (Alma), gate code 12', { phone: '+441614960555' })).toBe(
      'Bea says call [removed] (Alma), gate code 12',
    )
    expect(mentionExcerpt('Also al@example.com', { email: 'al@example.com' })).toBe('Also al@example.com')
  })
})
