import { describe, expect, it } from 'vitest'

import { errorMessage, errorStatus, fieldOf, firstFieldError, isOneOf } from '@/lib/platform/narrow'
import { relationId } from '@/lib/platform/relationId'

// The platform's checks that stand in for casts: each reads what a value has and nothing it lacks.
describe('narrowing helpers', () => {
  it('read a field of anything, undefined where there is none', () => {
    expect(fieldOf({ code: 'ENOENT' }, 'code')).toBe('ENOENT')
    expect(fieldOf(new Error('boom'), 'message')).toBe('boom')
    for (const value of [null, undefined, 'text', 42]) expect(fieldOf(value, 'code')).toBeUndefined()
  })

  it("read an error's status, message and first field error only when they have the expected type", () => {
    const refused = Object.assign(new Error('Invalid'), { status: 400, data: { errors: [{ message: 'Too wide' }] } })
    expect([errorStatus(refused), errorMessage(refused), firstFieldError(refused)]).toEqual([
      400,
      'Invalid',
      'Too wide',
    ])
    expect(errorStatus({ status: '400' })).toBeUndefined()
    expect(errorMessage({ message: 7 })).toBeUndefined()
    expect(firstFieldError({ data: { errors: [] } })).toBeUndefined()
  })

  it('tell a member of a list', () => {
    expect(isOneOf(['cm', 'mm'] as const, 'mm')).toBe(true)
    expect(isOneOf(['cm', 'mm'] as const, 'in')).toBe(false)
    expect(isOneOf([10, 20] as const, '10')).toBe(false)
  })

  it('read a relationship id populated or bare', () => {
    expect([relationId({ id: 7 }), relationId('7'), relationId(null), relationId('')]).toEqual([7, 7, null, null])
    expect(relationId({})).toBeNaN()
  })
})
