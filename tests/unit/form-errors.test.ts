import { describe, expect, it } from 'vitest'

import { formPagePath, openFormErrors, sealFormErrors } from '@/lib/leads/formErrors'

describe('field messages carried to the no-JavaScript error page', () => {
  const secret = 'unit-secret-0123456789'

  it('opens what this server sealed', () => {
    const fields = {
      phone: 'Please enter a UK phone number, e.g. 0121 496 0123.',
      postcode: 'Please enter a postcode.',
    }
    expect(openFormErrors(secret, sealFormErrors(secret, fields))).toEqual(fields)
  })

  it('refuses text changed or written by hand, and another server’s seal', () => {
    const sealed = sealFormErrors(secret, { phone: 'Please enter a UK phone number.' })
    const [, sig] = sealed.split('.')
    const forged = `${Buffer.from(JSON.stringify({ phone: 'Call 0900 000 000' })).toString('base64url')}.${sig}`
    expect(openFormErrors(secret, forged)).toBeNull()
    expect(openFormErrors('another-secret-0123456', sealed)).toBeNull()
    expect(openFormErrors(secret, 'nonsense')).toBeNull()
    expect(openFormErrors(secret, undefined)).toBeNull()
  })

  it('sends "Back to the form" only to a page of this site', () => {
    expect(formPagePath('/areas/moseley')).toBe('/areas/moseley')
    expect(formPagePath('//evil.example')).toBe('/book')
    expect(formPagePath('https://evil.example')).toBe('/book')
    expect(formPagePath(undefined)).toBe('/book')
  })
})
