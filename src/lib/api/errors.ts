import type { AfterErrorHook } from 'payload'

import { fieldOf, errorMessage, errorStatus } from '@/lib/platform/narrow'

/**
 * Errors the CMS API answers as the client's mistake (400) or as a passing outage (503) rather than as a 500:
 * a value the database cannot read as its column's type (a word where a number or an option is expected, a
 * negative page) and a database that cannot be reached. Answers carry a short message
 * and never a stack trace.
 */
export interface KnownError {
  status: 400 | 503
  message: string
}

export const API_MESSAGES = {
  invalidValue: 'The request contains a value that is not valid here.',
  unavailable: 'The service is temporarily unavailable. Please try again in a minute.',
}

/** How long a client should wait before retrying after a 503. */
export const RETRY_AFTER_SECONDS = 30

// Postgres data exceptions a query value can cause: invalid text for the type (numbers, enums, uuids), numbers
// out of range, malformed dates, negative LIMIT/OFFSET, invalid parameters.
const INVALID_VALUE_CODES = new Set(['22P02', '22003', '22007', '22008', '2201W', '2201X', '22023'])

// Connection failures (Node and Postgres codes) and a server that is shutting down, starting or full.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '53300',
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Cannot use a pool after calling end/i

/** The error and the errors it wraps (Drizzle's `cause`, AggregateError's `errors`, GraphQL's `originalError`). */
function* chain(error: unknown, depth = 0): Generator<object> {
  if (!error || typeof error !== 'object' || depth > 6) return
  yield error
  yield* chain(fieldOf(error, 'cause'), depth + 1)
  yield* chain(fieldOf(error, 'originalError'), depth + 1)
  const errors = fieldOf(error, 'errors')
  if (Array.isArray(errors)) for (const inner of errors) yield* chain(inner, depth + 1)
}

export function classifyError(error: unknown): KnownError | null {
  let invalid = false
  for (const e of chain(error)) {
    const raw = fieldOf(e, 'code')
    const code = typeof raw === 'string' ? raw : ''
    const message = errorMessage(e) ?? ''
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_MESSAGES.test(message)) {
      return { status: 503, message: API_MESSAGES.unavailable }
    }
    if (INVALID_VALUE_CODES.has(code)) invalid = true
  }
  if (invalid) return { status: 400, message: API_MESSAGES.invalidValue }
  return null
}

/** A 4xx error raised on purpose (Payload's APIError and its kin carry their status). */
function clientErrorOf(error: unknown): { status: number; message: string } | null {
  const status = errorStatus(error)
  if (status !== undefined && status >= 400 && status < 500)
    return { status, message: errorMessage(error) || 'Bad request.' }
  return null
}

/** The answer for an error that escaped a route handler: its own 4xx, a known 400/503, or a bare 500. */
export function errorResponse(error: unknown): Response {
  const known = clientErrorOf(error) ?? classifyError(error)
  const status = known?.status ?? 500
  if (status === 500) console.error('[api] unhandled error', error)
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (status === 503) headers['Retry-After'] = String(RETRY_AFTER_SECONDS)
  return Response.json({ errors: [{ message: known?.message ?? 'Something went wrong.' }] }, { status, headers })
}

/** Wraps a route handler so an error it throws is answered by `errorResponse` instead of the framework's 500. */
export function withErrorResponses<A extends unknown[]>(
  handler: (request: Request, ...rest: A) => Promise<Response>,
): (request: Request, ...rest: A) => Promise<Response> {
  return async (request, ...rest) => {
    try {
      const response = await handler(request, ...rest)
      // Payload answers a route it does not have (e.g. a collection without REST endpoints) 501: that is a 404.
      if (response.status === 501) return Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 })
      return response
    } catch (error) {
      return errorResponse(error)
    }
  }
}

/**
 * A change refused on purpose (a public 4xx APIError without field data, e.g. a quote's refused move): its own
 * message. Payload's formatter names such an error by its class name, which the production build minifies away,
 * and then answers "An unknown error occurred."; this keeps the reason in the API's answer and the admin's toast.
 */
function refusalOf(error: unknown): { status: number; message: string } | null {
  if (fieldOf(error, 'isPublic') !== true || fieldOf(error, 'data')) return null
  const status = errorStatus(error)
  if (status === undefined || status < 400 || status >= 500) return null
  const message = errorMessage(error)
  return message ? { status, message } : null
}

/**
 * Payload's error hook: REST answers (and GraphQL error entries) for known errors get their 400/503 status and
 * message instead of "Something went wrong." with a 500.
 */
export const mapKnownErrors: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const known = classifyError(error) ?? refusalOf(error)
  if (!known) return
  if (known.status === 503 && req) {
    req.responseHeaders ??= new Headers()
    req.responseHeaders.set('Retry-After', String(RETRY_AFTER_SECONDS))
  }
  return {
    status: known.status,
    response: { errors: [{ message: known.message }] },
    graphqlResult: graphqlResult
      ? {
          ...graphqlResult,
          message: known.message,
          extensions: { ...graphqlResult.extensions, statusCode: known.status },
        }
      : undefined,
  }
}
