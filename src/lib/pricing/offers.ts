import { isPromotionOver } from '@/lib/promotion/countdown'
import type { Bundle, Offers } from './estimate'

interface PromotionInput {
  enabled: boolean
  percentOff: number
  endsAt: string | null
  bundles: {
    title: string
    material: string
    quantity: number
    pricePence: number
    maxWidth: number
    maxDrop: number
  }[]
  areaOffer: { blindCount: number; pricePence: number; maxWidth: number; maxDrop: number }
}

/**
 * The owner's offers that apply to an estimate made now: the flash sale while it runs, the bundles of each
 * material, and the area pages' offer (any material) only for an estimate made from an area page.
 */
export function offersFrom(promotion: PromotionInput, now: Date | number, fromAreaPage: boolean): Offers {
  const bundles: Bundle[] = promotion.bundles.map((b) => ({
    title: b.title,
    material: b.material,
    quantity: b.quantity,
    pence: b.pricePence,
    maxWidth: b.maxWidth,
    maxDrop: b.maxDrop,
  }))
  if (fromAreaPage) {
    const a = promotion.areaOffer
    bundles.push({
      title: 'Area offer',
      material: null,
      quantity: a.blindCount,
      pence: a.pricePence,
      maxWidth: a.maxWidth,
      maxDrop: a.maxDrop,
    })
  }
  return {
    promotion: isPromotionOver(promotion, now) ? null : { percentOff: promotion.percentOff },
    bundles,
  }
}
