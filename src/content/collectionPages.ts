/**
 * The two collection pages' words as the site starts with them: the collection-pages global's field defaults, the
 * seed's first published version, and what `next build` (no database) renders. Besides the Settings placeholders
 * (`{phone}`), these pages understand `{finishCount}` and `{fromPrice}` (the collection's own finishes and lowest
 * price; "from {fromPrice}" is left out when no price is known).
 */
export interface CollectionWords {
  /** In headings: 'Faux wood blinds at home' */
  shortName: string
  eyebrow: string
  title: string
  intro: string
  meta: { title: string; description: string }
  why: { title: string; intro: string; points: { title: string; text: string }[]; rooms: string[] }
  other: { title: string; text: string }
  faqTitle: string
  cta: { title: string; text: string }
}

export const COLLECTION_PAGE_DEFAULTS: { fauxWood: CollectionWords; wooden: CollectionWords } = {
  fauxWood: {
    shortName: 'Faux wood',
    eyebrow: 'Faux Wood Collection',
    title: 'Faux wood venetian blinds, made to measure',
    intro:
      'The look of painted timber in a tough, moisture-resistant PVC. Made to measure for kitchens, bathrooms and busy family rooms, and fitted by us.',
    meta: {
      title: 'Faux Wood Venetian Blinds in Birmingham',
      description:
        'Faux wood venetian blinds made to measure in {finishCount} finishes from {fromPrice}: moisture-resistant and easy to clean, for kitchens and bathrooms. Free measuring and fitting.',
    },
    why: {
      title: 'Why faux wood?',
      intro: 'Everything you like about a wooden blind, in a material that shrugs off steam and splashes.',
      points: [
        {
          title: 'Moisture-resistant',
          text: 'Faux wood is PVC, so steam and splashes will not warp it. The natural choice for kitchens, bathrooms and utility rooms.',
        },
        {
          title: 'Easy to clean',
          text: 'Dust the slats now and then and wipe them with mild soapy water. No special care, no worries about marks.',
        },
        {
          title: 'Costs less than real wood',
          text: 'The same 50mm slat look for less, which makes it easy to fit out every window in the house.',
        },
      ],
      rooms: ['Kitchens', 'Bathrooms', 'Utility rooms', 'Family rooms'],
    },
    other: {
      title: 'Living room or bedroom?',
      text: 'For the rooms you relax in, the warmth and grain of real basswood is hard to beat.',
    },
    faqTitle: 'Faux wood blinds: your questions',
    cta: {
      title: 'Book your free faux wood measuring visit',
      text: "We'll bring samples of all {finishCount} finishes, measure every window and leave you a written quote. No obligation, and fitting usually {standardFit} later.",
    },
  },
  wooden: {
    shortName: 'Real wood',
    eyebrow: 'Wooden Collection',
    title: 'Real wood venetian blinds, made to measure',
    intro:
      'Genuine basswood with 50mm slats: warm, light and full of natural grain. Made to measure for living rooms and bedrooms, and fitted by us.',
    meta: {
      title: 'Real Wood Venetian Blinds in Birmingham',
      description:
        'Real basswood venetian blinds with 50mm slats, made to measure in {finishCount} finishes from {fromPrice}. Warm grain for living rooms and bedrooms. Free measuring and fitting.',
    },
    why: {
      title: 'Why real wood?',
      intro: 'Nothing brings warmth to a room quite like real timber, and basswood is one of the best for blinds.',
      points: [
        {
          title: 'Genuine basswood',
          text: 'A light, stable hardwood with a fine, even grain, so wide 50mm slats hang straight and tilt easily.',
        },
        {
          title: 'Made for living rooms and bedrooms',
          text: 'Real wood brings warmth to the rooms you relax in, and the slats give you fine control of light and privacy.',
        },
        {
          title: 'Best kept dry',
          text: 'Real wood does not like steam. For kitchens and bathrooms we recommend our moisture-resistant faux wood.',
        },
      ],
      rooms: ['Living rooms', 'Bedrooms', 'Dining rooms', 'Studies'],
    },
    other: {
      title: 'Kitchen or bathroom?',
      text: 'Faux wood gives you the same look in a moisture-resistant PVC that is easy to wipe clean.',
    },
    faqTitle: 'Real wood blinds: your questions',
    cta: {
      title: 'Book your free real wood measuring visit',
      text: "We'll bring samples of all {finishCount} finishes, measure every window and leave you a written quote. No obligation, and fitting usually {standardFit} later.",
    },
  },
}

export type CollectionPagesContent = typeof COLLECTION_PAGE_DEFAULTS
