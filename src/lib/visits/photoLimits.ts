import { ACCEPTED_IMAGE_MIME_TYPES } from '@/lib/images/sniffImage'
import { UPLOAD_MAX_BYTES } from '@/lib/images/uploadLimits'

/** The largest photo accepted from a phone: every upload's limit (src/lib/images/uploadLimits.ts). */
export const VISIT_PHOTO_MAX_BYTES = UPLOAD_MAX_BYTES
/** What a phone's camera saves (HEIC where the installed sharp reads it); everything is stored as JPEG. */
export const VISIT_PHOTO_MIME_TYPES = ACCEPTED_IMAGE_MIME_TYPES
