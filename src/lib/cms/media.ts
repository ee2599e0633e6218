import type { ImageView } from './types'

type MediaLike = { url?: string | null; alt?: string | null; width?: number | null; height?: number | null } | number | null | undefined

/** A populated upload field as an ImageView; unpopulated ids and missing files give null. */
export function toImage(media: MediaLike): ImageView | null {
  if (!media || typeof media !== 'object' || !media.url) return null
  return {
    // Payload prefixes its serverURL; media is always served by this same origin, so keep the path only.
    url: media.url.replace(/^https?:\/\/[^/]+/, ''),
    alt: media.alt ?? '',
    width: media.width ?? 1600,
    height: media.height ?? 1200,
  }
}
