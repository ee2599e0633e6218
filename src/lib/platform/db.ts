import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { fieldOf } from './narrow'

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

/**
 * Postgres errors by what the caller does about them, read from the error's SQLSTATE (or its cause's, as Payload and
 * drizzle wrap the driver's error) and the driver's connection errors.
 */
const codeOf = (error: unknown): string => {
  const code = fieldOf(error, 'code') ?? fieldOf(fieldOf(error, 'cause'), 'code')
  return typeof code === 'string' ? code : ''
}

/** The database cannot be reached or is shutting down: the caller answers "try again", never a bug. */
export function isDatabaseDown(error: unknown): boolean {
  const message = String(fieldOf(error, 'message') ?? '')
  return (
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '57P01', '57P03', '53300', '08006', '08001'].includes(codeOf(error)) ||
    /connect|terminat|Connection|timeout/i.test(message)
  )
}

/** A unique index refused the row (23505): the same thing was stored already. */
export function isUniqueViolation(error: unknown): boolean {
  return fieldOf(error, 'code') === '23505' || fieldOf(fieldOf(error, 'cause'), 'code') === '23505'
}

/**
 * A unique field refused the write: Payload's own ValidationError naming the field (its pre-check), or the driver's
 * 23505 (two writes at once both passed that check).
 */
export function isDuplicateOf(error: unknown, field: string): boolean {
  const errors = fieldOf(fieldOf(error, 'data'), 'errors')
  return isUniqueViolation(error) || (Array.isArray(errors) && errors.some((x) => fieldOf(x, 'path') === field))
}
