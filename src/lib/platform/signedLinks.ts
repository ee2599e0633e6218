import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * A customer's link to one document: `<id>.<revision>[.<send>].<expiry, unix seconds>.<HMAC-SHA256>`, keyed by the
 * server's secret and the link's purpose (a quote link never opens a review form). Changing any part breaks the
 * signature. A quote's link also names the send it was made for (`linkSerial`): sending again retires it. Links
 * made before sends were numbered have no such part and count as send 0. It is only ever e-mailed.
 */
export type LinkPurpose = 'quote' | 'review' | 'privacy-confirm' | 'privacy-copy'

const sign = (secret: string, purpose: LinkPurpose, payload: string) =>
  createHmac('sha256', `${purpose}-link:${secret}`).update(payload).digest('base64url')

export function linkToken(
  secret: string,
  purpose: LinkPurpose,
  id: number | string,
  revision: number,
  expiresAt: Date,
  serial?: number,
): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  const body = serial ? `${id}.${revision}.${serial}.${expires}` : `${id}.${revision}.${expires}`
  return `${body}.${sign(secret, purpose, body)}`
}

export type LinkCheck =
  { ok: true; id: string; revision: number; serial: number } | { ok: false; reason: 'invalid' | 'expired' }

export function readLinkToken(secret: string, purpose: LinkPurpose, token: string, now = new Date()): LinkCheck {
  const match = /^(\d{1,12})\.(\d{1,6})\.(?:([1-9]\d{0,5})\.)?(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, id, revision, serial, exp, given] = match
  const body = serial ? `${id}.${revision}.${serial}.${exp}` : `${id}.${revision}.${exp}`
  const expected = Buffer.from(sign(secret, purpose, body))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' }
  if (Number(exp) * 1000 < now.getTime()) return { ok: false, reason: 'expired' }
  return { ok: true, id, revision: Number(revision), serial: Number(serial ?? 0) }
}
