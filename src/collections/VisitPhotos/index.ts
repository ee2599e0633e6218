import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { CollectionBeforeOperationHook, CollectionConfig } from 'payload'
import { APIError } from 'payload'
import sharp from 'sharp'

import { isStaff } from '@/access/isStaff'
import { missingFileIsNotFound } from '@/lib/api/uploads'
import { relationId } from '@/lib/platform/relationId'
import { trustedImageUpload } from '@/hooks/trustedImageUpload'
import { DAMAGED_PHOTO, MAX_IMAGE_PIXELS, UNREADABLE_HEIC } from '@/lib/images/uploadLimits'
import { VISIT_PHOTO_MIME_TYPES } from '@/lib/visits/photoLimits'
import { ERASED_PHOTOS, joinsErasedRecord } from '@/lib/visits/erasedPhotos'
import { joinsSignedOffOrder, SIGNED_OFF_PHOTOS } from '@/lib/visits/signedOffPhotos'

const dirname = path.dirname(fileURLToPath(import.meta.url))

/**
 * A photo of a customer's home carries where it was taken (GPS) and the phone's details: the original is re-encoded
 * before it is stored, which drops every EXIF, XMP and ICC block (sharp keeps none unless asked); `rotate()` first
 * applies the EXIF orientation so the picture stays upright without it. The sizes are generated from this copy. It
 * runs after `trustedImageUpload`, so these bytes are a JPEG, PNG, WebP or HEIC within the pixel limit.
 */
const stripMetadata: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const heic = req.file.mimetype === 'image/heic'
  const data = await sharp(req.file.data, { limitInputPixels: MAX_IMAGE_PIXELS })
    .rotate()
    .jpeg({ quality: 85 })
    .toBuffer()
    .catch(() => {
      throw new APIError(heic ? UNREADABLE_HEIC : DAMAGED_PHOTO, 415, undefined, true)
    })
  const base = (req.file.name || 'photo').replace(/\.[^./\\]*$/, '') || 'photo'
  req.file = { ...req.file, data, mimetype: 'image/jpeg', size: data.length, name: `${base}.jpg` }
  return args
}

/**
 * Photos taken at a visit (issue 51): private. Staff only for every operation, the file itself included (Payload
 * serves /api/cms/visit-photos/file/… only after this collection's read access); kept in their own directory (or S3
 * prefix), never a publicly served one; deleted when their appointment or quote is anonymised (src/lib/privacy).
 */
export const VisitPhotos: CollectionConfig = {
  slug: 'visit-photos',
  labels: { singular: 'Visit photo', plural: 'Visit photos' },
  admin: { group: 'Orders', defaultColumns: ['filename', 'stage', 'appointment', 'quote', 'createdAt'] },
  access: { read: isStaff, create: isStaff, update: isStaff, delete: isStaff },
  hooks: {
    beforeOperation: [trustedImageUpload, stripMetadata],
    beforeChange: [
      // No new photo of a signed-off fitting, on any path (the phone's endpoint says so first, in its own answer).
      async ({ data, operation, originalDoc, req }) => {
        const joins =
          operation === 'create' ||
          (data.quote !== undefined && relationId(data.quote) !== relationId(originalDoc?.quote))
        if (joins && (await joinsSignedOffOrder(req.payload, data.quote, req)))
          throw new APIError(SIGNED_OFF_PHOTOS, 409, undefined, true)
        return data
      },
      // No photo of an erased customer's home, on any path: it would be their personal data kept after the erasure.
      async ({ data, operation, originalDoc, req }) => {
        const moves =
          operation === 'create' ||
          (data.quote !== undefined && relationId(data.quote) !== relationId(originalDoc?.quote)) ||
          (data.appointment !== undefined && relationId(data.appointment) !== relationId(originalDoc?.appointment))
        if (moves && (await joinsErasedRecord(req.payload, data, req)))
          throw new APIError(ERASED_PHOTOS, 409, undefined, true)
        return data
      },
      ({ data, operation, req }) => {
        // Who took it: the session's user, never a value sent by the client, and never changed afterwards.
        if (operation === 'create' && req.user) data.takenBy = req.user.id
        else delete data.takenBy
        return data
      },
    ],
  },
  upload: {
    staticDir: path.join(
      process.env.MEDIA_DIR ? path.resolve(process.env.MEDIA_DIR) : path.resolve(dirname, '../../../media'),
      'visit-photos',
    ),
    mimeTypes: VISIT_PHOTO_MIME_TYPES,
    imageSizes: [{ name: 'thumbnail', width: 320, withoutEnlargement: true }],
    adminThumbnail: 'thumbnail',
    handlers: [missingFileIsNotFound],
    // A home's photo is one person's: no shared cache keeps it, the browser only for this signed-in session.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('Cache-Control', 'private, no-store')
      return headers
    },
  },
  fields: [
    {
      name: 'appointment',
      type: 'relationship',
      relationTo: 'measuring-appointments',
      index: true,
      validate: (value: unknown, { siblingData }: { siblingData: Record<string, unknown> }) =>
        value || siblingData?.quote ? true : 'A photo belongs to a measuring appointment or a quote.',
    },
    { name: 'quote', type: 'relationship', relationTo: 'quotes', index: true },
    {
      name: 'clientId',
      type: 'text',
      unique: true,
      maxLength: 64,
      admin: { readOnly: true, description: 'Made on the phone: a photo sent twice is stored once.' },
    },
    {
      name: 'windowClientId',
      type: 'text',
      maxLength: 64,
      admin: { description: 'The measured window (its id made on the phone) or the order line it shows.' },
    },
    {
      name: 'stage',
      type: 'select',
      required: true,
      options: [
        { label: 'Measuring', value: 'measuring' },
        { label: 'Fitted', value: 'fitted' },
      ],
    },
    {
      name: 'takenBy',
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
  ],
}
