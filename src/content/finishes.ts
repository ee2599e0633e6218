/**
 * The finishes the business sells, with the swatch colour shown beside each name.
 * Product documents store finishes by name; this table gives them a colour.
 * An unknown finish falls back to black.
 */
import type { Product } from '@/payload-types'

/** A product's material, as the products collection names it. */
export type Material = Product['type']

/** How alt texts and descriptions name each material. */
export const MATERIAL_WORDS: Record<Material, string> = { wooden: 'basswood', 'faux-wood': 'faux wood' }

export interface Finish {
  name: string
  /** Swatch colour, CSS hex */
  hex: string
  material: Material
}

export const FINISHES: readonly Finish[] = [
  // Basswood (real wood), 50mm slats
  { name: 'Carbon', hex: '#2b2724', material: 'wooden' },
  { name: 'Dolmen', hex: '#6f6456', material: 'wooden' },
  { name: 'Oxford', hex: '#8a5a36', material: 'wooden' },
  { name: 'Urban', hex: '#b7a48a', material: 'wooden' },
  // Faux wood (PVC)
  { name: 'Sterling', hex: '#c9c7c2', material: 'faux-wood' },
  { name: 'Mineral', hex: '#9a958c', material: 'faux-wood' },
  { name: 'Java', hex: '#4a3426', material: 'faux-wood' },
  { name: 'Frost', hex: '#eef0f1', material: 'faux-wood' },
  { name: 'Cotton', hex: '#f4efe4', material: 'faux-wood' },
  { name: 'Charcoal', hex: '#3b3d40', material: 'faux-wood' },
] as const

export const UNKNOWN_FINISH_HEX = '#000000'

const byName = new Map(FINISHES.map((f) => [f.name.toLowerCase(), f]))

export function finishHex(name: string): string {
  return byName.get(name.trim().toLowerCase())?.hex ?? UNKNOWN_FINISH_HEX
}

export function finishesFor(material: Material): Finish[] {
  return FINISHES.filter((f) => f.material === material)
}
