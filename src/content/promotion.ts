import type { PromotionSettings } from './settingsTypes'

/**
 * Default flash sale, bundles and area offer: the promotion global's starting values, and what `next build` renders.
 * With no end date the sale runs to the end of each week.
 */
export const PROMOTION_DEFAULTS: PromotionSettings = {
  enabled: true,
  percentOff: 15,
  headline: 'EXCLUSIVE FLASH SALE!',
  endsAt: null,
  terms: 'T&Cs apply. Discount applies to blinds ordered this week; cannot be combined with bundle prices.',
  bundles: [
    {
      material: 'faux-wood',
      title: 'Faux Wood Bundle',
      quantity: 3,
      pricePence: 23900,
      maxWidth: 150,
      maxDrop: 180,
      description: 'Three made-to-measure faux wood venetian blinds, measured and fitted.',
    },
    {
      material: 'wooden',
      title: 'Premium Wooden Bundle',
      quantity: 3,
      pricePence: 45900,
      maxWidth: 150,
      maxDrop: 180,
      description: 'Three made-to-measure basswood venetian blinds with 50mm slats, measured and fitted.',
    },
  ],
  areaOffer: { blindCount: 2, pricePence: 15000, maxPricePence: 50000, maxWidth: 120, maxDrop: 150 },
}
