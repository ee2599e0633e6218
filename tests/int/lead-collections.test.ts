import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { SINGLE_LINE_MESSAGE } from '@/lib/validation/common'
import { getTestPayload, userFor } from '../support/int/payload'
import { testData, type TestData } from '../support/int/testData'

/**
 * Leads entered through Payload itself (staff taking a booking on the phone in /admin): allowed for staff, held
 * to the same field rules as the site's forms (the collections' validate functions use the forms' zod rules).
 */
let payload: Payload
let staff: Awaited<ReturnType<typeof userFor>>

beforeAll(async () => {
  payload = await getTestPayload()
  staff = await userFor(payload, 'staff')
})

const context = { skipNotifications: true }

/** The field → message map of a refused create, or null when it was stored. */
async function refusal<S extends 'measuring-appointments' | 'quote-requests'>(collection: S, data: TestData<S>) {
  try {
    await payload.create({ collection, data: testData(collection, data), overrideAccess: false, user: staff, context })
    return null
  } catch (error) {
    const errors = (error as { data?: { errors?: { path: string; message: string }[] } }).data?.errors
    if (!errors) throw error
    return Object.fromEntries(errors.map((e) => [e.path, e.message]))
  }
}

describe('staff enter a lead through Payload', () => {
  it('a phoned-in booking is stored, normalised as the endpoint would store it', async () => {
    const doc = await payload.create({
      collection: 'measuring-appointments',
      data: testData('measuring-appointments', {
        customerName: '  Phoned In  ',
        customerPhone: ' 0121 496 0444 ',
        customerEmail: 'Phoned.In@Example.com ',
        address: '4 Telephone Row, Kings Heath',
        postcode: 'b14 7aa',
        scheduledTime: 'morning',
        notes: 'Called at 9am.\nPrefers mornings.',
      }),
      overrideAccess: false,
      user: staff,
      context,
    })
    const stored = await payload.findByID({ collection: 'measuring-appointments', id: doc.id, overrideAccess: true })
    expect(stored.customerName).toBe('Phoned In')
    expect(stored.customerPhone).toBe('0121 496 0444')
    expect(stored.postcode).toBe('B14 7AA')
    expect(stored.notes).toBe('Called at 9am.\nPrefers mornings.')
  })

  it('a phone, e-mail or postcode the forms would refuse is refused with the forms’ message', async () => {
    const errors = await refusal('quote-requests', {
      firstName: 'Q',
      lastName: 'Bypass',
      email: 'victim@',
      phone: '1',
      postcode: 'x',
    })
    expect(errors).toEqual({
      email: 'Please enter a valid e-mail address.',
      phone: 'Please enter a UK phone number, e.g. 0121 496 0123.',
      postcode: 'Please enter a UK postcode, e.g. B13 9XY.',
    })
    const appointment = await refusal('measuring-appointments', {
      customerName: 'A',
      customerPhone: '0121 496 0445',
      address: '1 A',
      postcode: 'B99 ZZZZ',
      scheduledTime: 'flexible',
    })
    expect(appointment).toMatchObject({
      customerName: 'Please enter your name (at least 2 characters).',
      address: 'Please enter your address (at least 5 characters).',
      postcode: 'Please enter a UK postcode, e.g. B13 9XY.',
    })
  })

  it('line breaks in single-line fields are refused; the message field keeps them', async () => {
    const errors = await refusal('quote-requests', {
      firstName: 'Eve\r\nBcc: victim@example.com',
      lastName: 'Smith',
      email: 'eve@example.com',
      phone: '0121\n496 0446',
      postcode: 'B13 9XY',
      address: '1 Line Road\r\nSolihull',
      message: 'Two lines\nare fine here',
    })
    expect(errors).toEqual({ firstName: SINGLE_LINE_MESSAGE, phone: SINGLE_LINE_MESSAGE, address: SINGLE_LINE_MESSAGE })
  })

  it('a booking without a postcode takes the one in its address; an address without one leaves it empty', async () => {
    const create = (address: string) =>
      payload.create({
        collection: 'measuring-appointments',
        data: testData('measuring-appointments', {
          customerName: 'No Postcode',
          customerPhone: '0121 496 0447',
          address,
          scheduledTime: 'flexible',
        }),
        overrideAccess: false,
        user: staff,
        context,
      })
    const filled = await create('12 Wake Green Road, Moseley, Birmingham B13 9PG')
    expect(filled.postcode).toBe('B13 9PG')
    const middle = await create('Flat 2, b147aa Kings Heath, Birmingham')
    expect(middle.postcode).toBe('B14 7AA')
    const none = await create('12 Wake Green Road, Moseley')
    expect(none.postcode ?? null).toBeNull()

    // Staff correcting the address later fills the postcode too.
    const updated = await payload.update({
      collection: 'measuring-appointments',
      id: none.id,
      data: { address: '12 Wake Green Road, Moseley B13 9PG' },
      overrideAccess: false,
      user: staff,
      context,
    })
    expect(updated.postcode).toBe('B13 9PG')
    // A postcode already stored stays when the address changes.
    const again = await payload.update({
      collection: 'measuring-appointments',
      id: filled.id,
      data: { address: '1 Other Road, Solihull B91 3QB' },
      overrideAccess: false,
      user: staff,
      context,
    })
    expect(again.postcode).toBe('B13 9PG')
  })

  it('an update is held to the same rules', async () => {
    const doc = await payload.create({
      collection: 'quote-requests',
      data: testData('quote-requests', {
        firstName: 'Upd',
        lastName: 'Ate',
        email: 'upd@example.com',
        phone: '07700 900222',
        postcode: 'B13 9XY',
      }),
      overrideAccess: true,
      context,
    })
    await expect(
      payload.update({
        collection: 'quote-requests',
        id: doc.id,
        data: { phone: '12' },
        overrideAccess: false,
        user: staff,
      }),
    ).rejects.toMatchObject({ data: { errors: [{ path: 'phone' }] } })
    const stored = await payload.findByID({ collection: 'quote-requests', id: doc.id, overrideAccess: true })
    expect(stored.phone).toBe('07700 900222')
  })
})
