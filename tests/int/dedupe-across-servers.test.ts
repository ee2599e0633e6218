import config from '@payload-config'
import { getPayload, type Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { submitLead } from '@/lib/leads/submit'
import { getTestPayload } from '../support/int/payload'

/**
 * Two servers given the same details store one lead: two separate Payload instances (each with its own connection
 * pool, as two processes would have) run the lead pipeline at the same moment against the one database.
 */
let serverA: Payload
let serverB: Payload
let ip = 0

const request = (body: unknown) =>
  new Request('http://localhost/api/measuring-appointment', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(++ip >> 8) & 255}.${ip & 255}` },
    body: JSON.stringify(body),
  })

const appointment = (name: string) => ({
  customerName: name,
  customerEmail: 'same.details@example.com',
  customerPhone: '0121 496 0999',
  address: '3 Example Road, Harborne',
  postcode: 'B13 9XY',
  scheduledTime: 'morning',
  windowCount: '3-5',
  blindType: 'basswood',
  notes: 'Two windows',
})

beforeAll(async () => {
  serverA = await getTestPayload()
  serverB = await getPayload({ config, key: 'second-server' })
  expect(serverB).not.toBe(serverA)
  expect(serverB.db.pool).not.toBe(serverA.db.pool)
})

afterAll(async () => {
  await serverB?.destroy().catch(() => {})
})

const countNamed = async (name: string) =>
  (
    await serverA.count({
      collection: 'measuring-appointments',
      where: { customerName: { equals: name } },
      overrideAccess: true,
    })
  ).totalDocs

describe('the same details sent to two servers at once', () => {
  it('store one lead; the other answer points to it', async () => {
    for (let round = 0; round < 6; round++) {
      const name = `Two Servers ${round} ${Date.now()}`
      const body = appointment(name)
      // Each request carries its own idempotency key, as two browser tabs would.
      const [a, b] = await Promise.all([
        submitLead(serverA, 'appointment', request({ ...body, idempotencyKey: crypto.randomUUID() })),
        submitLead(serverB, 'appointment', request({ ...body, idempotencyKey: crypto.randomUUID() })),
      ])
      expect([a.status, b.status].sort(), JSON.stringify([a.body, b.body])).toEqual([200, 201])
      expect(a.body.id).toBe(b.body.id)
      expect(await countNamed(name)).toBe(1)
    }
  })

  it('still stores different details from both servers', async () => {
    const stamp = Date.now()
    const [a, b] = await Promise.all([
      submitLead(serverA, 'appointment', request(appointment(`Server A ${stamp}`))),
      submitLead(serverB, 'appointment', request(appointment(`Server B ${stamp}`))),
    ])
    expect([a.status, b.status]).toEqual([201, 201])
    expect(a.body.id).not.toBe(b.body.id)
  })
})
