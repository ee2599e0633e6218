import type { Payload, PayloadRequest } from 'payload'

import { readStoredUpload } from '@/lib/api/uploads'
import { inLockedTransaction } from '@/lib/platform/lockedTransaction'
import { requestId } from '@/lib/platform/requestId'
import { isOwnerUser, isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import { knownFinish } from '@/lib/orders'
import type { LocalJob, Quote } from '@/payload-types'

/** Where a public image came from: the fitting's private photo it was copied from. */
export const sourceOfPhoto = (photoId: number | string) => `visit-photo:${photoId}`

const idOf = (value: unknown) =>
  typeof value === 'object' && value ? Number((value as { id: unknown }).id) : value == null ? null : Number(value)

export interface OfferedPhoto {
  id: number
  /** The staff-only thumbnail (served to signed-in staff only). */
  thumbnailUrl: string
  /** Already copied onto this local job's public photos. */
  published: boolean
}

export type FittingPhotos =
  { ok: true; consent: boolean; photos: OfferedPhoto[] } | { ok: false; status: 403 | 404 | 409; error: string }

/** A local job's order and whether its customer agreed, at sign-off, to photos of their blinds on the website. */
async function jobOrder(payload: Payload, jobId: number | string, req?: Partial<PayloadRequest>) {
  const id = requestId(jobId)
  const job =
    id === null
      ? null
      : await payload.findByID({ collection: 'local-jobs', id, depth: 0, overrideAccess: true, req }).catch(() => null)
  if (!job) return { ok: false as const, status: 404 as const, error: 'No such local job.' }
  const quoteId = idOf(job.fromOrder)
  if (!quoteId) return { ok: false as const, status: 409 as const, error: 'This local job was not made from an order.' }
  // An order deleted since (retention) has no consent to read: nothing is offered.
  const quote = await payload
    .findByID({ collection: 'quotes', id: quoteId, depth: 0, overrideAccess: true, req })
    .catch(() => null)
  return { ok: true as const, job, quoteId, lines: quote?.lines ?? [], consent: quote?.signOff?.photoConsent === true }
}

/**
 * "Create local job" offers the fitting's after photos: those of the job's order, and only if the customer ticked
 * consent when they signed the fitting off (none otherwise). Owner and staff see them (they are private photos).
 */
export async function fittingPhotosFor(
  payload: Payload,
  user: SignedInUser,
  jobId: number | string,
): Promise<FittingPhotos> {
  if (!isStaffUser(user)) return { ok: false, status: 403, error: 'Sign in as staff or owner.' }
  const order = await jobOrder(payload, jobId)
  if (!order.ok) return order
  if (!order.consent) return { ok: true, consent: false, photos: [] }
  const { docs } = await payload.find({
    collection: 'visit-photos',
    where: { and: [{ quote: { equals: order.quoteId } }, { stage: { equals: 'fitted' } }] },
    sort: 'createdAt',
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const { docs: copies } = await payload.find({
    collection: 'media',
    where: { source: { in: docs.map((d) => sourceOfPhoto(d.id)) } },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  const onJob = new Set((order.job.photos ?? []).map(idOf))
  return {
    ok: true,
    consent: true,
    photos: docs.map((d) => ({
      id: d.id,
      thumbnailUrl: String(d.sizes?.thumbnail?.url ?? d.url ?? ''),
      published: copies.some((m) => m.source === sourceOfPhoto(d.id) && onJob.has(m.id)),
    })),
  }
}

export type PublishResult = { ok: true; mediaId: number } | { ok: false; status: 400 | 403 | 404 | 409; error: string }

/**
 * The public copy's alt text and file name: the blind and its finish of the window the photo shows (the order's line
 * the fitter took it for; the job's product when the line is gone), never the job's title or rooms (typed by staff,
 * they may name a person or a street), nor the order's or the photo's numbers. The owner can reword the alt text in
 * Media; Payload numbers a repeated file name.
 */
async function publicNamesOf(
  payload: Payload,
  job: LocalJob,
  line: NonNullable<Quote['lines']>[number] | undefined,
  req: Partial<PayloadRequest>,
) {
  const productId = idOf(line ? line.product : job.product)
  const product = productId
    ? await payload
        .findByID({ collection: 'products', id: productId, depth: 0, overrideAccess: true, req })
        .catch(() => null)
    : null
  const name = product?.name ?? 'Venetian blinds'
  const blinds = /blinds?$/i.test(name) ? name.replace(/blind$/i, 'blinds') : `${name} blinds`
  const slug = (product?.slug ?? 'venetian-blinds').replace(/[^a-z0-9-]+/gi, '-').toLowerCase()
  const finish = line ? knownFinish(line.finish, product?.type) : job.finish
  return {
    alt: `${blinds}${finish ? ` in ${finish}` : ''}, as we fitted them`,
    filename: `${slug}-fitted.jpg`,
  }
}

/** A local job shows at most this many photos (its field's own limit). */
const MAX_PHOTOS = 6

/**
 * The owner publishes one of the fitting's after photos on a local job: only a photo of the job's own order, only
 * with the customer's consent; it is copied into the public media (re-encoded there, no metadata) and added to the
 * job's photos. The private photo stays private. One publish per job at a time (an advisory lock): a double click
 * adds it once.
 */
export async function publishFittingPhoto(
  payload: Payload,
  user: SignedInUser,
  jobId: number | string,
  photoId: number | string,
): Promise<PublishResult> {
  if (!isOwnerUser(user)) return { ok: false, status: 403, error: 'Only the owner publishes photos.' }
  return inLockedTransaction(payload, 'publishing a photo', `local-job-photos:${jobId}`, (t) =>
    publishUnderLock(payload, jobId, photoId, t.req),
  )
}

async function publishUnderLock(
  payload: Payload,
  jobId: number | string,
  photoId: number | string,
  req: Partial<PayloadRequest>,
): Promise<PublishResult> {
  const order = await jobOrder(payload, jobId, req)
  if (!order.ok) return order
  if (!order.consent)
    return { ok: false, status: 403, error: 'The customer did not agree to photos of their blinds being shown.' }
  const photoNumber = requestId(photoId)
  const photo =
    photoNumber !== null
      ? await payload
          .findByID({ collection: 'visit-photos', id: photoNumber, depth: 0, overrideAccess: true, req })
          .catch(() => null)
      : null
  if (!photo || idOf(photo.quote) !== order.quoteId || photo.stage !== 'fitted')
    return { ok: false, status: 404, error: 'No such photo of this order’s fitting.' }
  const onJob = (order.job.photos ?? []).map(idOf).filter((id): id is number => id !== null)
  const { docs: copies } = await payload.find({
    collection: 'media',
    where: { source: { equals: sourceOfPhoto(photo.id) } },
    depth: 0,
    limit: 10,
    overrideAccess: true,
    req,
  })
  const already = copies.find((m) => onJob.includes(m.id))
  if (already) return { ok: true, mediaId: already.id }
  if (onJob.length >= MAX_PHOTOS)
    return { ok: false, status: 400, error: `A local job shows at most ${MAX_PHOTOS} photos.` }
  const data = await readStoredUpload(payload, 'visit-photos', photo)
  const line = order.lines.find((l) => l.id != null && String(l.id) === photo.windowClientId)
  const names = await publicNamesOf(payload, order.job, line, req)
  const media = await payload.create({
    collection: 'media',
    overrideAccess: true,
    req,
    data: {
      alt: names.alt,
      source: sourceOfPhoto(photo.id),
    },
    file: {
      data,
      mimetype: String(photo.mimeType ?? 'image/jpeg'),
      name: names.filename,
      size: data.length,
    },
  })
  await payload.update({
    collection: 'local-jobs',
    id: jobId,
    overrideAccess: true,
    req,
    data: { photos: [...onJob, media.id] },
  })
  return { ok: true, mediaId: media.id }
}
