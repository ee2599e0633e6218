import { describe, expect, it } from 'vitest'

import { classifyError } from '@/lib/api/errors'

/** Which errors the CMS API answers 400 (a value the database cannot use) or 503 (the database unreachable). */
describe('classifyError', () => {
  const wrapped = (cause: object) => Object.assign(new Error('Failed query: select 1'), { cause })

  it('reads Postgres data errors as the client’s mistake', () => {
    expect(
      classifyError(wrapped({ code: '22P02', message: 'invalid input syntax for type integer: "NaN"' }))?.status,
    ).toBe(400)
    expect(classifyError(wrapped({ code: '2201X', message: 'OFFSET must not be negative' }))?.status).toBe(400)
  })

  it('reads an unreachable database as a passing outage', () => {
    expect(
      classifyError(wrapped(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })))
        ?.status,
    ).toBe(503)
    expect(
      classifyError(wrapped(new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })])))?.status,
    ).toBe(503)
    expect(
      classifyError(wrapped({ code: '57P01', message: 'terminating connection due to administrator command' }))?.status,
    ).toBe(503)
    expect(classifyError(new Error('Connection terminated unexpectedly'))?.status).toBe(503)
  })

  it('leaves other errors alone', () => {
    expect(classifyError(new Error('boom'))).toBeNull()
    expect(classifyError(wrapped({ code: '23505', message: 'duplicate key' }))).toBeNull()
  })
})
