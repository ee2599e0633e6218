import sharp from 'sharp'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { signOffFitting } from '@/lib/fitting/signOff'
import { fittingPhotosFor, publishFittingPhoto } from '@/lib/localJobs/fittingPhotos'
import { readStoredUpload } from '@/lib/api/uploads'
import { acceptQuote } from '@/lib/quotes/link'
import { createLocalJobFromOrder } from '@/lib/quotes/localJob'
import { sendQuote } from '@/lib/quotes/send'
import type { Quote } from '@/payload-types'
import { callRest, loginToken } from '../support/int/cms-routes'
import { TEST_PASSWORDS } from '../support/int/passwords'
import { getTestPayload } from '../support/int/payload'
import { quoteAt, tokenOf } from '../support/int/quoteMoves'
import { startMailCatcher } from '../support/mailCatcher'

/**
 * Local proof from the fitting (issue 53): "Create local job" offers the order's after photos only when the customer
 * ticked consent at sign-off; only the owner publishes one, which is copied into the public media without its
 * metadata, while the private photo stays private.
 */
let mail: Awaited<ReturnType<typeof startMailCatcher>>
let payload: Payload
let ownerToken: string
const userNamed = async (username: string) =>
  (await payload.find({ collection: 'users', where: { username: { equals: username } }, overrideAccess: true })).docs[0]

beforeAll(async () => {
  mail = await startMailCatcher(inject('smtpPort'))
  payload = await getTestPayload()
  ownerToken = await loginToken('owner', TEST_PASSWORDS.owner, '192.0.2.249')
})
afterAll(() => mail.close())

/** A JPEG as a phone takes it: with GPS coordinates in its EXIF. */
const phonePhoto = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#7a9' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'phone' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 28/1 0/1' } })
    .toBuffer()

/** A fitted order in Moseley (B13), signed off with or without photo consent, with one after photo. */
async function fittedOrder(name: string, consent: boolean): Promise<{ quote: Quote; photoId: number }> {
  const draft = await quoteAt(payload, 'draft', { customerName: name, postcode: 'B13 9AA', address: '1 Photo Road' })
  const sent = await sendQuote(payload, draft.id)
  if (!sent.ok) throw new Error(sent.error)
  await acceptQuote(payload, await tokenOf(payload, draft.id), { name, terms: true, clientAddress: '192.0.2.202' })
  const quote = await payload.findByID({ collection: 'quotes', id: draft.id, depth: 0, overrideAccess: true })
  const data = await phonePhoto()
  const photo = await payload.create({
    collection: 'visit-photos',
    overrideAccess: true,
    data: { quote: quote.id, stage: 'fitted', windowClientId: String(quote.lines?.[0].id) },
    file: { data, mimetype: 'image/jpeg', name: 'after.jpg', size: data.length },
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

describe('the fitting’s photos on a local job', () => {
  it('with consent: offered, and the owner publishes a copy without metadata into the public media', async () => {
    const { quote, photoId } = await fittedOrder('Consenting Cleo', true)
    const jobId = await jobOf(quote)
    const staff = await userNamed('staff')
    const offered = await fittingPhotosFor(payload, staff, jobId)
    expect(offered).toMatchObject({ ok: true, consent: true, photos: [{ id: photoId, published: false }] })

    expect(await publishFittingPhoto(payload, staff, jobId, photoId)).toMatchObject({ ok: false, status: 403 })
    const owner = await userNamed('owner')
    const [a, b] = await Promise.all([
      publishFittingPhoto(payload, owner, jobId, photoId),
      publishFittingPhoto(payload, owner, jobId, photoId),
    ])
    expect(a.ok && b.ok && a.mediaId === b.mediaId).toBe(true)
    const job = await payload.findByID({ collection: 'local-jobs', id: jobId, depth: 0, overrideAccess: true })
    expect(job.photos).toEqual([a.ok && a.mediaId])
    const media = await payload.findByID({ collection: 'media', id: a.ok ? a.mediaId : 0, overrideAccess: true })
    const bytes = await readStoredUpload(payload, 'media', media)
    const meta = await sharp(bytes).metadata()
    expect(meta.exif).toBeUndefined()
    expect(meta.width).toBe(64)
    expect(
      (await fittingPhotosFor(payload, staff, jobId)).ok && (await fittingPhotosFor(payload, staff, jobId)),
    ).toMatchObject({
      photos: [{ id: photoId, published: true }],
    })
    // The public reads the published copy's record, never where it came from; the private photo stays private.
    const publicMedia = await callRest('GET', `/api/cms/media/${media.id}`)
    expect(publicMedia.status).toBe(200)
    expect((await publicMedia.json()).source).toBeUndefined()
    expect((await callRest('GET', `/api/cms/visit-photos/${photoId}`)).status).toBeGreaterThanOrEqual(401)
    const publicJob = await callRest('GET', `/api/cms/local-jobs/${jobId}`)
    expect(publicJob.status).toBeGreaterThanOrEqual(400) // unpublished: not the public's
    // Through REST, the owner publishes the same way; an anonymous request is refused.
    expect((await callRest('POST', `/api/cms/local-jobs/${jobId}/fitting-photos/${photoId}`)).status).toBe(403)
    const rest = await callRest('POST', `/api/cms/local-jobs/${jobId}/fitting-photos/${photoId}`, { token: ownerToken })
    expect(rest.status).toBe(200)
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
    const job = await payload.findByID({ collection: 'local-jobs', id: jobId, depth: 0, overrideAccess: true })
    expect(job.photos ?? []).toHaveLength(0)
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
