/**
 * The order wing's client-safe face: words, choices and figures a `'use client'` component may import without pulling
 * Payload or the database into the browser's bundle. Nothing here reaches a server module (type exports are erased).
 */
export { CONTROL_SIDES, FITS, FIXINGS, SAFETY_DEVICES } from './lines/options'
export { moreThanOwed } from './money/atFitting'
export type { SendPreview } from './links/sendPreview'
export type { ChecklistRow, FittingCheckItem } from './fitting/checklist'
export { FITTING_PAYMENT_METHODS, NO_SIGNAL_PAYMENT } from './fitting/paymentWords'
