/** Product prices are whole pence: `startingPrice` is the "from" price, `highPrice` the optional upper bound. */
interface Priced {
  startingPrice: number
  highPrice?: number | null
}

/** The lowest "from" price of these products, or null when there are none. */
export function lowestPrice(products: readonly Priced[]): number | null {
  return products.length ? Math.min(...products.map((p) => p.startingPrice)) : null
}

/** The highest price these products reach (a product without an upper bound counts its "from" price). */
export function highestPrice(products: readonly Priced[]): number | null {
  return products.length ? Math.max(...products.map((p) => p.highPrice ?? p.startingPrice)) : null
}
