/**
 * The owner's booking rules (the `availability` global) as the slot logic reads them, and their defaults.
 * Pure: no Payload imports, so the browser-free unit tests and the collection config can share it.
 */
export const BOOKING_MODES = [
  { value: 'request', label: 'Request (we call to confirm)' },
  { value: 'instant', label: 'Instant (visitors book a free window)' },
] as const
export type BookingMode = (typeof BOOKING_MODES)[number]['value']

/** Days of the week in `Date.getUTCDay()` order (0 = Sunday). */
export const WEEKDAYS = [
  { value: 'sun', label: 'Sunday' },
  { value: 'mon', label: 'Monday' },
  { value: 'tue', label: 'Tuesday' },
  { value: 'wed', label: 'Wednesday' },
  { value: 'thu', label: 'Thursday' },
  { value: 'fri', label: 'Friday' },
  { value: 'sat', label: 'Saturday' },
] as const
export type Weekday = (typeof WEEKDAYS)[number]['value']

/** The windows a visit can be booked into: three on a weekday, one on a weekend day. */
export const SLOT_WINDOWS = ['morning', 'afternoon', 'evening', 'weekend'] as const
export type SlotWindow = (typeof SLOT_WINDOWS)[number]

export interface AvailabilityRules {
  mode: BookingMode
  workingDays: Weekday[]
  capacity: Record<SlotWindow, number>
  weekendStartHour: number
  weekendEndHour: number
  noticeHours: number
  bookAheadDays: number
  reminderHours: number
  /** YYYY-MM-DD, UK calendar days. */
  closedDates: string[]
  /** Outward codes covered besides the area pages' own. */
  extraPostcodes: string[]
  /** Beyond these an instant booking is stored as a request for staff to confirm (never lost, never refused). */
  limits: {
    /** Future confirmed instant visits one phone number or one e-mail address may hold. */
    perContact: number
    /** Instant bookings one client address may make in 24 hours. */
    perAddressPerDay: number
  }
}

export const AVAILABILITY_DEFAULTS = {
  mode: 'request' as BookingMode,
  workingDays: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as Weekday[],
  capacity: { morning: 2, afternoon: 2, evening: 1, weekend: 2 } as Record<SlotWindow, number>,
  weekendStartHour: 10,
  weekendEndHour: 16,
  noticeHours: 24,
  bookAheadDays: 28,
  reminderHours: 24,
  limits: { perContact: 1, perAddressPerDay: 3 },
}

/** The global as stored (flat fields, nullable) → the rules, with defaults for anything missing. */
export function rulesFromGlobal(stored: object | null | undefined): AvailabilityRules {
  const doc = stored as Record<string, unknown> | null | undefined
  const d = AVAILABILITY_DEFAULTS
  const get = (key: string) => (doc ? doc[key] : undefined)
  const num = (key: string, fallback: number) => {
    const v = get(key)
    return typeof v === 'number' && Number.isFinite(v) ? v : fallback
  }
  const days = get('workingDays')
  const closed = get('closedDates')
  const extra = get('extraPostcodes')
  return {
    mode: get('mode') === 'instant' ? 'instant' : 'request',
    workingDays: Array.isArray(days)
      ? (days.filter((v) => WEEKDAYS.some((w) => w.value === v)) as Weekday[])
      : d.workingDays,
    capacity: {
      morning: num('morning', d.capacity.morning),
      afternoon: num('afternoon', d.capacity.afternoon),
      evening: num('evening', d.capacity.evening),
      weekend: num('weekend', d.capacity.weekend),
    },
    weekendStartHour: num('weekendStartHour', d.weekendStartHour),
    weekendEndHour: num('weekendEndHour', d.weekendEndHour),
    noticeHours: num('noticeHours', d.noticeHours),
    bookAheadDays: num('bookAheadDays', d.bookAheadDays),
    reminderHours: num('reminderHours', d.reminderHours),
    closedDates: Array.isArray(closed)
      ? closed
          .map((row) => (row && typeof row === 'object' ? (row as { date?: unknown }).date : undefined))
          .filter((v): v is string => typeof v === 'string')
          .map((v) => v.slice(0, 10))
      : [],
    extraPostcodes:
      typeof extra === 'string'
        ? extra
            .split(/[\s,;]+/)
            .map((s) => s.trim().toUpperCase())
            .filter(Boolean)
        : [],
    limits: {
      perContact: num('instantPerContact', d.limits.perContact),
      perAddressPerDay: num('instantPerAddressPerDay', d.limits.perAddressPerDay),
    },
  }
}
