import { galleryLabel, isGalleryMedia, type GalleryLabel } from '@/lib/areas/gallery'
import { finishHex } from '@/lib/finishes'
import { ARTWORK } from '@/seed/artwork/catalogue'
import { cmsQuery } from './cache'
import { toImage } from './media'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'
import type { ImageView } from './types'

/** An image of the area pages' gallery with what seed 3.5 shows beside it. */
export interface GalleryImageView extends ImageView, GalleryLabel {
  /** Swatch colour of the finish, when the finish is known */
  swatch: string | null
}

type MediaDoc = {
  url?: string | null
  alt?: string | null
  width?: number | null
  height?: number | null
  caption?: string | null
  seedKey?: string | null
}

export function toGalleryImage(doc: MediaDoc): GalleryImageView | null {
  const image = toImage(doc)
  if (!image) return null
  const label = galleryLabel(doc)
  return { ...image, ...label, swatch: label.finish ? finishHex(label.finish) : null }
}

/** The seeded artwork as Payload serves it, for `next build` (no database): the start then re-renders every page. */
function buildTimeGallery(): GalleryImageView[] {
  return ARTWORK.filter((a) => isGalleryMedia({ seedKey: a.key }))
    .map((a) =>
      toGalleryImage({
        url: `/api/cms/media/file/${a.filename}`,
        alt: a.alt,
        width: a.width,
        height: a.height,
        seedKey: a.key,
      }),
    )
    .filter((m): m is GalleryImageView => m !== null)
}

/**
 * Every image of the area galleries, oldest first: the seeded finish and room-scene artwork plus any image the owner
 * uploads with a caption (rules in src/lib/areas/gallery.ts). Tagged with the media collection, whose hooks expire
 * it on every upload, edit or delete.
 */
export const getGalleryImages = cmsQuery(
  'gallery-images',
  async (): Promise<GalleryImageView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({
      collection: 'media',
      sort: 'createdAt',
      limit: 500,
      depth: 0,
    })
    return (docs as MediaDoc[])
      .filter((d) => isGalleryMedia(d))
      .map(toGalleryImage)
      .filter((m): m is GalleryImageView => m !== null)
  },
  () => [TAGS.media],
  buildTimeGallery,
)
