import { RateLimiterPostgres } from 'rate-limiter-flexible'

/**
 * Rate limits shared by every server of a deployment: counters live in Postgres (Payload's own pool), in a schema
 * of their own so Payload's development schema push never sees the tables and never proposes dropping them.
 */
export const RATE_LIMIT_SCHEMA = 'rate_limits'

const limiters = new Map<string, Promise<RateLimiterPostgres>>()

/** The limiter called `name` (one table each), created on first use; a failed creation is retried on the next call. */
export function getLimiter(name: string, opts: { points: number; duration: number }): Promise<RateLimiterPostgres> {
  const key = `${name}:${opts.points}:${opts.duration}`
  let limiter = limiters.get(key)
  if (!limiter) {
    limiter = createLimiter(name, opts)
    limiters.set(key, limiter)
    limiter.catch(() => limiters.delete(key))
  }
  return limiter
}

async function createLimiter(name: string, opts: { points: number; duration: number }): Promise<RateLimiterPostgres> {
  // Imported when first needed: collection hooks use limiters, and the Payload config imports the collections.
  const { getPayloadClient } = await import('@/lib/cms/payload')
  const payload = await getPayloadClient()
  const pool = payload.db.pool
  try {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS "${RATE_LIMIT_SCHEMA}"`)
  } catch (error) {
    // Two servers creating the schema at the same moment: the other one won.
    if ((error as { code?: string }).code !== '23505') throw error
  }
  const table = name.toLowerCase().replace(/[^a-z0-9_]/g, '_')
  return new Promise((resolve, reject) => {
    const limiter: RateLimiterPostgres = new RateLimiterPostgres(
      {
        storeClient: pool,
        storeType: 'pool',
        schemaName: RATE_LIMIT_SCHEMA,
        tableName: table,
        keyPrefix: table,
        points: opts.points,
        duration: opts.duration,
      },
      (error?: Error) => (error ? reject(error) : resolve(limiter)),
    )
  })
}
