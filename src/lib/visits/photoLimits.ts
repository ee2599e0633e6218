/** The largest photo accepted from a phone: a full-size JPEG is 3–8 MB. */
export const VISIT_PHOTO_MAX_BYTES = 15 * 1024 * 1024
/** What a phone's camera saves; everything is stored as JPEG. */
export const VISIT_PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp']
