/**
 * Booking form options and lead statuses. Shared by the CMS collections, the zod schemas and the forms,
 * so a label changed here changes everywhere.
 */
export const TIME_WINDOWS = [
  { value: 'morning', label: 'Morning (9am-12pm)' },
  { value: 'afternoon', label: 'Afternoon (12pm-5pm)' },
  { value: 'evening', label: 'Evening (5pm-7pm)' },
  { value: 'weekend', label: 'Weekend' },
  { value: 'flexible', label: 'Flexible' },
] as const

export const WINDOW_COUNTS = [
  { value: '1-2', label: '1-2 windows' },
  { value: '3-5', label: '3-5 windows' },
  { value: '6-10', label: '6-10 windows' },
  { value: '10+', label: '10+ windows' },
] as const

export const BLIND_TYPES = [
  { value: 'faux-wood', label: 'Faux Wood Venetian' },
  { value: 'basswood', label: 'Real Wood Venetian' },
  { value: 'both', label: 'Both' },
  { value: 'advice', label: 'Need advice' },
] as const

export const QUOTE_STATUSES = [
  { value: 'new', label: 'New' },
  { value: 'contacted', label: 'Contacted' },
  { value: 'quoted', label: 'Quoted' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const

export const APPOINTMENT_STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'confirmed', label: 'Confirmed' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
  { value: 'no-show', label: 'No-show' },
  // After the visit, the quote's stages (set by the quote: sent → quoted, accepted → won, declined/expired → lost).
  { value: 'quoted', label: 'Quoted' },
  { value: 'won', label: 'Won' },
  { value: 'lost', label: 'Lost' },
] as const

/** Why a measuring visit was cancelled, when the code cancelled it: its customer's data was erased. */
export const CANCELLED_REASONS = [
  { value: 'erased', label: 'Erased: the customer asked for their data to be erased' },
] as const

type Values<T extends readonly { value: string }[]> = T[number]['value']
export type TimeWindow = Values<typeof TIME_WINDOWS>
export type WindowCount = Values<typeof WINDOW_COUNTS>
export type BlindType = Values<typeof BLIND_TYPES>
export type QuoteStatus = Values<typeof QUOTE_STATUSES>
export type AppointmentStatus = Values<typeof APPOINTMENT_STATUSES>

export const values = <T extends readonly { value: string }[]>(options: T) =>
  options.map((o) => o.value) as [Values<T>, ...Values<T>[]]

/** Payload select options need mutable arrays. */
export const selectOptions = (options: readonly { value: string; label: string }[]) =>
  options.map((o) => ({ value: o.value, label: o.label }))

/** The status each lead starts in: a lead still in it after its reply-by time is overdue. */
export const FIRST_STATUS = { 'measuring-appointments': 'pending', 'quote-requests': 'new' } as const
export type LeadCollection = keyof typeof FIRST_STATUS
