import type { Payload } from 'payload'

import { env } from './env'

/**
 * Text messages through Twilio's Messages API (POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json,
 * form-encoded To/From/Body, HTTP basic auth with the account SID and auth token). The base URL, credentials and
 * sender come from the environment (SMS_API_URL, SMS_ACCOUNT_SID, SMS_AUTH_TOKEN, SMS_FROM); the tests point the
 * base URL at a local server that speaks the same API (scripts/tools/lib/sms-drop.ts).
 *
 * Without them nothing is sent: in development the text is written to the log as mail is; elsewhere the log says
 * only that a text was not sent (no personal data in a production log).
 */
export const TWILIO_API_URL = 'https://api.twilio.com'

export type SmsOutcome = 'sent' | 'logged' | 'not-configured' | 'failed'

export interface SmsConfig {
  baseUrl: string
  accountSid: string
  authToken: string
  from: string
}

type SmsEnv = Partial<Record<'SMS_API_URL' | 'SMS_ACCOUNT_SID' | 'SMS_AUTH_TOKEN' | 'SMS_FROM', string>>

export function smsConfig(source: SmsEnv = env): SmsConfig | null {
  const { SMS_ACCOUNT_SID: accountSid, SMS_AUTH_TOKEN: authToken, SMS_FROM: from } = source
  if (!accountSid || !authToken || !from) return null
  return { baseUrl: (source.SMS_API_URL || TWILIO_API_URL).replace(/\/$/, ''), accountSid, authToken, from }
}

/**
 * A UK number as E.164 (+44…), which the API requires: 0121 496 0000 → +441214960000; +44 (0)121… → +44121….
 * Null when it is not a number a text can go to.
 */
export function toE164(phone: string): string | null {
  const trimmed = phone.trim().replace(/\(0\)/g, '')
  const digits = trimmed.replace(/\D/g, '')
  let e164: string
  if (trimmed.startsWith('+')) e164 = `+${digits}`
  else if (digits.startsWith('00')) e164 = `+${digits.slice(2)}`
  else if (digits.startsWith('44')) e164 = `+${digits}`
  else if (digits.startsWith('0')) e164 = `+44${digits.slice(1)}`
  else return null
  return /^\+[1-9]\d{7,14}$/.test(e164) ? e164 : null
}

const TIMEOUT_MS = 10_000

/** Sends one text; never throws (a failure is logged by its status only and answered as 'failed'). */
export async function sendSms(
  payload: Payload,
  message: { to: string; body: string },
  config: SmsConfig | null = smsConfig(),
): Promise<SmsOutcome> {
  if (!config) {
    if (env.isProduction) {
      payload.logger.warn('text message not sent: SMS_ACCOUNT_SID, SMS_AUTH_TOKEN and SMS_FROM are not set')
      return 'not-configured'
    }
    payload.logger.info(
      [
        '── text message (development: SMS_* is not set, so it is written here instead of sent) ──',
        `To: ${message.to}`,
        '',
        message.body,
        '── end of text message ──',
      ].join('\n'),
    )
    return 'logged'
  }
  const to = toE164(message.to)
  if (!to) return 'failed'
  const url = `${config.baseUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: to, From: config.from, Body: message.body }).toString(),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    })
    if (res.ok) return 'sent'
    payload.logger.error(`text message failed: the provider answered ${res.status}`)
  } catch (err) {
    payload.logger.error(`text message failed: ${err instanceof Error ? err.name : 'error'}`)
  }
  return 'failed'
}
