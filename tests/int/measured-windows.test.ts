import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE, PUT } from '@/app/(frontend)/api/visits/windows/[clientId]/route'
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
    for (const status of ['cancelled', 'no-show', 'won']) {
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

const send = (method: 'PUT' | 'DELETE', clientId: string, body?: unknown, headers: Record<string, string> = {}) =>
  (method === 'PUT' ? PUT : DELETE)(
    new NextRequest(`http://localhost:3000/api/visits/windows/${clientId}`, {
      method,
      headers: { 'content-type': 'application/json', host: 'localhost:3000', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve({ clientId }) },
  )

describe('PUT /api/visits/windows/<clientId>', () => {
  let auth: Record<string, string>
  beforeAll(async () => {
    auth = { authorization: `JWT ${await loginToken('staff', TEST_PASSWORDS.staff)}` }
  })
  const body = (appointmentId: number, extra: Record<string, unknown> = {}) => {
    const { clientId: _unused, ...rest } = windowData(appointmentId, extra)
    return rest
  }

  it('refuses anonymous callers (401) and other sites (403), and is never cached', async () => {
    const appointmentId = await appointment()
    const id = newId()
    const anonymous = await send('PUT', id, body(appointmentId))
    expect(anonymous.status).toBe(401)
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store')
    expect((await send('DELETE', id)).status).toBe(401)
    const foreign = await send('PUT', id, body(appointmentId), { ...auth, origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(await rowsOf(appointmentId)).toHaveLength(0)
  })

  it('creates a window once, updates it on a repeat, and deletes it', async () => {
    const appointmentId = await appointment()
    const id = newId()
    const first = await send('PUT', id, body(appointmentId), { ...auth, origin: 'http://localhost:3000' })
    expect(first.status).toBe(201)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const again = await send('PUT', id, body(appointmentId, { dropMm: 1500, room: 'Back kitchen' }), auth)
    expect(again.status).toBe(200)
    const rows = await rowsOf(appointmentId)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ client_id: id, room: 'Back kitchen', drop_mm: '1500' })
    const staff = await userFor(payload, 'staff')
    expect(rows[0].measured_by_id).toBe(staff!.id)
    expect((await send('DELETE', id, undefined, auth)).status).toBe(200)
    expect(await rowsOf(appointmentId)).toHaveLength(0)
  })

  it('two sends at once leave one row', async () => {
    const appointmentId = await appointment()
    for (let round = 0; round < 3; round++) {
      const id = newId()
      const answers = await Promise.all(
        Array.from({ length: 4 }, (_, i) => send('PUT', id, body(appointmentId, { position: i + 1 }), auth)),
      )
      expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 201])
    }
    expect(await rowsOf(appointmentId)).toHaveLength(3)
  })

  it('refuses what the schema or the blind refuses, and a visit that is not open', async () => {
    const appointmentId = await appointment()
    for (const extra of [{ widthMm: 50 }, { fit: 'inside' }, { finish: 'Not a finish' }, { options: ['nope'] }]) {
      const res = await send('PUT', newId(), body(appointmentId, extra), auth)
      expect(res.status, JSON.stringify(extra)).toBe(400)
    }
    expect((await send('PUT', 'not-a-uuid', body(appointmentId), auth)).status).toBe(400)
    const cancelled = await appointment({ status: 'cancelled' })
    expect((await send('PUT', newId(), body(cancelled), auth)).status).toBe(409)
    expect(await rowsOf(appointmentId)).toHaveLength(0)
  })
})
