'use client'

import type { StoredVisitPhoto } from '@/lib/visits/saveVisitPhoto'
import { PhotoPicker } from './PhotoPicker'

/**
 * A window's after photos at the fitting: the photo picker for the order's line (its id is the window's, fixed by the
 * order). A client leaf of the sign-off form, which stays a plain form post: the picker's file input has no name, so
 * the form never sends the photos; each goes on its own to /api/visits/photos.
 */
export function AfterPhotos({
  quoteId,
  lineId,
  photos,
  label,
  signedOff,
}: {
  quoteId: number
  lineId: string
  photos: StoredVisitPhoto[]
  label: string
  /** the fitting is signed off: its photos are kept as they were, none taken or removed (the server refuses new ones) */
  signedOff: boolean
}) {
  return (
    <PhotoPicker
      owner={{ stage: 'fitted', quote: quoteId }}
      windowClientId={() => lineId}
      photos={photos}
      label={label}
      disabled={signedOff}
    />
  )
}
