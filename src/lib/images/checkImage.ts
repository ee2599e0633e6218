import sharp from 'sharp'

import { EXTENSION_OF, MIME_OF, sniffImage, type ImageKind } from './sniffImage'
import {
  DAMAGED_PHOTO,
  MAX_IMAGE_PIXELS,
  NOT_A_PHOTO,
  TOO_LARGE_FILE,
  tooManyPixels,
  UNREADABLE_HEIC,
  UPLOAD_MAX_BYTES,
} from './uploadLimits'

export type ImageCheck =
  | { ok: true; kind: ImageKind; mimetype: string; extension: string; width: number; height: number }
  | { ok: false; status: 413 | 415; message: string }

/**
 * Whether uploaded bytes are an image we may decode, trusting nothing the sender said: the size, then the type from
 * the bytes' own signature (an SVG declared as image/png is text, not an image), then the width and height the header
 * declares, read by sharp's metadata, which decodes no pixel data, so a tiny file declaring 16000 × 16000 pixels is
 * refused before a byte of it is expanded. A HEIC photo is tried once more, since the installed sharp may lack the
 * HEVC decoder an iPhone's photos need. Every refusal is a message for the person who took the photo.
 */
export async function checkImage(bytes: Uint8Array): Promise<ImageCheck> {
  if (bytes.length > UPLOAD_MAX_BYTES) return { ok: false, status: 413, message: TOO_LARGE_FILE }
  const kind = sniffImage(bytes)
  if (!kind) return { ok: false, status: 415, message: NOT_A_PHOTO }
  // No pixel limit here: the header's figures are compared below, to answer with them.
  const metadata = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null)
  const unreadable = kind === 'heic' ? UNREADABLE_HEIC : DAMAGED_PHOTO
  if (!metadata?.width || !metadata.height) return { ok: false, status: 415, message: unreadable }
  const { width, height } = metadata
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, status: 413, message: tooManyPixels(width, height) }
  if (kind === 'heic' && !(await decodes(bytes))) return { ok: false, status: 415, message: UNREADABLE_HEIC }
  return { ok: true, kind, mimetype: MIME_OF[kind], extension: EXTENSION_OF[kind], width, height }
}

/** Decodes the image (within the pixel limit, to a thumbnail): false when this sharp cannot read its compression. */
const decodes = (bytes: Uint8Array) =>
  sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS })
    .resize(16, 16)
    .toBuffer()
    .then(
      () => true,
      () => false,
    )
