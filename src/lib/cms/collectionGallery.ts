import type { Material } from '@/content/finishes'
import type { Product } from '@/payload-types'
import { cmsQuery } from './cache'
import { toImage, type ImageView } from './media'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'

/**
 * The "in real rooms" gallery of a collection page, chosen from the Media collection by a rule the owner can follow
 * without a new field:
 *
 *   an image belongs to a collection's gallery when its alternative text names the material
 *   ("faux wood" for faux wood; "basswood", "real wood" or "wooden" — and not "faux wood" — for wooden),
 *   and it is not already a product or finish picture (those are shown in their own sections).
 *
 * The seeded room scenes (seedKey `scene-…`) qualify through their alt text; a photograph the owner uploads with,
 * for example, the alt text "Java faux wood blinds in a Moseley kitchen" joins the faux wood gallery. Newest first,
 * so the owner's photographs lead; at most 8.
 */
export const GALLERY_LIMIT = 8

const FAUX = /\bfaux[\s-]?wood\b/i
const WOODEN = /\b(basswood|real[\s-]wood|wooden)\b/i

export function matchesMaterial(alt: string, material: Material): boolean {
  if (material === 'faux-wood') return FAUX.test(alt)
  return WOODEN.test(alt) && !FAUX.test(alt)
}

export interface GalleryImage extends ImageView {
  caption: string | null
}

/** The Media id of an upload field, populated or not. */
const idOf = (v: Product['image'] | Product['finishes'][number]['image']) => (v && typeof v === 'object' ? v.id : v)

export const getCollectionGallery = cmsQuery(
  'collection-gallery',
  async (material: Material): Promise<GalleryImage[]> => {
    const payload = await getPayloadClient()
    const [media, products] = await Promise.all([
      payload.find({ collection: 'media', limit: 500, depth: 0, sort: '-createdAt', pagination: false }),
      payload.find({ collection: 'products', limit: 100, depth: 0, pagination: false }),
    ])
    const used = new Set<string>()
    for (const p of products.docs) {
      const main = idOf(p.image)
      if (main != null) used.add(String(main))
      for (const f of p.finishes ?? []) {
        const id = idOf(f.image)
        if (id != null) used.add(String(id))
      }
    }
    const out: GalleryImage[] = []
    for (const doc of media.docs) {
      if (used.has(String(doc.id))) continue
      // Seeded finish swatches and collection heroes are never gallery pictures, even when unused.
      if (doc.seedKey && !doc.seedKey.startsWith('scene-')) continue
      if (!matchesMaterial(doc.alt ?? '', material)) continue
      const image = toImage(doc)
      if (image) out.push({ ...image, caption: doc.caption || null })
      if (out.length >= GALLERY_LIMIT) break
    }
    return out
  },
  () => [TAGS.media, TAGS.products],
  // `next build` has no database: an empty gallery, filled when `npm start` revalidates every page.
  () => [],
)
