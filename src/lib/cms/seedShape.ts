import type { ProductView } from './types'

/** Seed 3.2's product shape, kept for API consumers of GET /api/products. */
export interface SeedProduct {
  id: number | string
  name: string
  type: string
  description: string
  startingPrice: number
  features: string[]
  finishes: string[]
  imageUrl: string
}

export function toSeedProduct(p: ProductView): SeedProduct {
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
