import type { Product } from '@/payload-types'

/**
 * A default product: the Product fields the seed writes, with its picture named by artwork key (see ./artwork.ts)
 * and features and finishes as plain lists. Prices in pence.
 */
export type DefaultProduct = Pick<Product, 'slug' | 'name' | 'type' | 'description' | 'startingPrice'> & {
  highPrice: number
  features: Product['features'][number]['text'][]
  finishes: Product['finishes'][number]['name'][]
  imageKey: string
  sortOrder: number
}

/** The two collections the business sells; the seed creates them and `next build` renders them. */
export const DEFAULT_PRODUCTS: DefaultProduct[] = [
  {
    slug: 'faux-wood-venetian-blinds',
    name: 'Faux Wood Venetian Blinds',
    type: 'faux-wood',
    description:
      'Made-to-measure 50mm venetian blinds in a moisture-resistant PVC that looks like painted timber. Ideal for kitchens, bathrooms and busy family rooms, and easy to wipe clean.',
    startingPrice: 7900,
    highPrice: 13300,
    features: [
      'Moisture-resistant: safe in kitchens and bathrooms',
      'Wipe clean with mild soapy water',
      'Cordless child-safe option',
      'Decorative tapes available',
      'Made to measure for every window, bay windows included',
    ],
    finishes: ['Sterling', 'Mineral', 'Java', 'Frost', 'Cotton', 'Charcoal'],
    imageKey: 'collection-faux-wood',
    sortOrder: 1,
  },
  {
    slug: 'wooden-venetian-blinds',
    name: 'Real Wood Venetian Blinds',
    type: 'wooden',
    description:
      'Natural basswood venetian blinds with 50mm slats: warm, light and hand-finished. Made for living rooms and bedrooms where you want the real grain of timber.',
    startingPrice: 15300,
    highPrice: 21900,
    features: [
      'Genuine basswood with 50mm slats',
      'Warm natural grain in four finishes',
      'Electric operation available',
      'Decorative tapes to match your décor',
      'Cordless child-safe option',
    ],
    finishes: ['Carbon', 'Dolmen', 'Oxford', 'Urban'],
    imageKey: 'collection-wooden',
    sortOrder: 2,
  },
]
