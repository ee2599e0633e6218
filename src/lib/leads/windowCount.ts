import type { WindowCount } from '@/content/leadOptions'

/** The booking form's band for a number of windows. */
export function windowCountBand(count: number): WindowCount {
  return count <= 2 ? '1-2' : count <= 5 ? '3-5' : count <= 10 ? '6-10' : '10+'
}

/** How many windows an estimate's query string carries: one `product` (then `product.1`, `product.2`, …) each. */
export function windowsInQuery(query: string): number {
  return [...new URLSearchParams(query).keys()].filter((key) => /^product(\.\d+)?$/.test(key)).length
}
