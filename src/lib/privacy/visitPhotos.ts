import type { Payload, PayloadRequest } from 'payload'

/** The records whose visit photos go with their personal data, and the photo field that points at each. */
const PHOTO_OWNERS = { 'measuring-appointments': 'appointment', quotes: 'quote' } as const

/**
 * Deletes the photos taken at the visits of these appointments or quotes, their files too (Payload's delete removes
 * an upload's file and sizes, on disk or in S3). Photos of a home are personal data with no use for the accounts, so
 * they go whenever their record is anonymised, on request or by the retention job, whatever else the record keeps.
 */
export async function deleteVisitPhotosOf(
  payload: Payload,
  collection: string,
  ids: readonly (number | string)[],
  req?: PayloadRequest,
): Promise<number> {
  const field = PHOTO_OWNERS[collection as keyof typeof PHOTO_OWNERS]
  if (!field || ids.length === 0) return 0
  const { docs, errors } = await payload.delete({
    collection: 'visit-photos',
    where: { [field]: { in: [...ids] } },
    overrideAccess: true,
    depth: 0,
    req,
  })
  if (errors.length > 0) throw new Error(`could not delete ${errors.length} visit photos of ${collection}`)
  return docs.length
}
