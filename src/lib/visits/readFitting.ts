import type { Payload } from 'payload'

import {
  moneyAtFitting,
  type MoneyAtFitting,
  quoteNumber,
  FITS,
  FIXINGS,
  labelOf,
  SAFETY_DEVICES,
  checksFor,
  type ChecklistRow,
  type FittingCheckItem,
  seenPayments,
} from '@/lib/orders'
import { requestId } from '@/lib/platform/requestId'
import { isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import { storedPhoto, type StoredVisitPhoto } from '@/lib/visits/saveVisitPhoto'

export interface FittingWindow {
  lineId: string
  room: string
  blind: string
  size: string
  safetyDevice: string
  /** the checks asked of this window: all four, or three for a cordless blind (no cords to keep out of reach) */
  checks: readonly FittingCheckItem[]
  saved: ChecklistRow | null
  /** its after photos stored already (private: thumbnails served to staff only) */
  photos: StoredVisitPhoto[]
}

export interface FittingView {
  id: number
  number: string
  customerName: string
  address: string
  fitted: boolean
  windows: FittingWindow[]
  signed: { name: string; at: string; photoConsent: boolean } | null
  /** the deposit and what to collect on the day */
  money: MoneyAtFitting
  /** the payments recorded so far (their ids), sent back with a payment recorded on the page */
  paymentsSeen: string
}

/**
 * An order as the fitter signs it off on the phone: its windows (room, blind and its slats, measured size, fit and
 * fixing, the child-safety device it is to have) with the checklist saved so far, and the sign-off once signed. Null
 * for anyone but owner or staff, and for a quote that is not an order (accepted or fitted).
 */
export async function readFitting(payload: Payload, user: SignedInUser, id: unknown): Promise<FittingView | null> {
  const quoteId = requestId(id)
  if (!isStaffUser(user) || quoteId === null) return null
  const quote = await payload
    .findByID({ collection: 'quotes', id: quoteId, depth: 1, overrideAccess: true })
    .catch(() => null)
  if (!quote || (quote.status !== 'accepted' && quote.status !== 'fitted')) return null
  const { docs: photoDocs } = await payload.find({
    collection: 'visit-photos',
    where: { and: [{ quote: { equals: quote.id } }, { stage: { equals: 'fitted' } }] },
    depth: 0,
    limit: 500,
    sort: 'createdAt',
    overrideAccess: true,
  })
  const photos = photoDocs.map(storedPhoto)
  const saved = new Map((quote.signOff?.windows ?? []).map((w) => [String(w.lineId), w]))
  return {
    id: quote.id,
    number: quoteNumber(quote.id),
    customerName: quote.customerName,
    address: [quote.address, quote.postcode].filter(Boolean).join(', '),
    fitted: quote.status === 'fitted',
    money: moneyAtFitting(quote.totals, quote.payments),
    paymentsSeen: seenPayments(quote.payments),
    windows: (quote.lines ?? []).map((line, i) => {
      const row = saved.get(String(line.id))
      return {
        lineId: String(line.id),
        room: line.room || `Window ${i + 1}`,
        blind: [
          typeof line.product === 'object' && line.product ? line.product.name : '',
          line.finish,
          line.slatWidthMm ? `${line.slatWidthMm} mm slats` : '',
        ]
          .filter(Boolean)
          .join(', '),
        size: [
          line.widthMm && line.dropMm ? `${line.widthMm} × ${line.dropMm} mm` : '',
          line.fit ? labelOf(FITS, line.fit) : '',
          line.fixing ? labelOf(FIXINGS, line.fixing).toLowerCase() : '',
        ]
          .filter(Boolean)
          .join(', '),
        safetyDevice: labelOf(SAFETY_DEVICES, line.safetyDevice),
        checks: checksFor(line.safetyDevice),
        photos: photos.filter((p) => p.windowClientId === String(line.id)),
        saved: row
          ? {
              lineId: String(line.id),
              fitted: Boolean(row.fitted),
              operates: Boolean(row.operates),
              safetyFitted: Boolean(row.safetyFitted),
              cordsOutOfReach: Boolean(row.cordsOutOfReach),
              notSignedOffReason: row.notSignedOffReason ?? '',
            }
          : null,
      }
    }),
    signed: quote.signOff?.signedName
      ? {
          name: quote.signOff.signedName,
          at: String(quote.signOff.signedAt),
          photoConsent: Boolean(quote.signOff.photoConsent),
        }
      : null,
  }
}
