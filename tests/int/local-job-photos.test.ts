import { NextRequest } from 'next/server'
import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { POST as postPhoto } from '@/app/(frontend)/api/visits/photos/route'
import { runRetention } from '@/jobs/retention'
import { signOffFitting, quoteNumber, createLocalJobFromOrder } from '@/lib/orders'
import { fittingPhotosFor, publishFittingPhoto } from '@/lib/localJobs/fittingPhotos'
import { readStoredUpload } from '@/lib/api/uploads'
import { poolOf } from '@/lib/platform/db'
import { todayInLondon } from '@/lib/validation/dates'
import { readSiteSettings } from '@/lib/platform/readSettings'
import { parseContact } from '@/lib/privacy/match'
import {
  defaultPicks,
  erasePerson,
  findPerson,
  personCopyCsv,
  personCopyHtml,
  personCopyJson,
  picked,
} from '@/lib/privacy/person'
import type { Quote } from '@/payload-types'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { seededBlinds } from '../support/int/products'
import { quoteAt } from '../support/int/quoteMoves'
import { testData } from '../support/int/testData'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * Local proof from the fitting (issue 53): "Create local job" offers the order's after photos only when the customer
 * ticked consent at sign-off; only the owner publishes one, which is copied into the public media without its
 * metadata or anything naming the customer, while the private photo stays private.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let ownerToken: string
let staffToken: string
const userNamed = async (username: string) =>
  (await payload.find({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })).docs[0]

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  ownerToken = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.249')
  staffToken = await loginToken('staff', TEST_PASSWORDS.staff, '192.0.2.248')
})
afterAll(() => mail.close())

/** A JPEG as a phone takes it: with GPS coordinates in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 28/1 0/1' } })
    .toBuffer()

const ADDRESS = '1 Photo Road'

/** An accepted order in Moseley (B13) with an after photo of its window, signed off with or without photo consent. */
async function fittedOrder(
  name: string,
  consent: boolean,
  { lines, photoOfLine = 0 }: { lines?: Quote['lines']; photoOfLine?: number } = {},
): Promise<{ quote: Quote; photoId: number }> {
  const quote = await quoteAt(payload, 'accepted', {
    customerName: name,
    postcode: 'B13 9AA',
    address: ADDRESS,
    ...(lines ? { lines } : {}),
  })
  const data = await phonePhoto()
  const photo = await payload.create({
    collection: 'visit-photos',
    overrideAccess: true,
    data: { quote: quote.id, stage: 'fitted', windowClientId: String(quote.lines?.[photoOfLine].id) },
    file: { data, mimetype: 'image/jpeg', name: `${name} ${ADDRESS}.jpg`, size: data.length },
  })
  const form: Record<string, string> = { signedName: name, ...(consent ? { photoConsent: 'on' } : {}) }
  for (const line of quote.lines ?? [])
    for (const check of ['fitted', 'operates', 'safetyFitted', 'cordsOutOfReach']) form[`${check}:${line.id}`] = 'on'
  const signed = await signOffFitting(payload, await userNamed('staff'), quote.id, form)
  if (signed.code !== 'signed-off') throw new Error(`sign-off answered ${signed.code}`)
  return { quote, photoId: photo.id }
}

async function jobOf(quote: Quote) {
  const job = await createLocalJobFromOrder(payload, quote.id, 'moseley')
  if (!job.ok) throw new Error(job.error)
  return job.id
}

const photosOfJob = async (jobId: number) =>
  (await payload.findByID({ collection: 'local-jobs', id: jobId, depth: 0, overrideAccess: true })).photos ?? []

