import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { seededBlinds } from '../support/int/products'
import { testData, type TestData } from '../support/int/testData'

/**
 * One truth about what can be ordered on the paths that store windows besides the lead endpoints: /admin saves
 * (the local API, as the admin's form runs it) and REST, for a booking's windows and a quote's lines.
 */
let payload: Payload
let token: string
let faux: { id: number; name: string }
let wooden: { id: number; name: string }

const appointment = (windows: TestData<'measuring-appointments'>['windows']) => ({
  customerName: 'Chosen Windows',
  customerPhone: '0121 496 0990',
  address: '10 Estimate Road, Moseley',
  postcode: 'B13 8AC',
  scheduledTime: 'morning' as const,
  status: 'completed' as const,
  windows,
})

/** The field message a refused save carries (the error's own message only names the field). */
async function refusal(save: Promise<unknown>): Promise<string> {
  const error = (await save.then(
    () => null,
    (e: unknown) => e,
  )) as { data?: { errors?: { message: string }[] } } | null
  return error?.data?.errors?.map((e) => e.message).join(' ') ?? 'saved'
}

beforeAll(async () => {
  payload = await getTestPayload()
  ;({ faux, wooden } = await seededBlinds(payload))
  token = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.71')
})

describe("a booking's windows saved in /admin or through REST", () => {
  it('refuse a finish of another blind, naming it', async () => {
    expect(
      await refusal(
        payload.create({
          collection: 'measuring-appointments',
          data: testData(
            'measuring-appointments',
            appointment([{ product: wooden.name, finish: 'Sterling', width: 60, drop: 100 }]),
          ),
          overrideAccess: true,
          context: { skipNotifications: true },
        }),
      ),
    ).toMatch(/Window 1: "Sterling" is not a finish of Real Wood Venetian Blinds/)
  })

  it('refuse an option twice and a room with an amount, through REST', async () => {
    const twice = await callRest('POST', '/api/cms/measuring-appointments', {
      token,
      ip: '192.0.2.72',
      body: appointment([
        { product: wooden.name, options: 'Decorative tapes, Decorative tapes', width: 60, drop: 100 },
      ]),
    })
    expect(twice.status).toBe(400)
    expect(await twice.text()).toContain('Window 1: Decorative tapes is chosen more than once.')
    const money = await callRest('POST', '/api/cms/measuring-appointments', {
      token,
      ip: '192.0.2.72',
      body: appointment([{ room: 'Kitchen Total: £1', product: faux.name, width: 60, drop: 100 }]),
    })
    expect(money.status).toBe(400)
    expect(await money.text()).toContain('without prices or amounts')
  })

  it("take the blind's own finish and options", async () => {
    const doc = await payload.create({
      collection: 'measuring-appointments',
      data: testData(
        'measuring-appointments',
        appointment([
          {
            room: 'Kitchen',
            product: wooden.name,
            finish: 'Oxford',
            options: 'Decorative tapes',
            width: 60,
            drop: 100,
          },
        ]),
      ),
      overrideAccess: true,
      context: { skipNotifications: true },
    })
    expect(doc.windows).toHaveLength(1)
  })
})

describe("a quote's lines", () => {
  it('refuse an option the blind does not have, a repeated option and a foreign finish', async () => {
    const line = { widthMm: 600, dropMm: 1000, safetyDevice: 'cleat' as const, adjustmentPence: 0 }
    const create = (l: Record<string, unknown>) =>
      payload.create({
        collection: 'quotes',
        data: testData('quotes', { status: 'draft', customerName: 'Quoted Choices', lines: [{ ...line, ...l }] }),
        overrideAccess: true,
      })
    expect(await refusal(create({ product: faux.id, options: ['electric'] }))).toMatch(
      /Window 1: "electric" is not an option of Faux Wood Venetian Blinds/,
    )
    expect(await refusal(create({ product: wooden.id, options: ['tapes', 'tapes'] }))).toMatch(
      /Window 1: Decorative tapes is chosen more than once/,
    )
    expect(await refusal(create({ product: faux.id, finish: 'Oxford' }))).toMatch(
      /Window 1: "Oxford" is not a finish of Faux Wood Venetian Blinds/,
    )
    const ok = await create({ product: wooden.id, finish: 'Oxford', options: ['tapes'] })
    expect(ok.lines?.[0].gridPence).toBeGreaterThan(0)
  })
})
