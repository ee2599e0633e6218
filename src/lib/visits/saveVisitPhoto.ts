import type { Payload, TypedUser } from 'payload'

import { checkImage } from '@/lib/images/checkImage'
import { NOT_A_PHOTO, TOO_LARGE_FILE } from '@/lib/images/uploadLimits'
import { isDuplicateOf } from '@/lib/platform/db'
import { requestId } from '@/lib/platform/requestId'
import { isStaffUser } from '@/lib/platform/roles'
import type { VisitPhoto } from '@/payload-types'
import { CLIENT_ID } from './measuredWindow'
import { ERASED_PHOTOS, isErasedRecord } from './erasedPhotos'
import { isOpenVisitStatus } from './openVisit'
import { VISIT_PHOTO_MAX_BYTES } from './photoLimits'
import { isSignedOffOrder, SIGNED_OFF_PHOTOS } from './signedOffPhotos'
import { errorMessage, errorStatus } from '@/lib/platform/narrow'

/** The user Payload's own sign-in gave the route (its `collection` included), passed on to the local API as is. */
type SignedInPayloadUser = TypedUser | null | undefined

/** What the phone shows of a stored photo: its thumbnail, served to signed-in staff only. */
export interface StoredVisitPhoto {
  id: number
  clientId: string
  windowClientId: string | null
  thumbnail: string
}

export type VisitPhotoOutcome =
  | { ok: true; status: 200 | 201; code: 'created' | 'exists'; photo: StoredVisitPhoto }
  | { ok: true; status: 200; code: 'deleted' }
  | {
      ok: false
      status: 400 | 403 | 404 | 409 | 413 | 415
      code: 'invalid' | 'refused' | 'not-found' | 'closed' | 'too-large' | 'not-a-photo'
      message?: string
    }

const fileUrl = (filename: string | null | undefined) =>
  filename ? `/api/cms/visit-photos/file/${encodeURIComponent(filename)}` : ''

export const storedPhoto = (doc: VisitPhoto): StoredVisitPhoto => ({
  id: doc.id,
  clientId: doc.clientId ?? '',
  windowClientId: doc.windowClientId ?? null,
  thumbnail: fileUrl(doc.sizes?.thumbnail?.filename ?? doc.filename),
})

const field = (form: FormData, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value.trim() : ''
}

/**
 * POST /api/visits/photos (multipart): a photo taken at a visit, for a measured window (stage "measuring", on an open
 * measuring visit) or an order's window at the fitting (stage "fitted", on an accepted order not yet signed off: a
 * fitted order takes no new photo, though a repeat of one stored before the sign-off still finds it). Stored once
 * per id made on the phone however often it is sent (a retry after a lost answer finds the first). Owner and staff
 * only; the collection strips the location data.
 */
