import { describe, expect, it } from 'vitest'

import { postcodeFromAddress } from '@/lib/validation/postcodeFromAddress'

/** The postcode inside a free-text address (the area pages' form asks only for the address). */
describe('postcodeFromAddress', () => {
  it('finds the postcode at the end, in the middle or alone, and formats it', () => {
    expect(postcodeFromAddress('12 Wake Green Road, Moseley, Birmingham B13 9PG')).toBe('B13 9PG')
    expect(postcodeFromAddress('12 Wake Green Road, B13 9PG, Moseley')).toBe('B13 9PG')
    expect(postcodeFromAddress('B13 9PG 12 Wake Green Road')).toBe('B13 9PG')
    expect(postcodeFromAddress('B13 9PG.')).toBe('B13 9PG')
    expect(postcodeFromAddress('SW1A 2AA')).toBe('SW1A 2AA')
  })

  it('accepts lower case, a missing space and extra spaces', () => {
    expect(postcodeFromAddress('12 wake green road, birmingham b13 9pg')).toBe('B13 9PG')
    expect(postcodeFromAddress('12 Wake Green Road, B139PG')).toBe('B13 9PG')
    expect(postcodeFromAddress('1 High Street, Solihull b913qb')).toBe('B91 3QB')
    expect(postcodeFromAddress('12 Wake Green Road, B13   9PG')).toBe('B13 9PG')
  })

  it('answers null when the address holds no valid postcode', () => {
    expect(postcodeFromAddress('12 Wake Green Road, Moseley, Birmingham')).toBeNull()
    expect(postcodeFromAddress('Flat 2B, 13 Church Road')).toBeNull()
    expect(postcodeFromAddress('Moseley B13')).toBeNull() // an outward code alone is not a postcode
    expect(postcodeFromAddress('12 Road, B13 9P')).toBeNull() // an inward code is a digit and two letters
    expect(postcodeFromAddress('Unit XB13 9PGX')).toBeNull() // postcode-shaped letters inside a longer word
    expect(postcodeFromAddress('')).toBeNull()
    expect(postcodeFromAddress(null)).toBeNull()
    expect(postcodeFromAddress(undefined)).toBeNull()
  })

  it('takes the last postcode when there are several (a postcode ends a UK address)', () => {
    expect(postcodeFromAddress('c/o SW1A 2AA, 12 Wake Green Road, Birmingham B13 9PG')).toBe('B13 9PG')
  })
})
