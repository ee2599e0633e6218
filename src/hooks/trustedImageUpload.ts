import { readFile } from 'node:fs/promises'
import type { CollectionBeforeOperationHook } from 'payload'
import { APIError } from 'payload'

import { checkImage } from '@/lib/images/checkImage'

/**
 * An image collection's first `beforeOperation` hook: a file given to a create or an update, on any path (the admin,
 * Payload's REST upload, the local API the phone's route and the seed use), is checked before anything decodes it
 * (src/lib/images/checkImage.ts) and refused with a 4xx and a message the sender understands. What it keeps is
 * the type read from the bytes, so every later step (Payload's own checks, sharp) works on the real one; the name
 * keeps its stem with the real extension.
 */
export const trustedImageUpload: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'create' && operation !== 'update') || !req.file) return args
  const data = req.file.data?.length || !req.file.tempFilePath ? req.file.data : await readFile(req.file.tempFilePath)
  const check = await checkImage(data ?? new Uint8Array())
  if (!check.ok) throw new APIError(check.message, check.status, undefined, true)
  const base = (req.file.name || 'photo').replace(/\.[^./\\]*$/, '') || 'photo'
  req.file = { ...req.file, mimetype: check.mimetype, name: `${base}.${check.extension}` }
  return args
}
