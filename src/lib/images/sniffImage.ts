/** The image types we accept, told from the file's own first bytes, never from the type or name the sender gave. */
export type ImageKind = 'jpeg' | 'png' | 'webp' | 'heic'

export const MIME_OF: Record<ImageKind, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  heic: 'image/heic',
}

export const EXTENSION_OF: Record<ImageKind, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', heic: 'heic' }

/** HEIF brands a phone writes (HEVC stills and sequences, and the generic image brand). AVIF is not one of ours. */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'])

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/**
 * The kind of image these bytes are, from their signature: JPEG (FF D8 FF), PNG (its 8-byte signature), WebP (a RIFF
 * file of form WEBP), HEIC (an ISO media file whose `ftyp` major brand is a HEIF one). Anything else, SVG and every
 * other text format included, is null, whatever it was declared as.
 */
export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, i) => bytes[i] === byte))
    return 'png'
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && HEIF_BRANDS.has(ascii(bytes, 8, 12))) return 'heic'
  return null
}

/** The declared types an upload collection lists (its file picker offers these); the bytes still decide. */
export const ACCEPTED_IMAGE_MIME_TYPES = Object.values(MIME_OF)
