import { type PostgresAdapter, sql } from '@payloadcms/db-postgres'
import type { Payload, PayloadRequest } from 'payload'

import { postgresOf } from './db'

/** A request bound to a transaction: pass it to every Payload call that belongs in the transaction. */
export type TransactionReq = Partial<PayloadRequest> & { transactionID: string | number }

/**
 * One open transaction, handed down to the helpers that work inside it so none fetches the adapter again: the
 * Payload it runs on, the request bound to it (for Payload calls), its drizzle handle (for the site's own SQL) and
 * its advisory locks.
 */
export type Transaction = {
  payload: Payload
  req: TransactionReq
  db: PostgresAdapter['sessions'][string]['db']
  /**
   * Waits for the transaction-scoped advisory lock of each key (`pg_advisory_xact_lock(hashtext(key))`), taken one
   * at a time in sorted order so two transactions never wait on each other in a circle; held until the transaction
   * ends. Re-entrant within one transaction.
   */
  lock: (...keys: string[]) => Promise<void>
}

/** The transaction a request already runs in (a hook's `req`, a caller's), as a `Transaction`. */
export function transactionOf(payload: Payload, req: TransactionReq): Transaction {
  const db = postgresOf(payload).sessions[req.transactionID].db
  return {
    payload,
    req,
    db,
    lock: async (...keys) => {
      for (const key of [...keys].sort()) await db.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    },
  }
}

/**
 * Opens a transaction, takes the advisory lock of each key (see `Transaction.lock`) and runs `work` in it, handing
 * the transaction down. The transaction commits when `work` returns, unless `keep` says the result is not to be kept
 * (then it rolls back and the result is still returned); anything thrown rolls it back and is thrown again.
 * `purpose` names the work in the error thrown when the database has no transactions ("booking needs …").
 */
export async function inLockedTransaction<T>(
  payload: Payload,
  purpose: string,
  keys: string | string[],
  work: (t: Transaction) => Promise<T>,
  options: { keep?: (result: T) => boolean } = {},
): Promise<T> {
  const adapter = postgresOf(payload)
  const transactionID = await adapter.beginTransaction()
  if (!transactionID) throw new Error(`${purpose} needs database transactions`)
  const t = transactionOf(payload, { transactionID })
  try {
    await t.lock(...(Array.isArray(keys) ? keys : [keys]))
    const result = await work(t)
    if (options.keep && !options.keep(result)) await adapter.rollbackTransaction(transactionID)
    else await adapter.commitTransaction(transactionID)
    return result
  } catch (error) {
    await adapter.rollbackTransaction(transactionID).catch(() => {})
    throw error
  }
}
