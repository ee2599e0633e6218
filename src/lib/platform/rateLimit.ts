import { createHash } from 'node:crypto'
import type { Payload } from 'payload'
import type { Pool } from 'pg'
import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible'

import { poolOf } from './db'

/**
 * Every rate limit of the site, kept in Postgres so it holds across several servers and restarts.
 * The counters live in their own schema, outside `public`: Payload's development schema push compares only
 * `public` with the collections, so it never offers to drop this table. The migrations create it
 * (`src/migrations/20261129_140000_run_time_tables.ts`).
 */
export const RATE_LIMIT_SCHEMA = 'rate_limits'
export const RATE_LIMIT_TABLE = 'counters'

export interface LimiterOptions {
  /** How many points (requests, e-mails, attempts) a key may spend… */
  points: number
  /** …per this many seconds. */
  duration: number
}

export interface Limiter {
  readonly name: string
  readonly options: LimiterOptions
  /**
   * Spends points for a key: true while the key is within its limit, false once it is over.
   * Throws when the store cannot be reached, so each caller decides whether to fail open or closed.
   */
  take(payload: Payload, key: string, points?: number): Promise<boolean>
  /** rate-limiter-flexible's own contract: resolves within the limit, rejects with a RateLimiterRes over it. */
  consume(payload: Payload, key: string, points?: number): Promise<RateLimiterRes>
  /** What the key has spent in the current window, or null when nothing. */
  get(payload: Payload, key: string): Promise<RateLimiterRes | null>
  /** Gives points back to a key (e.g. a sign-in that succeeded, so only failures count). */
  reward(payload: Payload, key: string, points?: number): Promise<RateLimiterRes>
  /** Forgets a key. */
  delete(payload: Payload, key: string): Promise<boolean>
}

/** Keys are stored hashed: the table never holds visitors' addresses or e-mail addresses in clear. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('base64url')

/** The row key a limit stores for a key (rate-limiter-flexible's `prefix:key`), to find or forget one person's entry. */
export const storedKey = (name: string, key: string) => `${name}:${hashKey(key)}`

/**
 * A named limit on the connection pool of the Payload instance each call is given (the caller's `req.payload`).
 * Cheap to call at module level: nothing touches the database until the first key is checked.
 */
export function getLimiter(name: string, options: LimiterOptions): Limiter {
  if (!/^[a-z0-9-]+$/.test(name)) throw new Error(`rate limiter name must be kebab-case: ${name}`)
  if (!(options.points > 0) || !(options.duration > 0))
    throw new Error(`rate limiter ${name} needs positive points and duration`)
  const limiters = new WeakMap<Pool, RateLimiterPostgres>()

  async function limiter(payload: Payload): Promise<RateLimiterPostgres> {
    const pool = poolOf(payload)
    let instance = limiters.get(pool)
    if (!instance) {
      instance = new RateLimiterPostgres({
        storeClient: pool,
        storeType: 'pool',
        schemaName: RATE_LIMIT_SCHEMA,
        tableName: RATE_LIMIT_TABLE,
        tableCreated: true,
        keyPrefix: name,
        points: options.points,
        duration: options.duration,
      })
      limiters.set(pool, instance)
    }
    return instance
  }

  const consume = async (payload: Payload, key: string, points = 1) =>
    (await limiter(payload)).consume(hashKey(key), points)

  return {
    name,
    options,
    consume,
    async take(payload, key, points = 1) {
      try {
        await consume(payload, key, points)
        return true
      } catch (error) {
        if (error instanceof RateLimiterRes) return false
        throw error
      }
    },
    get: async (payload, key) => (await limiter(payload)).get(hashKey(key)),
    reward: async (payload, key, points = 1) => (await limiter(payload)).reward(hashKey(key), points),
    delete: async (payload, key) => (await limiter(payload)).delete(hashKey(key)),
  }
}
