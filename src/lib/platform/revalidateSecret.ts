import { createHash } from 'node:crypto'

/** The shared secret for POST /api/revalidate, derived from PAYLOAD_SECRET so no extra variable is needed. */
export function revalidateSecret(payloadSecret: string): string {
  return createHash('sha256').update(`revalidate:${payloadSecret}`).digest('hex')
}
