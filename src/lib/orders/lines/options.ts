/** The choices of a quote's lines and the quote's stages, shared by the collection, the customer's page and mails. */

/**
 * Every blind with a cord or chain fitted in a home must meet BS EN 13120 (internal blinds: performance
 * requirements including safety), which requires a child-safety device; each device below is one it accepts.
 */
export const SAFETY_RULE = 'BS EN 13120 (cord and chain safety for blinds in homes)'

export const SAFETY_DEVICES = [
  { value: 'cleat', label: 'Cord cleat fitted at least 1.5 m above the floor' },
  { value: 'tensioner', label: 'Chain or cord tensioner fixed to the wall' },
  { value: 'breakaway', label: 'Breakaway tassel on the pull cords' },
  { value: 'wand', label: 'Wand control (no loose cords)' },
  { value: 'cordless', label: 'Cordless (no cords)' },
] as const

export type SafetyDevice = (typeof SAFETY_DEVICES)[number]['value']

/**
 * The controls that leave no cord or chain hanging (their labels above say so): a blind with one has nothing to keep
 * out of a child's reach, so its fitting asks no such check.
 */
const CORDLESS_CONTROLS: readonly SafetyDevice[] = ['wand', 'cordless']

export const isCordless = (safetyDevice: unknown): boolean =>
  CORDLESS_CONTROLS.some((control) => control === safetyDevice)

export const CONTROL_SIDES = [
  { value: 'left', label: 'Left' },
  { value: 'right', label: 'Right' },
] as const

/** How a measured blind sits: inside the window's recess, or outside it at the exact size given. */
export const FITS = [
  { value: 'recess', label: 'Recess' },
  { value: 'exact', label: 'Exact fit' },
] as const

/** Where its brackets fix: to the top of the recess or the face of the wall. */
export const FIXINGS = [
  { value: 'top', label: 'Top fix' },
  { value: 'face', label: 'Face fix' },
] as const

export const QUOTE_STAGES = [
  { value: 'draft', label: 'Draft' },
  { value: 'sent', label: 'Sent' },
  { value: 'accepted', label: 'Accepted' },
  { value: 'fitted', label: 'Fitted' },
  { value: 'declined', label: 'Declined' },
  { value: 'expired', label: 'Expired' },
  { value: 'cancelled', label: 'Cancelled' },
] as const

export type QuoteStage = (typeof QUOTE_STAGES)[number]['value']

export const labelOf = (options: readonly { value: string; label: string }[], value: unknown): string =>
  options.find((o) => o.value === value)?.label ?? String(value ?? '')

/** Why a customer declined a quote: their choice on the quote page, or staff's record of a decline by phone. */
export const DECLINE_REASONS = [
  { value: 'price', label: 'The price' },
  { value: 'timing', label: 'The timing' },
  { value: 'elsewhere', label: 'I went elsewhere' },
  { value: 'other', label: 'Something else' },
] as const

export type DeclineReason = (typeof DECLINE_REASONS)[number]['value']

/** The longest "in your words" a decline keeps. */
export const DECLINE_WORDS_MAX = 500
