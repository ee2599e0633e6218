import { describe, expect, it } from 'vitest'

import { manageToken, readManageToken } from '@/lib/booking/manageToken'

const secret = 'unit-test-secret-0123456789'
const later = new Date(Date.now() + 86_400_000)

describe('manage link token', () => {
  it('reads back its own appointment id', () => {
    expect(readManageToken(secret, manageToken(secret, 42, later))).toEqual({ ok: true, id: '42' })
  })
  it('refuses another id, another expiry, another secret, a changed signature or junk', () => {
    const [, exp, sig] = manageToken(secret, 42, later).split('.')
    expect(readManageToken(secret, `43.${exp}.${sig}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(readManageToken(secret, `42.${Number(exp) + 1}.${sig}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(readManageToken('another-secret-0123456789', `42.${exp}.${sig}`)).toEqual({ ok: false, reason: 'invalid' })
    expect(readManageToken(secret, `42.${exp}.${sig.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`)).toEqual({
      ok: false,
      reason: 'invalid',
    })
    for (const junk of ['', '42', '../../etc', `42.${exp}`, `42.${exp}.${sig}.x`])
      expect(readManageToken(secret, junk).ok).toBe(false)
  })
  it('expires', () => {
    const token = manageToken(secret, 42, new Date(Date.now() - 1000))
    expect(readManageToken(secret, token)).toEqual({ ok: false, reason: 'expired', id: '42' })
  })
})
