import type { Payload, PayloadRequest } from 'payload'

import { sourceOfPhoto } from '@/lib/localJobs/fittingPhotos'

/** The records whose visit photos go with their personal data, and the photo field that points at each. */
export const PHOTO_OWNERS = { 'measuring-appointments': 'appointment', quotes: 'quote' } as const

/** What went with one photo: the public copies made of it for local jobs, and the jobs they were shown on. */
export interface DeletedPhoto {
  id: number
  stage: string
  /** The public media made from it (src/lib/localJobs/fittingPhotos.ts), deleted too. */
  publicCopies: number[]
  /** The local jobs that showed a copy, left without it. */
  localJobs: number[]
}

/**
 * Deletes the photos taken at the visits of these appointments or quotes, their files too (Payload's delete removes
 * an upload's file and sizes, on disk or in S3), and every public copy made of one for a local job: the job loses
 * the photo (its pages are revalidated by its own hooks) and the copy's files go. Photos of a home are personal data
 * with no use for the accounts, so they go whenever their record is anonymised, on request or by the retention job,
 * whatever else the record keeps. Says what went, for the erasure's record.
 */
export async function deleteVisitPhotosOf(
  payload: Payload,
  collection: string,
  ids: readonly (number | string)[],
  req?: Partial<PayloadRequest>,
): Promise<DeletedPhoto[]> {
  const field = PHOTO_OWNERS[collection as keyof typeof PHOTO_OWNERS]
  if (!field || ids.length === 0) return []
  const { docs: photos } = await payload.find({
    collection: 'visit-photos',
    where: { [field]: { in: [...ids] } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
  })
  return deleteVisitPhotos(
    payload,
    photos.map((p) => p.id),
    req,
  )
}

/** Deletes these visit photos, files too, with every public copy made of one for a local job; says what went. */
export async function deleteVisitPhotos(
  payload: Payload,
  ids: readonly number[],
  req?: Partial<PayloadRequest>,
): Promise<DeletedPhoto[]> {
  if (ids.length === 0) return []
  const { docs: photos } = await payload.find({
    collection: 'visit-photos',
    where: { id: { in: [...ids] } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
  })
  if (photos.length === 0) return []
  const deleted: DeletedPhoto[] = []
  for (const photo of photos) deleted.push(await deletePublicCopiesOf(payload, photo, req))
  const { errors } = await payload.delete({
    collection: 'visit-photos',
    where: { id: { in: photos.map((p) => p.id) } },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (errors.length > 0) throw new Error(`could not delete ${errors.length} visit photos`)
  return deleted
}

async function deletePublicCopiesOf(
  payload: Payload,
  photo: { id: number; stage: string },
  req?: Partial<PayloadRequest>,
): Promise<DeletedPhoto> {
  const { docs: copies } = await payload.find({
    collection: 'media',
    where: { source: { equals: sourceOfPhoto(photo.id) } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
  })
  const copyIds = copies.map((c) => c.id)
  const result: DeletedPhoto = { id: photo.id, stage: photo.stage, publicCopies: copyIds, localJobs: [] }
  if (copyIds.length === 0) return result
  const { docs: jobs } = await payload.find({
    collection: 'local-jobs',
    where: { photos: { in: copyIds } },
    overrideAccess: true,
    pagination: false,
    depth: 0,
    req,
  })
  for (const job of jobs) {
    const photos = (job.photos ?? [])
      .map((p) => (typeof p === 'object' ? p.id : p))
      .filter((id) => !copyIds.includes(id))
    // Through Payload, so the job's hooks expire the pages that showed the photo.
    await payload.update({ collection: 'local-jobs', id: job.id, data: { photos }, overrideAccess: true, req })
    result.localJobs.push(job.id)
  }
  const { errors } = await payload.delete({
    collection: 'media',
    where: { id: { in: copyIds } },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (errors.length > 0) throw new Error(`could not delete ${errors.length} public copies of visit photo ${photo.id}`)
  return result
}
