import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The customer's manage link: `<appointment id>.<expiry, unix seconds>.<HMAC-SHA256>` keyed by the server's secret.
 * It is only ever e-mailed; a changed id or expiry breaks the signature, so a link can open its own booking and
 * no other, and only until it expires.
 */
const sign = (secret: string, id: string, expires: number) =>
  createHmac('sha256', `manage-visit:${secret}`).update(`${id}.${expires}`).digest('base64url')

export function manageToken(secret: string, id: number | string, expiresAt: Date): string {
  const expires = Math.floor(expiresAt.getTime() / 1000)
  return `${id}.${expires}.${sign(secret, String(id), expires)}`
}

/**
 * An expired link still names its appointment (its signature is good): the manage page keeps it working while the
 * visit it manages has not yet ended, so moving a visit later never kills the first e-mail's link early.
 */
export type TokenCheck =
  { ok: true; id: string } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'expired'; id: string }

export function readManageToken(secret: string, token: string, now = new Date()): TokenCheck {
  const match = /^(\d{1,12})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token)
  if (!match) return { ok: false, reason: 'invalid' }
  const [, id, exp, given] = match
  const expected = Buffer.from(sign(secret, id, Number(exp)))
  const actual = Buffer.from(given)
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return { ok: false, reason: 'invalid' }
  if (Number(exp) * 1000 < now.getTime()) return { ok: false, reason: 'expired', id }
  return { ok: true, id }
}
