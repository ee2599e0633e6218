import type { CollectionBeforeDeleteHook } from 'payload'

import { deleteVisitPhotosOf } from '@/lib/privacy/visitPhotos'

/**
 * A deleted appointment or quote takes its visit photos with it, files too: a photo of a home never outlives the
 * record that says whose home it is.
 */
export const deletePhotosWith =
  (collection: 'measuring-appointments' | 'quotes'): CollectionBeforeDeleteHook =>
  async ({ id, req }) => {
    await deleteVisitPhotosOf(req.payload, collection, [id], req)
  }
