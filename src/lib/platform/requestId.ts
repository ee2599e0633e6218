/** The largest id a record can have: Payload's ids here are Postgres `serial` columns (a 4-byte integer). */
export const MAX_RECORD_ID = 2_147_483_647

/**
 * A record's id as a request names it (a JSON number, a form field, a path segment, a query parameter): a positive
 * safe integer no larger than an id column holds, given as a number or as its decimal digits; null for anything
 * else (`1e20`, `1.5`, `-3`, `0`, `0x1f`, ` 7`, a number past Number.MAX_SAFE_INTEGER or past MAX_RECORD_ID). A
 * caller answers null with its 400 (or its 404 where a missing record is the contract) and never hands the value to
 * the database, which would fail on it with a server error.
 */
export function requestId(value: unknown): number | null {
  const n =
    typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,16}$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 && n <= MAX_RECORD_ID ? n : null
}