describe('the fitting’s photos on a local job', () => {
  it('the drafted note names each blind and finish; a published photo is named after the window it shows', async () => {
    const { faux, wooden } = await seededBlinds(payload)
    const line = { widthMm: 900, dropMm: 1400, safetyDevice: 'cleat' as const }
    const lines = [
      { ...line, room: 'Kitchen', product: wooden.id, finish: 'Oxford' },
      { ...line, room: 'Lounge', product: faux.id, finish: 'Sterling' },
      { ...line, room: 'Bedroom', product: faux.id, finish: 'Frost' },
    ]
    const { quote, photoId } = await fittedOrder('Two Finish Tess', true, { lines, photoOfLine: 2 })
    const jobId = await jobOf(quote)
    const job = await payload.findByID({ collection: 'local-jobs', id: jobId, depth: 0, overrideAccess: true })
    expect(job.note).toBe(
      '1 real wood venetian blind in Oxford, 1 faux wood venetian blind in Sterling and 1 faux wood venetian blind ' +
        'in Frost fitted: Kitchen, Lounge, Bedroom.',
    )
    const published = await publishFittingPhoto(payload, await userNamed('owner'), jobId, photoId)
    if (!published.ok) throw new Error(published.error)
    const media = await payload.findByID({ collection: 'media', id: published.mediaId, overrideAccess: true })
    // The bedroom's faux wood blind in Frost, not the job's product (the real wood one listed first).
    expect(media.alt).toBe('Faux Wood Venetian Blinds in Frost, as we fitted them')
  })

  it('with consent: offered, and only the owner publishes a copy without metadata or customer data', async () => {
    const name = 'Consenting Cleo'
    const { quote, photoId } = await fittedOrder(name, true)
    const jobId = await jobOf(quote)
    // The rooms (typed by staff, shown in the job's title) may name the customer: the public copy never repeats them.
    await payload.update({
      collection: 'local-jobs',
      id: jobId,
      overrideAccess: true,
      data: { rooms: `${name}'s front room, ${ADDRESS}` },
    })
    const staff = await userNamed('staff')
    const offered = await fittingPhotosFor(payload, staff, jobId)
    expect(offered).toMatchObject({ ok: true, consent: true, photos: [{ id: photoId, published: false }] })
    const restOffered = await callRest('GET', `/api/cms/local-jobs/${jobId}/fitting-photos`, { token: staffToken })
    expect(restOffered.status).toBe(200)
    expect((await restOffered.json()).photos).toMatchObject([{ id: photoId }])
    expect((await callRest('GET', `/api/cms/local-jobs/${jobId}/fitting-photos`)).status).toBe(403)

    // Staff are refused on every path: the function, the REST endpoint, and the job itself through the local API.
    expect(await publishFittingPhoto(payload, staff, jobId, photoId)).toMatchObject({ ok: false, status: 403 })
    const byStaff = await callRest('POST', `/api/cms/local-jobs/${jobId}/fitting-photos/${photoId}`, {
      token: staffToken,
    })
    expect(byStaff.status).toBe(403)
    await expect(
      payload.update({
        collection: 'local-jobs',
        id: jobId,
        data: { photos: [1] },
        user: staff,
        overrideAccess: false,
      }),
    ).rejects.toThrow()
    expect(await photosOfJob(jobId)).toEqual([])
    expect((await callRest('POST', `/api/cms/local-jobs/${jobId}/fitting-photos/${photoId}`)).status).toBe(403)

    // The owner publishes; a double click adds it once.
    const owner = await userNamed('owner')
    const [a, b] = await Promise.all([
      publishFittingPhoto(payload, owner, jobId, photoId),
      publishFittingPhoto(payload, owner, jobId, photoId),
    ])
    if (!a.ok || !b.ok) throw new Error('publish failed')
    expect(a.mediaId).toBe(b.mediaId)
    expect(await photosOfJob(jobId)).toEqual([a.mediaId])
    const media = await payload.findByID({ collection: 'media', id: a.mediaId, overrideAccess: true })
    const bytes = await readStoredUpload(payload, 'media', media)
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.width).toBe(64)
    const publicText = JSON.stringify({ alt: media.alt, caption: media.caption, filename: media.filename })
    for (const personal of ['Cleo', 'Consenting', 'Photo Road', 'B13', quoteNumber(quote.id)])
      expect(publicText).not.toContain(personal)
    expect(media.alt).toMatch(/blinds/i)
    // Named after the blind, not the photo, the job or the order (Payload numbers a repeated name).
    expect(media.filename).toMatch(/^[a-z-]+-fitted(-\d+)?\.webp$/)
    expect(await fittingPhotosFor(payload, staff, jobId)).toMatchObject({ photos: [{ id: photoId, published: true }] })

    // The public reads the published copy's record, never where it came from; the private photo stays private.
    const publicMedia = await callRest('GET', `/api/cms/media/${media.id}`)
    expect(publicMedia.status).toBe(200)
    const publicDoc = await publicMedia.json()
    expect(publicDoc.source).toBeUndefined()
    expect(JSON.stringify(publicDoc)).not.toContain('Cleo')
    expect((await callRest('GET', `/api/cms/visit-photos/${photoId}`)).status).toBeGreaterThanOrEqual(401)
    // The order behind a job is the staff's: the public never reads it, even on a published job.
    await payload.update({ collection: 'local-jobs', id: jobId, overrideAccess: true, data: { published: true } })
    const publicJob = await callRest('GET', `/api/cms/local-jobs/${jobId}`)
    expect(publicJob.status).toBe(200)
    expect((await publicJob.json()).fromOrder).toBeUndefined()

    // Through REST, the owner publishes the same way (already on the job: the same copy).
    const rest = await callRest('POST', `/api/cms/local-jobs/${jobId}/fitting-photos/${photoId}`, { token: ownerToken })
    expect(rest.status).toBe(200)
    expect((await rest.json()).mediaId).toBe(a.mediaId)
    // A copy's source cannot be forged through the API: only publishing sets it.
    const forged = await callRest('PATCH', `/api/cms/media/${media.id}`, {
      token: ownerToken,
      body: { source: 'visit-photo:1' },
    })
    expect(forged.status).toBe(200)
    const after = await payload.findByID({ collection: 'media', id: media.id, overrideAccess: true })
    expect(after.source).toBe(`visit-photo:${photoId}`)
  })

  it('without consent: nothing offered, nothing published', async () => {
    const { quote, photoId } = await fittedOrder('Private Priya', false)
    const jobId = await jobOf(quote)
    expect(await fittingPhotosFor(payload, await userNamed('staff'), jobId)).toEqual({
      ok: true,
      consent: false,
      photos: [],
    })
    expect(await publishFittingPhoto(payload, await userNamed('owner'), jobId, photoId)).toMatchObject({
      ok: false,
      status: 403,
    })
    const rest = await callRest('POST', `/api/cms/local-jobs/${jobId}/fitting-photos/${photoId}`, { token: ownerToken })
    expect(rest.status).toBe(403)
    expect(await photosOfJob(jobId)).toHaveLength(0)
    const copies = await payload.find({
      collection: 'media',
      where: { source: { equals: `visit-photo:${photoId}` } },
      overrideAccess: true,
    })
    expect(copies.docs).toEqual([])
  })

  it('an erased customer’s photo: gone, so neither offered nor published', async () => {
    const name = 'Erased Ezra'
    const { quote, photoId } = await fittedOrder(name, true)
    const jobId = await jobOf(quote)
    await eraseEveryRecordOf(quote.customerEmail!)
    const offered = await fittingPhotosFor(payload, await userNamed('staff'), jobId)
    expect(offered.ok && offered.photos).toEqual([])
    expect(await publishFittingPhoto(payload, await userNamed('owner'), jobId, photoId)).toMatchObject({ ok: false })
    expect(await photosOfJob(jobId)).toHaveLength(0)
  })

  it('only a photo of the job’s own order', async () => {
    const first = await fittedOrder('First Fay', true)
    const second = await fittedOrder('Second Sue', true)
    const jobId = await jobOf(first.quote)
    expect(await publishFittingPhoto(payload, await userNamed('owner'), jobId, second.photoId)).toMatchObject({
      ok: false,
      status: 404,
    })
  })
})

