import { NextRequest } from 'next/server'
import type { Payload, Where } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import { DELETE } from '@/app/(frontend)/api/visits/photos/[id]/route'
import { POST } from '@/app/(frontend)/api/visits/photos/route'
import { loginToken } from '../support/int/cms-routes'
import { getTestPayload } from '../support/int/payload'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { quoteAt } from '../support/int/quoteMoves'
import { testData, type TestData } from '../support/int/testData'

/**
 * POST /api/visits/photos, as the fitter's phone sends a photo: owner and staff only, from this site, on an open
 * measuring visit or an order at its fitting; one photo stored once however often (or however simultaneously) it is
 * sent; DELETE removes one taken by mistake.
 */
let payload: Payload
let staffToken: string
const tag = `VPU${Date.now().toString(36)}`
const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer()

/** A new photo of a new window at this measuring visit, as the phone sends it. */
const measuringFields = (visit: { id: number }) => ({
  clientId: crypto.randomUUID(),
  windowClientId: crypto.randomUUID(),
  stage: 'measuring',
  appointment: String(visit.id),
})

function photoRequest(
  fields: Record<string, string>,
  file: Buffer | null,
  { session, origin }: { session?: string; origin?: string } = {},
) {
  const form = new FormData()
  for (const [k, v] of Object.entries(fields)) form.set(k, v)
  if (file) form.set('file', new File([new Uint8Array(file)], 'IMG_2044.JPG', { type: 'image/jpeg' }))
  return POST(
    new NextRequest('http://localhost/api/visits/photos', {
      method: 'POST',
      headers: {
        host: 'localhost',
        ...(origin ? { origin } : {}),
        ...(session ? { authorization: `JWT ${session}` } : {}),
      },
      body: form,
    }),
  )
}

const deleteRequest = (id: number | string, session?: string) =>
  DELETE(
    new NextRequest(`http://localhost/api/visits/photos/${id}`, {
      method: 'DELETE',
      headers: { host: 'localhost', ...(session ? { authorization: `JWT ${session}` } : {}) },
    }),
    { params: Promise.resolve({ id: String(id) }) },
  )

async function appointment(status: TestData<'measuring-appointments'>['status'] = 'confirmed') {
  return payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: `${tag} Customer`,
      customerPhone: '0121 496 0555',
      address: `5 ${tag} Road`,
      postcode: 'B13 9PU',
      status,
      scheduledDate: new Date().toISOString(),
      scheduledTime: 'morning',
    }),
    overrideAccess: true,
    depth: 0,
  })
}

const photosWhere = async (where: Where) =>
  (await payload.find({ collection: 'visit-photos', where, overrideAccess: true, depth: 0 })).docs

beforeAll(async () => {
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.247')
})

describe('POST /api/visits/photos', () => {
  it('stores a measuring photo of a window once, however often it is sent, with the address of its thumbnail', async () => {
    const visit = await appointment()
    const fields = measuringFields(visit)
    const file = await jpeg()
    const first = await photoRequest(fields, file, { session: staffToken })
    expect(first.status).toBe(201)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const body = (await first.json()) as { code: string; photo: { id: number; thumbnail: string } }
    expect(body.code).toBe('created')
    expect(body.photo.thumbnail).toMatch(/^\/api\/cms\/visit-photos\/file\/.+\.jpg$/)
    const again = await photoRequest(fields, file, { session: staffToken })
    expect(again.status).toBe(200)
    expect(((await again.json()) as { code: string; photo: { id: number } }).photo.id).toBe(body.photo.id)
    // Sent twice at once (the answer lost, the retry already on its way): still one photo.
    const racedFields = { ...fields, clientId: crypto.randomUUID() }
    const raced = await Promise.all([
      photoRequest(racedFields, file, { session: staffToken }),
      photoRequest(racedFields, file, { session: staffToken }),
    ])
    expect(raced.map((r) => r.status).sort()).toEqual([200, 201])
    const stored = await photosWhere({ appointment: { equals: visit.id } })
    expect(stored).toHaveLength(2)
    expect(stored.every((p) => p.windowClientId === fields.windowClientId && p.stage === 'measuring')).toBe(true)
    const staff = (
      await payload.find({ collection: 'users', where: { username: { equals: 'staff' } }, overrideAccess: true })
    ).docs[0]
    expect(stored.every((p) => p.takenBy === staff.id)).toBe(true)
  })

  it('refuses anonymous and cross-site requests, closed visits and quotes that are not orders', async () => {
    const visit = await appointment()
    const fields = measuringFields(visit)
    const file = await jpeg()
    expect((await photoRequest(fields, file)).status).toBe(401)
    expect((await photoRequest(fields, file, { session: staffToken, origin: 'https://evil.example' })).status).toBe(403)
    expect(await photosWhere({ appointment: { equals: visit.id } })).toHaveLength(0)

    const closed = await appointment('cancelled')
    const refused = await photoRequest({ ...fields, appointment: String(closed.id) }, file, { session: staffToken })
    expect(refused.status).toBe(409)

    const sent = await quoteAt(payload, 'sent', { customerName: `${tag} Sent` })
    const notOrder = await photoRequest(
      { clientId: crypto.randomUUID(), windowClientId: 'line-1', stage: 'fitted', quote: String(sent.id) },
      file,
      { session: staffToken },
    )
    expect(notOrder.status).toBe(409)

    const noFile = await photoRequest({ ...fields, clientId: crypto.randomUUID() }, null, { session: staffToken })
    expect(noFile.status).toBe(400)
    const badId = await photoRequest({ ...fields, clientId: 'not-an-id' }, file, { session: staffToken })
    expect(badId.status).toBe(400)
  })

  it("stores an after photo of an order's window at the fitting, and removes one taken by mistake", async () => {
    const order = await quoteAt(payload, 'accepted', { customerName: `${tag} Order` })
    const lineId = String(order.lines?.[0]?.id)
    const res = await photoRequest(
      { clientId: crypto.randomUUID(), windowClientId: lineId, stage: 'fitted', quote: String(order.id) },
      await jpeg(),
      { session: staffToken },
    )
    expect(res.status).toBe(201)
    const { photo } = (await res.json()) as { photo: { id: number } }
    expect(await photosWhere({ quote: { equals: order.id } })).toMatchObject([
      { id: photo.id, stage: 'fitted', windowClientId: lineId },
    ])
    expect((await deleteRequest(photo.id)).status).toBe(401)
    expect((await deleteRequest(photo.id, staffToken)).status).toBe(200)
    expect(await photosWhere({ quote: { equals: order.id } })).toHaveLength(0)
    expect((await deleteRequest(photo.id, staffToken)).status).toBe(404)
  })
})
