/**
 * The limits every uploaded image meets, on every way in (the fitter's phone, Payload's REST upload and admin, the
 * local API): one place, so the phone's route, Payload's multipart parser and nginx (`client_max_body_size 16m` in
 * deploy/nginx/proxy-http.conf) refuse the same sizes.
 */

/** The largest file: a full-size phone photo is 3–8 MB. */
export const UPLOAD_MAX_BYTES = 15 * 1024 * 1024

/** The largest request carrying one: the file and the form's few fields. nginx refuses a larger body the same way. */
export const UPLOAD_REQUEST_MAX_BYTES = 16 * 1024 * 1024

/**
 * The most pixels an image may declare. A 50-megapixel phone camera (8160 × 6120) fits; decoding one costs about
 * 150 MB of memory, where a 31 KB PNG declaring 16000 × 16000 would cost over 1 GB. Checked on the header, before
 * anything is decoded, and given to sharp (`limitInputPixels`) wherever it decodes one.
 */
export const MAX_IMAGE_PIXELS = 50_000_000

export const TOO_LARGE_FILE =
  'This photo is too large to send (more than 15 MB). Take it again at the camera’s normal size, or send a smaller copy.'

export const NOT_A_PHOTO =
  'This file is not a photo we can use. Send a JPEG, PNG, WebP or HEIC photo, as the phone’s camera saves it.'

export const DAMAGED_PHOTO = 'This photo could not be read: it may be damaged or only half saved. Take it again.'

export const UNREADABLE_HEIC =
  'This iPhone photo (HEIC) cannot be read here. On the iPhone open Settings → Camera → Formats, choose “Most Compatible”, and take the photo again.'

export const tooManyPixels = (width: number, height: number) =>
  `This picture is too big to use (${width} × ${height} pixels; at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels). Take the photo again with the phone’s camera, or send a smaller copy.`
