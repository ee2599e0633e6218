import { SEED_PRODUCTS } from '@/seed/data/products'
import { finishHex } from '@/lib/finishes'
import { cmsQuery } from './cache'
import { toImage } from './media'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'
import type { ProductView } from './types'

type ProductDoc = {
  id: number | string
  slug: string
  name: string
  type: 'wooden' | 'faux-wood'
  description: string
  startingPrice: number
  highPrice?: number | null
  features?: { text: string }[] | null
  finishes?: { name: string; colour?: string | null; image?: unknown }[] | null
  image?: unknown
}

export function toProductView(doc: ProductDoc): ProductView {
  return {
    id: doc.id,
    slug: doc.slug,
    name: doc.name,
    type: doc.type,
    description: doc.description,
    startingPrice: doc.startingPrice,
    highPrice: doc.highPrice ?? null,
    features: (doc.features ?? []).map((f) => f.text),
    finishes: (doc.finishes ?? []).map((f) => ({
      name: f.name,
      hex: f.colour || finishHex(f.name),
      image: toImage(f.image as never),
    })),
    image: toImage(doc.image as never),
  }
}

/** All products, in the owner's order. */
export const getProducts = cmsQuery(
  'products',
  async (): Promise<ProductView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'products', depth: 1, limit: 100, sort: 'sortOrder' })
    return docs.map((d) => toProductView(d as unknown as ProductDoc))
  },
  () => [TAGS.products, TAGS.media],
  () =>
    SEED_PRODUCTS.map((p, i) =>
      toProductView({
        ...p,
        id: i + 1,
        features: p.features.map((text) => ({ text })),
        finishes: p.finishes.map((name) => ({ name })),
      }),
    ),
)
