import { finishHex } from '@/content/finishes'
import type { Product } from '@/payload-types'
import { cmsQuery } from './cache'
import { DEFAULT_PRODUCTS } from '@/content'
import { toImage, type ImageView } from './media'
import { getPayloadClient } from './payload'
import { TAGS } from './tags'

/** A product as the pages render it: lists flattened, swatch colours resolved, pictures as ImageViews. */
export type ProductView = Pick<Product, 'id' | 'slug' | 'name' | 'type' | 'description' | 'startingPrice'> & {
  /** pence */
  highPrice: number | null
  features: Product['features'][number]['text'][]
  finishes: { name: Product['finishes'][number]['name']; hex: string; image: ImageView | null }[]
  image: ImageView | null
}

/** The fields a view is made of; the build-time products have no uploaded picture yet. */
type ProductFields = Pick<Product, 'id' | 'slug' | 'name' | 'type' | 'description' | 'startingPrice' | 'highPrice'> & {
  features?: Product['features'] | null
  finishes?: Product['finishes'] | null
  image?: Product['image']
}

export function toProductView(doc: ProductFields): ProductView {
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
      image: toImage(f.image),
    })),
    image: toImage(doc.image),
  }
}

/** All products, in the owner's order. */
export const getProducts = cmsQuery(
  'products',
  async (): Promise<ProductView[]> => {
    const payload = await getPayloadClient()
    const { docs } = await payload.find({ collection: 'products', depth: 1, limit: 100, sort: 'sortOrder' })
    return docs.map(toProductView)
  },
  () => [TAGS.products, TAGS.media],
  () =>
    DEFAULT_PRODUCTS.map((p, i) =>
      toProductView({
        ...p,
        id: i + 1,
        features: p.features.map((text) => ({ text })),
        finishes: p.finishes.map((name) => ({ name })),
      }),
    ),
)

/** GET /api/products' item: the public API's product shape (prices in pence, finishes as names, imageUrl). */
export type ApiProduct = Pick<ProductView, 'id' | 'name' | 'type' | 'description' | 'startingPrice' | 'features'> & {
  finishes: string[]
  imageUrl: string
}

export function toApiProduct(p: ProductView): ApiProduct {
  return {
    id: p.id,
    name: p.name,
    type: p.type,
    description: p.description,
    startingPrice: p.startingPrice,
    features: p.features,
    finishes: p.finishes.map((f) => f.name),
    imageUrl: p.image?.url ?? '',
  }
}
