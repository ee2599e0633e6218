import { createHash } from 'node:crypto'
import { addDataAndFileToRequest, headersWithCors, type Endpoint, type PayloadHandler } from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { addressKey, clientAddress } from '@/lib/platform/clientAddress'
import { getLimiter } from '@/lib/platform/rateLimit'

/**
 * POST /api/cms/users/forgot-password, in place of Payload's own (a collection's own endpoints come first):
 * - limited per client address in the shared Postgres limiter, as sign-in is (429 past it);
 * - answered at once, with Payload's own success answer, whether or not the account exists: the lookup, the
 *   reset token and the e-mail happen after the answer, so neither the answer nor its time tells which accounts exist;
 * - each account receives at most RESET_MAIL_LIMIT reset e-mails an hour; beyond that a request is answered the same
 *   and sends nothing (the caller is not told).
 */
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export const RESET_REQUEST_LIMIT = {
  points: positive(process.env.RESET_RATE_LIMIT, 5), // reset requests…
  duration: positive(process.env.RESET_RATE_WINDOW_SECONDS, 15 * 60), // …per client address per 15 minutes
}
export const RESET_MAIL_LIMIT = { points: 3, duration: 60 * 60 } // reset e-mails per account per hour

const perClient = getLimiter('reset-requests', RESET_REQUEST_LIMIT)
const perAccount = getLimiter('reset-mails', RESET_MAIL_LIMIT)

export const tooManyResetsMessage = (minutes: number) =>
  `Too many password reset requests from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`

/** The name the reset looks up, as Payload's reset matches it: e-mail, else username, lower-cased and trimmed. */
function resetName(data: Record<string, unknown>): { email?: string; username?: string } | null {
  const email = typeof data.email === 'string' ? data.email.toLowerCase().trim() : ''
  const username = typeof data.username === 'string' ? data.username.toLowerCase().trim() : ''
  if (email) return { email }
  if (username) return { username }
  return null
}

/** Work started after an answer, so a test can wait for it (never awaited by the request). */
export const pendingResets = new Set<Promise<void>>()

const handler: PayloadHandler = async (req) => {
  const headers = headersWithCors({ headers: new Headers({ 'Cache-Control': 'no-store' }), req })
  try {
    await perClient.consume(req.payload, addressKey(clientAddress({ headers: req.headers })))
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    headers.set('Retry-After', String(seconds))
    const message = tooManyResetsMessage(Math.ceil(seconds / 60))
    return Response.json({ errors: [{ message }] }, { status: 429, headers })
  }
  await addDataAndFileToRequest(req)
  const name = resetName(req.data ?? {})
  if (!name) return Response.json({ errors: [{ message: 'Missing username or email.' }] }, { status: 400, headers })

  const { payload } = req
  const work = (async () => {
    const account = createHash('sha256').update(JSON.stringify(name)).digest('hex')
    if (!(await perAccount.take(payload, account))) return
    await payload.forgotPassword({ collection: 'users', data: name as { email: string } })
  })()
    .catch((error: unknown) => payload.logger.error({ err: error, msg: 'Password reset failed' }))
    .finally(() => pendingResets.delete(work))
  pendingResets.add(work)
  return Response.json({ message: req.t('general:success') }, { status: 200, headers })
}

export const forgotPasswordEndpoint: Endpoint = { path: '/forgot-password', method: 'post', handler }
