import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { DELETE, PUT } from '@/app/(frontend)/api/visits/windows/[clientId]/route'
import { runRetention } from '@/jobs/retention'
import { poolOf } from '@/lib/platform/db'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { erasePerson, findPerson, parseContact, picked } from '@/lib/privacy/person'
import { acceptQuote } from '@/lib/orders'
import { makeQuoteFromVisit } from '@/lib/visits/makeQuote'
import type { Product } from '@/payload-types'
import { callRest, loginToken } from '../support/int/cms-routes'
import { getTestPayload, userFor } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'
import { testData } from '../support/int/testData'

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
      data: testData('measuring-appointments', {
        customerName: `${tag} Customer`,
        customerPhone: '0121 496 0777',
        address: `3 ${tag} Road, Moseley`,
        postcode: 'B13 9ZZ',
        status: 'confirmed',
        scheduledDate: new Date().toISOString(),
        scheduledTime: 'morning',
        ...data,
      }),
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
  safetyDevice: 'tensioner' as const,
  product: product.id,
  finish: product.finishes[0].name,
  options: [],
  ...extra,
})

const rowsOf = async (appointmentId: number) =>
  (await poolOf(payload).query('select * from measured_windows where appointment_id = $1', [appointmentId])).rows

beforeAll(async () => {
  payload = await getTestPayload()
  const { docs } = await payload.find({ collection: 'products', depth: 0, limit: 10, overrideAccess: true })
  product = docs.find((p) => (p.options ?? []).length > 0) ?? docs[0]
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
    if ((product.options ?? []).length > 0 && !(other.options ?? []).some((o) => o.code === product.options![0].code))
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

/**
 * Issue 63: what is closed stays closed. Once the visit's quote is accepted, or the visit is lost or cancelled, its
 * windows refuse change and deletion on every path with 409 and the reason; a window never moves to another visit;
 * a repeat PUT the collection refuses answers 400 with the reason. The rule is the collection's own hooks
 * (beforeChange, beforeDelete), so it holds with overrideAccess too: access functions are what overrideAccess skips,
 * hooks run on every write. Only the privacy paths (retention, erasure: SQL) and the visit's own deletion (the
 * foreign key) remove a closed visit's windows.
 */
describe('measured windows: what is closed stays closed', () => {
  let mail: Awaited<ReturnType<typeof startMailCatcher>>
  let staffToken: string
  let ownerToken: string
  let auth: Record<string, string>
  const staffUser = { role: 'staff' as const, collection: 'users' }
  beforeAll(async () => {
    mail = await startMailCatcher(inject('smtpPort'))
    staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.150')
    ownerToken = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.150')
    auth = { authorization: `JWT ${staffToken}` }
  })
  afterAll(() => mail.close())

  const putBody = (appointmentId: number, extra: Record<string, unknown> = {}) => {
    const { clientId: _unused, ...rest } = windowData(appointmentId, extra)
    return rest
  }
  const rest = (method: 'PATCH' | 'DELETE', path: string, body?: unknown, token = staffToken) =>
    callRest(method, `/api/cms/measured-windows${path}`, { token, body, ip: '192.0.2.151' })
  const messageOf = async (res: Response) =>
    ((await res.json()) as { errors?: { message: string }[] }).errors?.[0]?.message ?? ''
  const errorOf = (promise: Promise<unknown>) =>
    promise.then(
      () => null,
      (error: { status?: number; message?: string }) => ({ status: error.status, message: error.message }),
    )

  /** An open visit with a customer's e-mail and one window measured from the phone. */
  async function measuredVisit() {
    const appointmentId = await appointment({
      customerEmail: `${tag.toLowerCase()}.${newId().slice(0, 8)}@example.com`,
    })
    const clientId = newId()
    expect((await send('PUT', clientId, putBody(appointmentId), auth)).status).toBe(201)
    const [row] = await rowsOf(appointmentId)
    return { appointmentId, clientId, windowId: Number(row.id) }
  }

  /** The visit's quote made on the phone and accepted by the customer's link: the visit is won. */
  async function acceptedVisit() {
    const visit = await measuredVisit()
    const made = await makeQuoteFromVisit(payload, staffUser, visit.appointmentId)
    expect(made).toMatchObject({ ok: true, code: 'quote-sent' })
    const quoteId = (made as { quoteId: number }).quoteId
    const token = await tokenOf(payload, quoteId)
    expect(await acceptQuote(payload, token, { name: 'Closed Clara', terms: true, clientAddress: '192.0.2.152' })).toBe(
      'accepted',
    )
    const lead = await payload.findByID({ collection: 'measuring-appointments', id: visit.appointmentId, depth: 0 })
    expect(lead.status).toBe('won')
    return { ...visit, quoteId }
  }

  /** Every path tries to change and delete the window; each is refused with 409 (bulk REST: 400) and the reason. */
  async function expectClosed(visit: { appointmentId: number; clientId: string; windowId: number }, reason: RegExp) {
    const before = await rowsOf(visit.appointmentId)

    // The phone: a repeat PUT with a new drop, and DELETE.
    const put = await send('PUT', visit.clientId, putBody(visit.appointmentId, { dropMm: 1999 }), auth)
    expect(put.status).toBe(409)
    const putAnswer = await put.json()
    expect(putAnswer).toMatchObject({ ok: false, code: 'closed' })
    expect(putAnswer.message).toMatch(reason)
    const del = await send('DELETE', visit.clientId, undefined, auth)
    expect(del.status).toBe(409)
    expect((await del.json()).message).toMatch(reason)

    // REST by id (what /admin sends), staff and owner.
    for (const token of [staffToken, ownerToken]) {
      const patched = await rest('PATCH', `/${visit.windowId}`, { dropMm: 1999 }, token)
      expect(patched.status).toBe(409)
      expect(await messageOf(patched)).toMatch(reason)
      const deleted = await rest('DELETE', `/${visit.windowId}`, undefined, token)
      expect(deleted.status).toBe(409)
      expect(await messageOf(deleted)).toMatch(reason)
    }
    // REST by `where` (the admin's list actions): Payload answers a bulk refusal 400, with each reason.
    const where = `?where[appointment][equals]=${visit.appointmentId}`
    for (const res of [await rest('PATCH', where, { room: 'Moved' }), await rest('DELETE', where)]) {
      expect(res.status).toBe(400)
      const body = (await res.json()) as { errors: { message: string }[] }
      expect(body.errors[0].message).toMatch(reason)
    }

    // The local API, as staff and with overrideAccess: the hooks run either way.
    const staff = await userFor(payload, 'staff')
    for (const access of [{ user: staff, overrideAccess: false }, { overrideAccess: true }]) {
      const changed = await errorOf(
        payload.update({ collection: 'measured-windows', id: visit.windowId, data: { room: 'Changed' }, ...access }),
      )
      expect(changed?.status).toBe(409)
      expect(changed?.message).toMatch(reason)
      const deleted = await errorOf(payload.delete({ collection: 'measured-windows', id: visit.windowId, ...access }))
      expect(deleted?.status).toBe(409)
      const added = await errorOf(
        payload.create({ collection: 'measured-windows', data: windowData(visit.appointmentId), ...access }),
      )
      expect(added?.status).toBe(409)
      expect(added?.message).toMatch(/open measuring visit/)
    }
    expect((await send('PUT', newId(), putBody(visit.appointmentId), auth)).status).toBe(409)

    expect(await rowsOf(visit.appointmentId)).toEqual(before)
  }

  it('once the quote is accepted, every path refuses to change or delete its windows, even with the status reset', async () => {
    const visit = await acceptedVisit()
    await expectClosed(visit, /can no longer be changed or deleted: the customer accepted the quote/)
    // A member of staff setting the visit back to confirmed reopens nothing: the accepted quote still closes it.
    await payload.update({
      collection: 'measuring-appointments',
      id: visit.appointmentId,
      data: { status: 'confirmed' },
      overrideAccess: true,
      context: { skipNotifications: true },
    })
    await expectClosed(visit, /the customer accepted the quote/)
  })

  it('a lost or cancelled visit keeps its windows as measured', async () => {
    for (const [status, reason] of [
      ['lost', /the visit is lost/],
      ['cancelled', /the visit was cancelled/],
    ] as const) {
      const visit = await measuredVisit()
      await payload.update({
        collection: 'measuring-appointments',
        id: visit.appointmentId,
        data: { status },
        overrideAccess: true,
        context: { skipNotifications: true },
      })
      await expectClosed(visit, reason)
    }
  })

  it("a correction after acceptance is the owner's cancel and a new quote; the windows stay as measured", async () => {
    const visit = await acceptedVisit()
    const cancelled = await callRest('PATCH', `/api/cms/quotes/${visit.quoteId}`, {
      token: ownerToken,
      body: { status: 'cancelled', cancellationReason: 'Measured the bay window wrong' },
      ip: '192.0.2.151',
    })
    expect(cancelled.status, await cancelled.clone().text()).toBe(200)
    const lead = await payload.findByID({ collection: 'measuring-appointments', id: visit.appointmentId, depth: 0 })
    expect(lead.status).toBe('lost')
    const remade = await callRest('POST', `/api/cms/quotes/from-appointment/${visit.appointmentId}`, {
      token: ownerToken,
      ip: '192.0.2.151',
    })
    expect(remade.status).toBe(201)
    const { id } = (await remade.json()) as { id: number }
    const draft = await payload.findByID({ collection: 'quotes', id, depth: 0, overrideAccess: true })
    expect(draft).toMatchObject({ status: 'draft', appointment: visit.appointmentId })
    expect((await send('PUT', visit.clientId, putBody(visit.appointmentId, { dropMm: 1999 }), auth)).status).toBe(409)
  })

  it('while the quote is open, a re-measure still changes the window', async () => {
    const visit = await measuredVisit()
    expect(await makeQuoteFromVisit(payload, staffUser, visit.appointmentId)).toMatchObject({ code: 'quote-sent' })
    const again = await send('PUT', visit.clientId, putBody(visit.appointmentId, { dropMm: 1450 }), auth)
    expect(again.status).toBe(200)
    expect((await rowsOf(visit.appointmentId))[0]).toMatchObject({ drop_mm: '1450' })
  })

  it('a window belongs to one visit for life: naming another visit is refused on every path, never a move', async () => {
    const visit = await measuredVisit()
    const other = await appointment()
    const put = await send('PUT', visit.clientId, putBody(other), auth)
    expect(put.status).toBe(409)
    expect(await put.json()).toMatchObject({
      ok: false,
      code: 'other-visit',
      message: expect.stringMatching(/stays with the visit/),
    })
    const patched = await rest('PATCH', `/${visit.windowId}`, { appointment: other })
    expect(patched.status).toBe(409)
    expect(await messageOf(patched)).toMatch(/stays with the visit/)
    for (const overrideAccess of [false, true]) {
      const moved = await errorOf(
        payload.update({
          collection: 'measured-windows',
          id: visit.windowId,
          data: { appointment: other },
          overrideAccess,
          user: overrideAccess ? undefined : await userFor(payload, 'owner'),
        }),
      )
      expect(moved).toMatchObject({ status: 409, message: expect.stringMatching(/stays with the visit/) })
    }
    expect(await rowsOf(other)).toHaveLength(0)
    expect(await rowsOf(visit.appointmentId)).toHaveLength(1)
  })

  it('a repeat PUT the collection refuses answers 400 with the reason, not 404', async () => {
    const visit = await measuredVisit()
    const res = await send('PUT', visit.clientId, putBody(visit.appointmentId, { finish: 'Not a finish' }), auth)
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      ok: false,
      code: 'invalid',
      // The quote's words for it (one window, one rule): the phone says what the quote would.
      message: expect.stringMatching(/^"Not a finish" is not a finish of /),
    })
    expect((await rowsOf(visit.appointmentId))[0]).toMatchObject({ finish: product.finishes[0].name })
  })

  it('ids past what a record can have are refused, never a server error', async () => {
    const appointmentId = await appointment()
    for (const bad of [1e20, '99999999999999999999', 2 ** 31, -1, 1.5, '1e3']) {
      const res = await send('PUT', newId(), { ...putBody(appointmentId), appointment: bad }, auth)
      expect(res.status, String(bad)).toBe(400)
      const withProduct = await send('PUT', newId(), { ...putBody(appointmentId), product: bad }, auth)
      expect(withProduct.status, String(bad)).toBe(400)
    }
    const viaRest = await callRest('POST', '/api/cms/measured-windows', {
      token: staffToken,
      body: windowData(appointmentId, { appointment: 1e20 }),
      ip: '192.0.2.151',
    })
    expect(viaRest.status).toBeGreaterThanOrEqual(400)
    expect(viaRest.status).toBeLessThan(500)
    expect(await rowsOf(appointmentId)).toHaveLength(0)
  })
})