export async function saveVisitPhoto(
  payload: Payload,
  user: SignedInPayloadUser,
  form: FormData,
): Promise<VisitPhotoOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  const clientId = field(form, 'clientId')
  const windowClientId = field(form, 'windowClientId')
  const stage = field(form, 'stage')
  const file = form.get('file')
  if (!CLIENT_ID.test(clientId) || !/^[\w-]{1,64}$/.test(windowClientId))
    return { ok: false, status: 400, code: 'invalid', message: 'Unknown photo or window.' }
  if (!(file instanceof Blob) || file.size === 0)
    return { ok: false, status: 400, code: 'invalid', message: 'Choose a photo.' }
  if (file.size > VISIT_PHOTO_MAX_BYTES) return { ok: false, status: 413, code: 'too-large', message: TOO_LARGE_FILE }
  const data = Buffer.from(await file.arrayBuffer())
  // The bytes decide, not the type the phone declared; refused before anything decodes them (the collection checks
  // again, for every other way in).
  const image = await checkImage(data)
  if (!image.ok)
    return {
      ok: false,
      status: image.status,
      code: image.status === 413 ? 'too-large' : 'not-a-photo',
      message: image.message,
    }

  const existing = await findByClientId(payload, clientId)
  if (existing) return { ok: true, status: 200, code: 'exists', photo: storedPhoto(existing) }

  const owner = await ownerOf(payload, stage, field(form, 'appointment'), field(form, 'quote'))
  if (!owner.ok) return owner
  try {
    const doc = await payload.create({
      collection: 'visit-photos',
      data: { ...owner.data, stage: stage as 'measuring' | 'fitted', clientId, windowClientId },
      file: {
        data,
        mimetype: image.mimetype,
        name: file.name || 'photo.jpg',
        size: data.length,
      },
      user,
      overrideAccess: false,
      depth: 0,
    })
    return { ok: true, status: 201, code: 'created', photo: storedPhoto(doc) }
  } catch (error) {
    // Two sends of one photo at once meet at the unique index: the second answers with the first.
    if (isDuplicateOf(error, 'clientId')) {
      const first = await findByClientId(payload, clientId)
      if (first) return { ok: true, status: 200, code: 'exists', photo: storedPhoto(first) }
    }
    const status = errorStatus(error)
    // Signed off between the check above and this save: the collection's own rule refused it.
    if (status === 409) return { ok: false, status, code: 'closed', message: errorMessage(error) || SIGNED_OFF_PHOTOS }
    if (status === 400 || status === 413 || status === 415)
      return {
        ok: false,
        status,
        code: status === 413 ? 'too-large' : status === 415 ? 'not-a-photo' : 'invalid',
        message: errorMessage(error) || NOT_A_PHOTO,
      }
    throw error
  }
}

/** DELETE /api/visits/photos/<id>: a photo taken by mistake goes, its files too. */
export async function deleteVisitPhoto(
  payload: Payload,
  user: SignedInPayloadUser,
  id: string,
): Promise<VisitPhotoOutcome> {
  if (!isStaffUser(user)) return { ok: false, status: 403, code: 'refused' }
  const photoId = requestId(id)
  if (photoId === null) return { ok: false, status: 400, code: 'invalid' }
  const { docs } = await payload.delete({
    collection: 'visit-photos',
    where: { id: { equals: photoId } },
    user,
    overrideAccess: false,
  })
  return docs.length ? { ok: true, status: 200, code: 'deleted' } : { ok: false, status: 404, code: 'not-found' }
}

async function findByClientId(payload: Payload, clientId: string): Promise<VisitPhoto | null> {
  const { docs } = await payload.find({
    collection: 'visit-photos',
    where: { clientId: { equals: clientId } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
}

/** The record the photo belongs to: an open measuring visit, or an order at its fitting. */
async function ownerOf(
  payload: Payload,
  stage: string,
  appointmentId: string,
  quoteId: string,
): Promise<
  { ok: true; data: { appointment: number } | { quote: number } } | Extract<VisitPhotoOutcome, { ok: false }>
> {
  const appointmentNumber = requestId(appointmentId)
  const quoteNumber = requestId(quoteId)
  if (stage === 'measuring' && appointmentNumber !== null) {
    const appointment = await payload
      .findByID({ collection: 'measuring-appointments', id: appointmentNumber, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!appointment) return { ok: false, status: 404, code: 'not-found' }
    if (isErasedRecord(appointment)) return { ok: false, status: 409, code: 'closed', message: ERASED_PHOTOS }
    if (!isOpenVisitStatus(appointment.status)) return { ok: false, status: 409, code: 'closed' }
    return { ok: true, data: { appointment: appointment.id } }
  }
  if (stage === 'fitted' && quoteNumber !== null) {
    const quote = await payload
      .findByID({ collection: 'quotes', id: quoteNumber, depth: 0, overrideAccess: true })
      .catch(() => null)
    if (!quote) return { ok: false, status: 404, code: 'not-found' }
    if (isErasedRecord(quote)) return { ok: false, status: 409, code: 'closed', message: ERASED_PHOTOS }
    if (isSignedOffOrder(quote.status)) return { ok: false, status: 409, code: 'closed', message: SIGNED_OFF_PHOTOS }
    if (quote.status !== 'accepted') return { ok: false, status: 409, code: 'closed' }
    return { ok: true, data: { quote: quote.id } }
  }
  return { ok: false, status: 400, code: 'invalid', message: 'A photo belongs to a visit or an order.' }
}
