import { describe, expect, it } from 'vitest'

import { smsConfig, toE164, TWILIO_API_URL } from '@/lib/platform/sms'

describe('text messages', () => {
  it('sends to UK numbers in E.164, however they were typed', () => {
    expect(toE164('0121 496 0000')).toBe('+441214960000')
    expect(toE164('07700 900123')).toBe('+447700900123')
    expect(toE164('+44 (0)121 496 0000')).toBe('+441214960000')
    expect(toE164('0044 121 496 0000')).toBe('+441214960000')
    expect(toE164('44 7700 900123')).toBe('+447700900123')
    expect(toE164('496 0000')).toBeNull()
    expect(toE164('0')).toBeNull()
  })

  it('is configured only with an account, a token and a sender; the API defaults to Twilio', () => {
    expect(smsConfig({})).toBeNull()
    expect(smsConfig({ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't' })).toBeNull()
    expect(smsConfig({ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: '+447700900123' })).toEqual({
      baseUrl: TWILIO_API_URL,
      accountSid: 'AC1',
      authToken: 't',
      from: '+447700900123',
    })
    expect(
      smsConfig({ SMS_ACCOUNT_SID: 'AC1', SMS_AUTH_TOKEN: 't', SMS_FROM: 'VB', SMS_API_URL: 'http://127.0.0.1:9/' })
        ?.baseUrl,
    ).toBe('http://127.0.0.1:9')
  })
})
