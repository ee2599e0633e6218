import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

/**
 * Payload's database adapter as this site configures it (`postgresAdapter` in payload.config.ts): its connection
 * pool, drizzle and transaction sessions. The one place that narrows Payload's generic adapter type.
 */
export function postgresOf(payload: Payload): PostgresAdapter {
  const db = payload.db
  if (!isPostgres(db)) throw new Error(`Expected the Postgres adapter, found "${db.name}"`)
  return db
}

/** Payload's adapter names itself; `postgresAdapter` answers "postgres". */
const isPostgres = (db: Payload['db']): db is Payload['db'] & PostgresAdapter => db.name === 'postgres'

/** The connection pool Payload queries through, shared by the site's own tables (rate limits, de-duplication). */
export function poolOf(payload: Payload): Pool {
  return postgresOf(payload).pool
}
