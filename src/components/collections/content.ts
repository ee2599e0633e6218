import type { Material } from '@/lib/finishes'

/**
 * Words of the two collection pages. Prices, finishes, pictures, features and questions come from the CMS
 * (products, promotion, media, FAQs); this is the page copy around them, in the voice of the seed.
 */
export interface CollectionCopy {
  material: Material
  path: string
  bookHref: string
  menuName: string
  /** In running text and headings: 'Faux wood', 'Real wood' */
  shortName: string
  eyebrow: string
  h1: string
  intro: string
  metaTitle: string
  metaDescription: (fromPrice: string | null, finishCount: number) => string
  materialWord: string
  rooms: string[]
  whyTitle: string
  whyIntro: string
  why: { icon: 'droplets' | 'sparkles' | 'pound' | 'leaf' | 'sofa' | 'sun'; title: string; text: string }[]
  other: { material: Material; path: string; title: string; text: string }
}

export const COLLECTIONS: Record<Material, CollectionCopy> = {
  'faux-wood': {
    material: 'faux-wood',
    path: '/faux-wood-collection',
    bookHref: '/book/faux-wood',
    menuName: 'Faux Wood',
    shortName: 'Faux wood',
    eyebrow: 'Faux Wood Collection',
    h1: 'Faux wood venetian blinds, made to measure',
    intro:
      'The look of painted timber in a tough, moisture-resistant PVC. Made to measure for kitchens, bathrooms and busy family rooms, and fitted by us.',
    metaTitle: 'Faux Wood Venetian Blinds in Birmingham',
    metaDescription: (from, n) =>
      `Faux wood venetian blinds made to measure in ${n} finishes${from ? ` from ${from}` : ''}: moisture-resistant and easy to clean, for kitchens and bathrooms. Free measuring and fitting.`,
    materialWord: 'faux wood',
    rooms: ['Kitchens', 'Bathrooms', 'Utility rooms', 'Family rooms'],
    whyTitle: 'Why faux wood?',
    whyIntro: 'Everything you like about a wooden blind, in a material that shrugs off steam and splashes.',
    why: [
      {
        icon: 'droplets',
        title: 'Moisture-resistant',
        text: 'Faux wood is PVC, so steam and splashes will not warp it. The natural choice for kitchens, bathrooms and utility rooms.',
      },
      {
        icon: 'sparkles',
        title: 'Easy to clean',
        text: 'Dust the slats now and then and wipe them with mild soapy water. No special care, no worries about marks.',
      },
      {
        icon: 'pound',
        title: 'Costs less than real wood',
        text: 'The same 50mm slat look for less, which makes it easy to fit out every window in the house.',
      },
    ],
    other: {
      material: 'wooden',
      path: '/wooden-collection',
      title: 'Living room or bedroom?',
      text: 'For the rooms you relax in, the warmth and grain of real basswood is hard to beat.',
    },
  },
  wooden: {
    material: 'wooden',
    path: '/wooden-collection',
    bookHref: '/book/wooden',
    menuName: 'Real Wood',
    shortName: 'Real wood',
    eyebrow: 'Wooden Collection',
    h1: 'Real wood venetian blinds, made to measure',
    intro:
      'Genuine basswood with 50mm slats: warm, light and full of natural grain. Made to measure for living rooms and bedrooms, and fitted by us.',
    metaTitle: 'Real Wood Venetian Blinds in Birmingham',
    metaDescription: (from, n) =>
      `Real basswood venetian blinds with 50mm slats, made to measure in ${n} finishes${from ? ` from ${from}` : ''}. Warm grain for living rooms and bedrooms. Free measuring and fitting.`,
    materialWord: 'real wood',
    rooms: ['Living rooms', 'Bedrooms', 'Dining rooms', 'Studies'],
    whyTitle: 'Why real wood?',
    whyIntro: 'Nothing brings warmth to a room quite like real timber, and basswood is one of the best for blinds.',
    why: [
      {
        icon: 'leaf',
        title: 'Genuine basswood',
        text: 'A light, stable hardwood with a fine, even grain, so wide 50mm slats hang straight and tilt easily.',
      },
      {
        icon: 'sofa',
        title: 'Made for living rooms and bedrooms',
        text: 'Real wood brings warmth to the rooms you relax in, and the slats give you fine control of light and privacy.',
      },
      {
        icon: 'droplets',
        title: 'Best kept dry',
        text: 'Real wood does not like steam. For kitchens and bathrooms we recommend our moisture-resistant faux wood.',
      },
    ],
    other: {
      material: 'faux-wood',
      path: '/faux-wood-collection',
      title: 'Kitchen or bathroom?',
      text: 'Faux wood gives you the same look in a moisture-resistant PVC that is easy to wipe clean.',
    },
  },
}
