import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'

import * as rest from '@/app/(payload)/api/cms/[...slug]/route'
import { POST as phonePost } from '@/app/(frontend)/api/visits/photos/route'
import { UPLOAD_MAX_BYTES, UPLOAD_REQUEST_MAX_BYTES } from '@/lib/images/uploadLimits'
import { blankPng, heicWithoutDecoder, notAnImage, pngBomb, streamedUpload, svgWithScript } from '../support/images'
import { loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { testData } from '../support/int/testData'

/**
 * Uploads trust nothing, on every way in (issue 68): the fitter's phone route, Payload's REST upload of a visit photo
 * and the owner's Media. The type is read from the bytes, an image declaring more pixels than the limit is refused
 * from its header before anything decodes it, and a body past the size limit is refused while it streams; each
 * refusal a 4xx with a message the sender understands, and nothing stored.
 */
let payload: Payload
let staffToken: string
let ownerToken: string
let visitId: number
const tag = `TUP${Date.now().toString(36)}`

const hostile: { name: string; bytes: () => Buffer; status: number; message: RegExp }[] = [
  { name: 'an SVG declared as image/png', bytes: svgWithScript, status: 415, message: /not a photo we can use/ },
  { name: 'a file that is no image', bytes: notAnImage, status: 415, message: /not a photo we can use/ },
  {
    name: 'a 20000 × 20000 PNG',
    bytes: () => blankPng(20000, 20000),
    status: 413,
    message: /20000 × 20000 pixels; at most 50 megapixels/,
  },
  { name: 'a 31 KB PNG declaring 16000 × 16000', bytes: pngBomb, status: 413, message: /16000 × 16000 pixels/ },
  { name: 'an iPhone HEIC this sharp cannot read', bytes: heicWithoutDecoder, status: 415, message: /Most Compatible/ },
]

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#468' } })
    .jpeg()
    .toBuffer()

function phoneRequest(file: Buffer, declared = 'image/png') {
  const form = new FormData()
  form.set('clientId', crypto.randomUUID())
  form.set('windowClientId', crypto.randomUUID())
  form.set('stage', 'measuring')
  form.set('appointment', String(visitId))
  form.set('file', new File([new Uint8Array(file)], 'IMG_0001.PNG', { type: declared }))
  return phonePost(
    new NextRequest('http://localhost/api/visits/photos', {
      method: 'POST',
      headers: { host: 'localhost', authorization: `JWT ${staffToken}` },
      body: form,
    }),
  )
}

/** Payload's REST upload, as the admin (or anyone with a session) sends it: the file and the document's fields. */
function restUpload(collection: 'visit-photos' | 'media', file: Buffer, declared = 'image/png') {
  const form = new FormData()
  form.set(
    '_payload',
    JSON.stringify(collection === 'media' ? { alt: `${tag} picture` } : { appointment: visitId, stage: 'measuring' }),
  )
  form.set('file', new File([new Uint8Array(file)], 'picture.png', { type: declared }))
  return rest.POST(
    new Request(`http://localhost:3000/api/cms/${collection}`, {
      method: 'POST',
      headers: { authorization: `JWT ${collection === 'media' ? ownerToken : staffToken}` },
      body: form,
    }),
    { params: Promise.resolve({ slug: [collection] }) },
  )
}

const messageOf = async (res: Response) => {
  const body = (await res.json()) as { message?: string; errors?: { message: string }[] }
  return body.message ?? body.errors?.map((e) => e.message).join(' ') ?? ''
}

const photosOfVisit = async () =>
  (
    await payload.find({
      collection: 'visit-photos',
      where: { appointment: { equals: visitId } },
      overrideAccess: true,
    })
  ).totalDocs
const mediaOfTest = async () =>
  (await payload.find({ collection: 'media', where: { alt: { like: tag } }, overrideAccess: true })).totalDocs

beforeAll(async () => {
  payload = await getTestPayload()
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.131')
  ownerToken = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.132')
  const visit = await payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: `${tag} Customer`,
      customerPhone: '0121 496 0531',
      address: `3 ${tag} Road`,
      postcode: 'B13 9TU',
      status: 'confirmed',
      scheduledDate: new Date().toISOString(),
      scheduledTime: 'morning',
    }),
    overrideAccess: true,
    depth: 0,
  })
  visitId = visit.id
})

describe.each([
  { way: "the fitter's phone (POST /api/visits/photos)", send: phoneRequest, stored: photosOfVisit },
  {
    way: "Payload's REST upload of a visit photo",
    send: (file: Buffer, declared?: string) => restUpload('visit-photos', file, declared),
    stored: photosOfVisit,
  },
  {
    way: "the owner's Media",
    send: (file: Buffer, declared?: string) => restUpload('media', file, declared),
    stored: mediaOfTest,
  },
])('$way', ({ send, stored }) => {
  it.each(hostile)('refuses $name with a 4xx and says why, storing nothing', async ({ bytes, status, message }) => {
    const before = await stored()
    const res = await send(bytes())
    expect(res.status).toBe(status)
    expect(await messageOf(res)).toMatch(message)
    expect(await stored()).toBe(before)
  })

  it('takes a real photo declared as another type, stored as what its bytes are', async () => {
    const before = await stored()
    const res = await send(await jpeg(), 'image/png')
    expect(res.status).toBe(201)
    expect(await stored()).toBe(before + 1)
  })
})

describe('a body past the size limit', () => {
  it("is refused by the phone's route while it streams", async () => {
    const upload = streamedUpload({ clientId: crypto.randomUUID(), stage: 'measuring' }, 3 * UPLOAD_REQUEST_MAX_BYTES)
    const res = await phonePost(
      new NextRequest('http://localhost/api/visits/photos', {
        method: 'POST',
        headers: { host: 'localhost', authorization: `JWT ${staffToken}`, 'content-type': upload.contentType },
        body: upload.body,
        duplex: 'half',
      }),
    )
    expect(res.status).toBe(413)
    expect(await messageOf(res)).toMatch(/more than 15 MB/)
    expect(upload.read()).toBeLessThan(UPLOAD_REQUEST_MAX_BYTES + 1024 * 1024)
  })

  it('is refused by the phone’s route from its declared length, before reading it', async () => {
    const res = await phonePost(
      new NextRequest('http://localhost/api/visits/photos', {
        method: 'POST',
        headers: {
          host: 'localhost',
          authorization: `JWT ${staffToken}`,
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(UPLOAD_REQUEST_MAX_BYTES + 1),
        },
        body: '--x--',
      }),
    )
    expect(res.status).toBe(413)
  })

  it.each(['visit-photos', 'media'] as const)(
    'is refused by Payload’s REST upload to %s while it streams',
    async (slug) => {
      const fields =
        slug === 'media'
          ? { _payload: JSON.stringify({ alt: `${tag} big` }) }
          : { _payload: JSON.stringify({ appointment: visitId, stage: 'measuring' }) }
      const upload = streamedUpload(fields, 3 * UPLOAD_MAX_BYTES)
      const res = await rest.POST(
        new Request(`http://localhost:3000/api/cms/${slug}`, {
          method: 'POST',
          headers: {
            authorization: `JWT ${slug === 'media' ? ownerToken : staffToken}`,
            'content-type': upload.contentType,
          },
          body: upload.body,
          duplex: 'half',
        } as RequestInit),
        { params: Promise.resolve({ slug: [slug] }) },
      )
      expect(res.status).toBe(413)
      expect(await messageOf(res)).toMatch(/more than 15 MB/)
      expect(upload.read()).toBeLessThan(UPLOAD_MAX_BYTES + 1024 * 1024)
    },
  )
})
