import { createHash } from 'node:crypto'

import { fieldOf } from '@/lib/platform/narrow'
import type { Quote } from '@/payload-types'
import { CONTROL_SIDES, FITS, FIXINGS, labelOf, SAFETY_DEVICES, SAFETY_RULE } from './options'

/**
 * What the customer reads and accepts: one frozen copy per sent revision, and its hash. A type, not an interface, so
 * it is stored in the quote's JSON field as it is.
 */
export type QuoteContent = {
  number: string
  revision: number
  customer: { name: string; address: string; postcode: string | null }
  lines: {
    room: string
    widthMm: number | null
    dropMm: number | null
    product: string
    finish: string
    options: string[]
    controlSide: string
    /** "Recess" or "Exact fit", "Top fix" or "Face fix" ('' when not known); copies frozen before issue 63 lack them */
    fit?: string
    fixing?: string
    /** the blind's slat width when the line was priced; copies frozen before issue 63 lack it */
    slatWidthMm?: number | null
    safetyDevice: string
    safetyRule: string
    gridPence: number | null
    adjustmentPence: number
    adjustmentReason: string
  }[]
  listPence: number
  offerTitle: string | null
  offerSaving: number
  adjustmentsPence: number
  totalPence: number
  depositPence: number
  depositPercent: number
  paymentTerms: string
  validUntil: string
}

export const quoteNumber = (id: number | string) => `Q${String(id).padStart(5, '0')}`

/** The parts of a quote that, changed after sending, make a new revision (not its status, notes or fitting). */
export function contentFields(doc: Partial<Quote>) {
  return {
    customerName: doc.customerName ?? '',
    address: doc.address ?? '',
    postcode: doc.postcode ?? '',
    lines: (doc.lines ?? []).map((l) => ({
      room: l.room ?? '',
      widthMm: l.widthMm ?? null,
      dropMm: l.dropMm ?? null,
      product: typeof l.product === 'object' && l.product ? l.product.id : (l.product ?? null),
      finish: l.finish ?? '',
      options: l.options ?? [],
      controlSide: l.controlSide ?? '',
      // Only when known: the lines of quotes made before lines had them hash as they did, so they stay unchanged.
      ...(l.fit ? { fit: l.fit } : {}),
      ...(l.fixing ? { fixing: l.fixing } : {}),
      safetyDevice: l.safetyDevice ?? '',
      adjustmentPence: l.adjustmentPence ?? 0,
      adjustmentReason: l.adjustmentReason ?? '',
    })),
  }
}

/** A stable hash of a JSON value: keys sorted, so the same content always hashes the same. */
export function hashOf(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical(fieldOf(v, k))]),
          )
        : v
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex')
}

/** The frozen copy the customer's link shows, with product names resolved. */
export function contentOf(
  doc: Quote,
  productNames: Map<string, string>,
  terms: { depositPercent: number; paymentTerms: string },
  /** each product's option labels by code (product id → code → label): the customer reads labels, not codes */
  optionLabels: Map<string, Map<string, string>> = new Map(),
): QuoteContent {
  return {
    number: quoteNumber(doc.id),
    revision: doc.revision ?? 1,
    customer: { name: doc.customerName, address: doc.address ?? '', postcode: doc.postcode ?? null },
    lines: (doc.lines ?? []).map((l) => {
      const productId = typeof l.product === 'object' && l.product ? l.product.id : l.product
      return {
        room: l.room ?? '',
        widthMm: l.widthMm ?? null,
        dropMm: l.dropMm ?? null,
        product: productNames.get(String(productId)) ?? '',
        finish: l.finish ?? '',
        options: (l.options ?? []).map((code) => optionLabels.get(String(productId))?.get(code) ?? code),
        controlSide: labelOf(CONTROL_SIDES, l.controlSide),
        fit: l.fit ? labelOf(FITS, l.fit) : '',
        fixing: l.fixing ? labelOf(FIXINGS, l.fixing) : '',
        slatWidthMm: l.slatWidthMm ?? null,
        safetyDevice: labelOf(SAFETY_DEVICES, l.safetyDevice),
        safetyRule: SAFETY_RULE,
        gridPence: l.gridPence ?? null,
        adjustmentPence: l.adjustmentPence ?? 0,
        adjustmentReason: l.adjustmentReason ?? '',
      }
    }),
    listPence: doc.totals?.listPence ?? 0,
    offerTitle: doc.totals?.offerTitle ?? null,
    offerSaving: doc.totals?.offerSaving ?? 0,
    adjustmentsPence: doc.totals?.adjustmentsPence ?? 0,
    totalPence: doc.totals?.totalPence ?? 0,
    depositPence: doc.totals?.depositPence ?? 0,
    depositPercent: terms.depositPercent,
    paymentTerms: terms.paymentTerms,
    validUntil: doc.validUntil ?? '',
  }
}