/** A measuring visit of this customer, booked with the order's own e-mail, and a photo taken at it. */
async function visitWithPhoto(email: string, name: string) {
  const visit = await payload.create({
    collection: 'measuring-appointments',
    data: testData('measuring-appointments', {
      customerName: name,
      customerEmail: email,
      customerPhone: '0121 496 0577',
      address: ADDRESS,
      postcode: 'B13 9AA',
      status: 'confirmed',
      scheduledDate: new Date().toISOString(),
      scheduledTime: 'morning',
    }),
    overrideAccess: true,
    depth: 0,
  })
  const data = await phonePhoto()
  const photo = await payload.create({
    collection: 'visit-photos',
    overrideAccess: true,
    data: { appointment: visit.id, stage: 'measuring', windowClientId: 'kitchen' },
    file: { data, mimetype: 'image/jpeg', name: 'IMG_1001.JPG', size: data.length },
  })
  return { visit, photoId: photo.id }
}

const phonePhotoRequest = (fields: Record<string, string>, file: Buffer) => {
  const form = new FormData()
  for (const [k, v] of Object.entries({ clientId: crypto.randomUUID(), windowClientId: 'kitchen', ...fields }))
    form.set(k, v)
  form.set('file', new File([new Uint8Array(file)], 'IMG_1002.JPG', { type: 'image/jpeg' }))
  return postPhoto(
    new NextRequest('http://localhost/api/visits/photos', {
      method: 'POST',
      headers: { host: 'localhost', authorization: `JWT ${staffToken}` },
      body: form,
    }),
  )
}

