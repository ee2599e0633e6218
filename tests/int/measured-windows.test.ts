import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { runRetention } from '@/jobs/retention'
import { poolOf } from '@/lib/platform/db'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { erasePerson, findPerson, parseContact, picked } from '@/lib/privacy/person'
import type { Product } from '@/payload-types'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'

/**
 * Windows measured on a visit (collection `measured-windows`): staff only on every path, the blind's own finishes
 * and options only, on an open measuring visit, and gone with the appointment's personal data.
 */
let payload: Payload
let product: Product
let other: Product
const tag = `MW${Date.now().toString(36)}`
const newId = () => crypto.randomUUID()

async function appointment(data: Record<string, unknown> = {}) {
  return (
    await payload.create({
      collection: 'measuring-appointments',
      data: {
        customerName: `${tag} Customer`,
        customerPhone: '0121 496 0777',
        address: `3 ${tag} Road, Moseley`,
        postcode: 'B13 9ZZ',
        status: 'confirmed',
        scheduledDate: new Date().toISOString(),
        scheduledTime: 'morning',
        ...data,
      } as never,
      overrideAccess: true,
      depth: 0,
    })
  ).id
}

const windowData = (appointmentId: number, extra: Record<string, unknown> = {}) => ({
  clientId: newId(),
  appointment: appointmentId,
  position: 1,
  room: 'Kitchen',
  widthMm: 900,
  dropMm: 1200,
  fit: 'recess' as const,
  fixing: 'top' as const,
  controlSide: 'left' as const,
  product: product.id,
  finish: product.finishes[0]!.name,
  options: [],
  ...extra,
})

const rowsOf = async (appointmentId: number) =>
  (await poolOf(payload).query('select * from measured_windows where appointment_id = $1', [appointmentId])).rows

beforeAll(async () => {
  payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'products', depth: 0, limit: 10, overrideAccess: true })
  product = docs.find((p) => (p.options ?? []).length > 0) ?? docs[0]!
  other = docs.find((p) => p.id !== product.id)!
})

describe('measured windows: access', () => {
  it('owner and staff create, read, update and delete; anonymous does nothing (local API and REST)', async () => {
    const appointmentId = await appointment()
    for (const actor of ['owner', 'staff'] as const) {
      const user = await userFor(payload, actor)
      const made = await payload.create({
        collection: 'measured-windows',
        data: windowData(appointmentId),
        user,
        overrideAccess: false,
      })
      expect(made.measuredBy).toMatchObject({ id: user!.id })
      expect(made.measuredAt).toBeTruthy()
      const read = await payload.find({
        collection: 'measured-windows',
        where: { id: { equals: made.id } },
        user,
        overrideAccess: false,
      })
      expect(read.docs).toHaveLength(1)
      await payload.update({
        collection: 'measured-windows',
        id: made.id,
        data: { dropMm: 1300 },
        user,
        overrideAccess: false,
      })
      await payload.delete({ collection: 'measured-windows', id: made.id, user, overrideAccess: false })
    }
    const kept = await payload.create({
      collection: 'measured-windows',
      data: windowData(appointmentId),
      overrideAccess: true,
    })
    await expect(
      payload.create({ collection: 'measured-windows', data: windowData(appointmentId), overrideAccess: false }),
    ).rejects.toThrow()
    await expect(payload.find({ collection: 'measured-windows', overrideAccess: false })).rejects.toThrow(/not allowed/)

    expect((await callRest('GET', '/api/cms/measured-windows')).status).toBe(403)
    expect((await callRest('GET', `/api/cms/measured-windows/${kept.id}`)).status).toBe(403)
    expect((await callRest('POST', '/api/cms/measured-windows', { body: windowData(appointmentId) })).status).toBe(403)
    expect((await callRest('PATCH', `/api/cms/measured-windows/${kept.id}`, { body: { room: 'x' } })).status).toBe(403)
    expect((await callRest('DELETE', `/api/cms/measured-windows/${kept.id}`)).status).toBe(403)
    const token = await loginToken('staff', TEST_PASSWORDS.staff)
    const listed = await callRest('GET', `/api/cms/measured-windows?where[appointment][equals]=${appointmentId}`, {
      token,
    })
    expect(listed.status).toBe(200)
    expect(((await listed.json()) as { docs: unknown[] }).docs).toHaveLength(1)
    const byRest = await callRest('POST', '/api/cms/measured-windows', { token, body: windowData(appointmentId) })
    expect(byRest.status).toBe(201)
  })

  it('stores one row per phone id (the unique index)', async () => {
    const appointmentId = await appointment()
    const data = windowData(appointmentId)
    await payload.create({ collection: 'measured-windows', data, overrideAccess: true })
    await expect(payload.create({ collection: 'measured-windows', data, overrideAccess: true })).rejects.toThrow()
    expect(await rowsOf(appointmentId)).toHaveLength(1)
  })
})

