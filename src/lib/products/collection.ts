interface WithFinishes<F extends { name: string }> {
  finishes: readonly F[]
}

/** All finishes of these products, once each (names compared case-insensitively), in the owner's order. */
export function collectionFinishes<F extends { name: string }>(products: readonly WithFinishes<F>[]): F[] {
  const seen = new Map<string, F>()
  for (const p of products) {
    for (const f of p.finishes) if (!seen.has(f.name.toLowerCase())) seen.set(f.name.toLowerCase(), f)
  }
  return [...seen.values()]
}

/** The picture that stands for these products: the first product's image that has one, else null. */
export function leadImage<I>(products: readonly { image: I | null }[]): I | null {
  return products.find((p) => p.image)?.image ?? null
}