/**
 * Every record of the person erased. An order whose contract still needs them holds an erasure back (issue 67), so
 * their fitted orders are paid in full first.
 */
const eraseEveryRecordOf = async (email: string) => {
  const { docs: orders } = await payload.find({
    collection: 'quotes',
    where: { customerEmail: { equals: email } },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  for (const order of orders) {
    const owed = order.account?.outstandingPence ?? 0
    if (order.status === 'fitted' && owed > 0)
      await payload.update({
        collection: 'quotes',
        id: order.id,
        data: {
          payments: [
            ...(order.payments ?? []),
            { amountPence: owed, paidOn: todayInLondon(), method: 'cash' as const },
          ],
        },
        overrideAccess: true,
      })
  }
  const found = await findPerson(payload, parseContact(email)!)
  const settings = await readSiteSettings(payload)
  return erasePerson(payload, found, picked(found, defaultPicks(found)), settings.retention, new Date())
}

describe('photos of a home on every personal-data path (issue 68)', () => {
  it("a person's copy and the owner's request view list their visit and fitting photos", async () => {
    const name = 'Copied Cora'
    const { quote, photoId: fittingPhoto } = await fittedOrder(name, false)
    const { photoId: visitPhoto } = await visitWithPhoto(quote.customerEmail!, name)
    const found = await findPerson(payload, parseContact(quote.customerEmail!)!)
    const photos = found.records.filter((r) => r.collection === 'visit-photos')
    expect(photos.map((r) => r.key).sort()).toEqual(
      [`visit-photos:${fittingPhoto}`, `visit-photos:${visitPhoto}`].sort(),
    )
    // One person, so the photos are ticked with the rest and shown under the same name.
    expect(found.people).toHaveLength(1)
    expect(photos.every((r) => r.kind === 'Visit photo' && defaultPicks(found).includes(r.key))).toBe(true)

    const copy = personCopyJson(payload, picked(found, defaultPicks(found)), 0, new Date())
    const copied = copy.records.filter((r) => r.collection === 'visit-photos')
    expect(copied).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: visitPhoto, stage: 'measuring' }),
        expect.objectContaining({ id: fittingPhoto, stage: 'fitted' }),
      ]),
    )
    expect(personCopyCsv(payload, picked(found, defaultPicks(found)))).toContain(
      `Visit photo,${fittingPhoto},Stage,Fitted`,
    )
    // The order as the person reads it: prices in pounds, no hashes, staff ids or paginated lists.
    const order = copy.records.find((r) => r.collection === 'quotes')!
    expect(JSON.stringify(order)).not.toMatch(/contentHash|"hash"|hasNextPage|signedOffBy|takenBy|idempotency/)
    expect(personCopyCsv(payload, picked(found, defaultPicks(found)))).toMatch(/£\d/)
    const readable = personCopyHtml(payload, picked(found, defaultPicks(found)), new Date(), 'VB Birmingham')
    expect(readable).toContain(`<h2>Visit photo #${visitPhoto}</h2>`)
    expect(readable).toContain('<dt>Stage</dt><dd>Measuring</dd>')
  })

  it('an erasure removes the public copy of their fitting photo from the local job, and its record says so', async () => {
    const { quote, photoId } = await fittedOrder('Published Pia', true)
    const jobId = await jobOf(quote)
    const published = await publishFittingPhoto(payload, await userNamed('owner'), jobId, photoId)
    if (!published.ok) throw new Error(published.error)
    await payload.update({ collection: 'local-jobs', id: jobId, overrideAccess: true, data: { published: true } })
    expect((await callRest('GET', `/api/cms/media/${published.mediaId}`)).status).toBe(200)

    const result = await eraseEveryRecordOf(quote.customerEmail!)

    expect(result.outcomes).toContainEqual({
      record: `Visit photo #${photoId}`,
      outcome: 'erased',
      reason: `the fitting photo and its files deleted, and its public copy removed from the website (taken off Local job #${jobId})`,
    })
    expect(await photosOfJob(jobId)).toEqual([])
    expect((await callRest('GET', `/api/cms/media/${published.mediaId}`)).status).toBe(404)
    const copies = await payload.find({
      collection: 'media',
      where: { source: { equals: `visit-photo:${photoId}` } },
      overrideAccess: true,
    })
    expect(copies.docs).toEqual([])
    // The job itself stays, without the photo.
    expect((await callRest('GET', `/api/cms/local-jobs/${jobId}`)).status).toBe(200)
  })

  it('the retention job, anonymising an order past its period, removes the public copy of its fitting photo too', async () => {
    const { quote, photoId } = await fittedOrder('Aged Ada', true)
    const jobId = await jobOf(quote)
    const published = await publishFittingPhoto(payload, await userNamed('owner'), jobId, photoId)
    if (!published.ok) throw new Error(published.error)
    expect((await callRest('GET', `/api/cms/media/${published.mediaId}`)).status).toBe(200)
    // The order's last dealings (accepted, fitted, paid) seven years ago: past the orders' period of six.
    const longAgo = new Date(Date.now() - 7 * 366 * 24 * 60 * 60 * 1000).toISOString()
    await poolOf(payload).query(
      `update quotes set fitted_at = $2, acceptance_accepted_at = $2, account_last_paid_on = $2, updated_at = $2
         where id = $1`,
      [quote.id, longAgo],
    )

    await runRetention(payload, (await readSiteSettings(payload)).retention, new Date())

    const aged = await payload.findByID({ collection: 'quotes', id: quote.id, overrideAccess: true, depth: 0 })
    expect(aged.privacyState).toBe('anonymised')
    await expect(payload.findByID({ collection: 'visit-photos', id: photoId, overrideAccess: true })).rejects.toThrow()
    expect(await photosOfJob(jobId)).toEqual([])
    expect((await callRest('GET', `/api/cms/media/${published.mediaId}`)).status).toBe(404)
  })

  it('refuses a photo to an erased order or visit, on the phone and on every other path', async () => {
    const name = 'Erased Esme'
    const order = await quoteAt(payload, 'fitted', { customerName: name, postcode: 'B13 9AA', address: ADDRESS })
    const { visit } = await visitWithPhoto(order.customerEmail!, name)
    await eraseEveryRecordOf(order.customerEmail!)
    const erasedOrder = await payload.findByID({ collection: 'quotes', id: order.id, overrideAccess: true })
    // Fitted and paid, so the erasure went ahead; kept for the accounts: the photo is refused for the erasure.
    expect(erasedOrder.privacyState).toBe('accounts')

    const jpeg = await phonePhoto()
    const ways: Record<string, string>[] = [
      { stage: 'fitted', quote: String(order.id) },
      { stage: 'measuring', appointment: String(visit.id) },
    ]
    for (const fields of ways) {
      const res = await phonePhotoRequest(fields, jpeg)
      expect(res.status).toBe(409)
      expect((await res.json()).message).toMatch(/details were erased: no photos can be added/)
    }
    await expect(
      payload.create({
        collection: 'visit-photos',
        overrideAccess: true,
        data: { appointment: visit.id, stage: 'measuring', windowClientId: 'kitchen' },
        file: { data: jpeg, mimetype: 'image/jpeg', name: 'IMG_1003.JPG', size: jpeg.length },
      }),
    ).rejects.toThrow(/details were erased/)
    // The order, fitted and signed off before its erasure, takes no photo either way.
    await expect(
      payload.create({
        collection: 'visit-photos',
        overrideAccess: true,
        data: { quote: order.id, stage: 'fitted', windowClientId: 'kitchen' },
        file: { data: jpeg, mimetype: 'image/jpeg', name: 'IMG_1004.JPG', size: jpeg.length },
      }),
    ).rejects.toThrow(/details were erased|signed off: no more photos/)
    const photos = await payload.find({
      collection: 'visit-photos',
      where: { or: [{ quote: { equals: order.id } }, { appointment: { equals: visit.id } }] },
      overrideAccess: true,
    })
    expect(photos.docs).toEqual([])
  })
})
