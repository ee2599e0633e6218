import type { CollectionWords } from '@/content/collectionPages'
import type { Material } from '@/content/finishes'

/**
 * The two collection pages. Their words are the collection-pages global's (defaults in
 * src/content/collectionPages.ts); prices, finishes, pictures, features and questions come from the other
 * CMS collections. What stays here is each page's frame: route, booking link, icons and the other collection.
 */
export type WhyIcon = 'droplets' | 'sparkles' | 'pound' | 'leaf' | 'sofa' | 'sun'

export interface CollectionFrame {
  material: Material
  /** The collection-pages global's tab holding this page's words */
  key: 'fauxWood' | 'wooden'
  path: string
  bookHref: string
  menuName: string
  /** The icons beside the "why" points, in order */
  whyIcons: WhyIcon[]
  other: { material: Material; path: string }
}

export const COLLECTION_FRAMES: Record<Material, CollectionFrame> = {
  'faux-wood': {
    material: 'faux-wood',
    key: 'fauxWood',
    path: '/faux-wood-collection',
    bookHref: '/book/faux-wood',
    menuName: 'Faux Wood',
    whyIcons: ['droplets', 'sparkles', 'pound'],
    other: { material: 'wooden', path: '/wooden-collection' },
  },
  wooden: {
    material: 'wooden',
    key: 'wooden',
    path: '/wooden-collection',
    bookHref: '/book/wooden',
    menuName: 'Real Wood',
    whyIcons: ['leaf', 'sofa', 'droplets'],
    other: { material: 'faux-wood', path: '/faux-wood-collection' },
  },
}

/** A collection page as the components show it: its frame and its words (filled). */
export type CollectionCopy = Omit<CollectionFrame, 'other'> &
  Omit<CollectionWords, 'other'> & { other: CollectionFrame['other'] & CollectionWords['other'] }

/** Every string of a value passed through `fill` (arrays and groups included). */
function mapStrings<T>(value: T, fill: (text: string) => string): T {
  if (typeof value === 'string') return fill(value) as T
  if (Array.isArray(value)) return value.map((v) => mapStrings(v, fill)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, mapStrings(v, fill)])) as T
  }
  return value
}

/** The page's frame with its words, each text passed through `fill` (the collection's own facts). */
export function collectionCopy(
  material: Material,
  words: CollectionWords,
  fill: (text: string) => string = (text) => text,
): CollectionCopy {
  const frame = COLLECTION_FRAMES[material]
  const filled = mapStrings(words, fill)
  return { ...frame, ...filled, other: { ...frame.other, ...filled.other } }
}

/**
 * The collection's own facts in its words: `{finishCount}`, and `{fromPrice}` (with the "from" before it left out
 * when no price is known). Settings placeholders are filled separately.
 */
export function fillCollectionFacts(text: string, facts: { finishCount: number; fromPrice: string | null }): string {
  const withPrice = facts.fromPrice === null ? text.replace(/\s*\bfrom \{fromPrice\}/g, '') : text
  return withPrice
    .replaceAll('{finishCount}', String(facts.finishCount))
    .replaceAll('{fromPrice}', facts.fromPrice ?? '')
}
