import crypto, { createHash, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'
import {
  APIError,
  AuthenticationError,
  type CollectionAfterLoginHook,
  type CollectionBeforeOperationHook,
  type CollectionSlug,
  type PayloadRequest,
} from 'payload'
import { RateLimiterRes } from 'rate-limiter-flexible'

import { addressKey, clientAddress } from '@/lib/platform/clientAddress'
import { getLimiter } from '@/lib/platform/rateLimit'
import type { User } from '@/payload-types'

/**
 * Sign-in protection without a per-account lockout (which lets anyone lock the owner out with a few wrong
 * passwords):
 * - sign-in attempts are counted per client address in the shared Postgres limiter; a successful one is given back,
 *   so the count is of failures. Past the limit that address gets 429 until the window ends, while every other
 *   address, the owner's included, signs in as usual;
 * - an unknown username or e-mail gets exactly the answer of a wrong password, after the same password-hash work,
 *   so neither the message, the status nor the time tells which accounts exist.
 */
const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

export const LOGIN_LIMIT = {
  points: positive(process.env.LOGIN_RATE_LIMIT, 10), // failed sign-ins…
  duration: positive(process.env.LOGIN_RATE_WINDOW_SECONDS, 15 * 60), // …per address per 15 minutes
}

/** The 429 answer. Payload logs errors by name, set here because production builds shorten class names. */
export class TooManyLoginAttempts extends APIError {
  constructor(message: string) {
    super(message, 429, null, true)
    this.name = 'TooManyLoginAttempts'
  }
}

export const tooManyLoginsMessage = (minutes: number) =>
  `Too many failed sign-in attempts from your connection. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`

const loginFailures = getLimiter('login-failures', LOGIN_LIMIT)

function requestAddress(req: PayloadRequest): string {
  return addressKey(clientAddress({ headers: req.headers }))
}

// Payload's password hashing (pbkdf2-sha256, 600,000 iterations, 32-byte key, 32-byte hex salt): the decoy check for
// an unknown account costs what checking a real one does.
const HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256', saltBytes: 32 } as const

async function decoyPasswordCheck(password: string): Promise<void> {
  const salt = randomBytes(HASH.saltBytes).toString('hex')
  // crypto.pbkdf2 looked up when called, as Payload's check does: tests/int/login.test.ts counts the hash work of both.
  await promisify(crypto.pbkdf2)(password, salt, HASH.iterations, HASH.keyLength, HASH.digest)
}

/** The name the login looks up, as Payload's login matches it: the username, else the e-mail, lower-cased and trimmed. */
function loginName(data: Record<string, unknown>): string | null {
  for (const value of [data.username, data.email]) {
    if (typeof value === 'string' && value.trim()) return value.toLowerCase().trim()
  }
  return null
}

async function refuseUnknownAccount(data: Record<string, unknown>, collection: CollectionSlug, req: PayloadRequest) {
  const name = loginName(data)
  const password = data.password
  // Missing fields are Payload's to answer (400), the same for every account.
  if (!name || typeof password !== 'string' || !password.trim()) return
  const user = await req.payload.db.findOne({
    collection,
    req,
    where: { or: [{ username: { equals: name } }, { email: { equals: name } }] },
  })
  if (user) return
  await decoyPasswordCheck(password)
  // The very error Payload raises for a wrong password.
  throw new AuthenticationError(req.t)
}

export const limitLoginAttempts: CollectionBeforeOperationHook = async ({ args, collection, operation, req }) => {
  if (operation !== 'login') return args
  const key = requestAddress(req)
  try {
    await loginFailures.consume(req.payload, key)
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection
    const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
    if (rejection.consumedPoints === LOGIN_LIMIT.points + 1) {
      req.payload.logger.warn(
        // The client address is personal data: the log names it by a short hash, enough to tell blocks apart.
        `Sign-ins from client ${createHash('sha256').update(key).digest('hex').slice(0, 12)} blocked for ${seconds} s after ${LOGIN_LIMIT.points} failures`,
      )
    }
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', String(seconds))
    throw new TooManyLoginAttempts(tooManyLoginsMessage(Math.ceil(seconds / 60)))
  }
  req.context.loginAttemptKey = key
  await refuseUnknownAccount(args.data ?? {}, collection.slug, req)
  return args
}

/** A successful sign-in does not count against its address. */
export const refundLoginAttempt: CollectionAfterLoginHook<User> = async ({ req, user }) => {
  const key = req.context.loginAttemptKey
  if (typeof key === 'string') await loginFailures.reward(req.payload, key)
  return user
}
