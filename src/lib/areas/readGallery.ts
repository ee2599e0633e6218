import { galleryLabel, isGalleryMedia, type GalleryLabel } from './gallery'
import { finishHex } from '@/content/finishes'
import type { Media } from '@/payload-types'
import { cmsQuery } from '@/lib/cms/cache'
import { DEFAULT_ARTWORK } from '@/content'
import { toImage, type ImageView } from '@/lib/cms/media'
import { getPayloadClient } from '@/lib/cms/payload'
import { TAGS } from '@/lib/cms/tags'

/** An image of the area pages' gallery with the collection, description and swatch shown beside it. */
export interface GalleryImageView extends ImageView, GalleryLabel {
  /** Swatch colour of the finish, when the finish is known */
  swatch: string | null
}

export function toGalleryImage(
  doc: Pick<Media, 'url' | 'alt' | 'width' | 'height'> & Partial<Pick<Media, 'caption' | 'seedKey'>>,
): GalleryImageView | null {
  const image = toImage(doc)
  if (!image) return null
  const label = galleryLabel(doc)
  return { ...image, ...label, swatch: label.finish ? finishHex(label.finish) : null }
}

/** The default artwork as Payload serves it, for `next build` (no database): the start then re-renders every page. */
function buildTimeGallery(): GalleryImageView[] {
  return DEFAULT_ARTWORK.filter((a) => isGalleryMedia({ seedKey: a.key }))
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
    return docs
      .filter((d) => isGalleryMedia(d))
      .map(toGalleryImage)
      .filter((m): m is GalleryImageView => m !== null)
  },
  () => [TAGS.media],
  buildTimeGallery,
)