describe('measured windows: what a window may say, on every path', () => {
  it("refuses another blind's finish or options, sizes out of range and typed control characters", async () => {
    const appointmentId = await appointment()
    const foreignFinish = (other.finishes ?? [])
      .map((f) => f.name)
      .find((n) => !product.finishes.some((f) => f.name === n))
    const refused = [
      { finish: 'Not a finish' },
      { options: ['no-such-option'] },
      { widthMm: 99 },
      { dropMm: 5001 },
      { widthMm: 900.5 },
      { room: 'Kitchen\u202E' },
      ...(foreignFinish ? [{ finish: foreignFinish }] : []),
    ]
    for (const extra of refused)
      await expect(
        payload.create({
          collection: 'measured-windows',
          data: windowData(appointmentId, extra),
          overrideAccess: true,
        }),
        JSON.stringify(extra),
      ).rejects.toThrow()
    const token = await loginToken('owner', TEST_PASSWORDS.owner)
    const viaRest = await callRest('POST', '/api/cms/measured-windows', {
      token,
      body: windowData(appointmentId, { finish: 'Not a finish' }),
    })
    expect(viaRest.status).toBe(400)
    const made = await payload.create({
      collection: 'measured-windows',
      data: windowData(appointmentId, { options: (product.options ?? []).slice(0, 1).map((o) => o.code), finish: '' }),
      overrideAccess: true,
    })
    // Changing the blind alone leaves options that are not the new blind's: refused.
    if ((product.options ?? []).length > 0 && !(other.options ?? []).some((o) => o.code === product.options![0]!.code))
      await expect(
        payload.update({
          collection: 'measured-windows',
          id: made.id,
          data: { product: other.id },
          overrideAccess: true,
        }),
      ).rejects.toThrow()
    expect(await rowsOf(appointmentId)).toHaveLength(1)
  })

  it('measures only on an open measuring visit', async () => {
    for (const status of ['cancelled', 'no-show', 'quoted']) {
      const appointmentId = await appointment({ status })
      await expect(
        payload.create({ collection: 'measured-windows', data: windowData(appointmentId), overrideAccess: true }),
      ).rejects.toThrow(/open measuring visit/)
    }
  })
})

describe('measured windows: personal data', () => {
  it("the retention job deletes the windows of an appointment it anonymises; others' stay", async () => {
    const old = await appointment({ status: 'completed' })
    const recent = await appointment()
    await payload.create({ collection: 'measured-windows', data: windowData(old), overrideAccess: true })
    await payload.create({ collection: 'measured-windows', data: windowData(recent), overrideAccess: true })
    await poolOf(payload).query(`update measuring_appointments set updated_at = '2000-01-01' where id = $1`, [old])
    const periods = (await readSiteSettings(payload)).retention
    await runRetention(payload, periods, new Date())
    expect(await rowsOf(old)).toHaveLength(0)
    expect(await rowsOf(recent)).toHaveLength(1)
  })

  it("an erasure of the appointment's person deletes its windows", async () => {
    const phone = `0121 496 ${String(Date.now() % 10_000).padStart(4, '0')}`
    const mine = await appointment({ customerPhone: phone })
    await payload.create({ collection: 'measured-windows', data: windowData(mine), overrideAccess: true })
    const found = await findPerson(payload, parseContact(phone)!)
    expect(found.records.some((r) => r.collection === 'measured-windows')).toBe(true)
    const periods = (await readSiteSettings(payload)).retention
    await erasePerson(
      payload,
      found,
      picked(
        found,
        found.records.filter((r) => r.collection === 'measuring-appointments').map((r) => r.key),
      ),
      periods,
      new Date(),
    )
    expect(await rowsOf(mine)).toHaveLength(0)
  })
})
