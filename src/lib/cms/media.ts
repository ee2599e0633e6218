import type { Media } from '@/payload-types'

/** A picture as the pages render it: a same-origin path, its alternative text and its size. */
export type ImageView = { [K in 'url' | 'alt' | 'width' | 'height']-?: NonNullable<Media[K]> }

/** A populated upload field as an ImageView; unpopulated ids and missing files give null. */
export function toImage(
  media: Pick<Media, 'url' | 'alt' | 'width' | 'height'> | number | null | undefined,
): ImageView | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return {
    // Payload prefixes its serverURL; media is always served by this same origin, so keep the path only.
    url: media.url.replace(/^https?:\/\/[^/]+/, ''),
    alt: media.alt ?? '',
    width: media.width ?? 1600,
    height: media.height ?? 1200,
  }
}
