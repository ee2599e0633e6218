import type { Payload } from 'payload'

import { readRules } from '@/lib/booking/book'
import { windowWithHours } from '@/lib/booking/labels'
import { dayLabel, slotOf, ukInstant, windowsOfDay } from '@/lib/booking/slots'
import { moneyAtFitting, type MoneyAtFitting } from '@/lib/orders'
import { relationId } from '@/lib/platform/relationId'
import { isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import { clockTime } from '@/lib/platform/ukDates'
import { ukWallClock } from '@/lib/platform/ukTime'
import { todayInLondon } from '@/lib/validation/dates'
import type { MeasuringAppointment, Quote } from '@/payload-types'

const DAY_MS = 86_400_000
/** Today and the next seven days. */
export const VISIT_DAYS = 8
/** Appointments still to be visited (a request not yet confirmed is shown too: staff may go on the day asked). */
const TO_VISIT = ['pending', 'confirmed']
/**
 * …and those visited already in these days: the fitter is still in the house when the quote is made ("quoted") and
 * accepted ("won"), and comes back to the card for "Show the customer".
 */
const VISITED_STATUSES = [...TO_VISIT, 'completed', 'quoted', 'won']

export type VisitKind = 'measuring' | 'fitting'

export interface VisitWindow {
  room: string | null
  product: string | null
  finish: string | null
  options: string | null
  /** "120 × 150 cm" as the customer typed it, or "1203 × 1498 mm" as measured. */
  size: string
}

export interface VisitNote {
  note: string
  author: string | null
  writtenAt: string | null
}

export interface PastVisit {
  label: string
  date: string
  status: string
}

export interface ArrivalMessage {
  sentAt: string
  minutes: number
  channels: string
}

export interface VisitCard {
  kind: VisitKind
  id: number
  /** UK day, YYYY-MM-DD. */
  date: string
  /** The day as the card says it: "Today, Monday 30 November", "Tomorrow, …", "Thursday 3 December". */
  dayLabel: string
  /** The visit is today: "On my way" is one tap; another day's asks first. */
  isToday: boolean
  /** ISO instant the visit starts (the window's start for a measuring visit). */
  start: string
  /** "Morning (9am-12pm)" or "10:30am". */
  when: string
  customerName: string
  address: string
  postcode: string | null
  mapsUrl: string
  phone: string | null
  telUrl: string | null
  hasEmail: boolean
  customerMessage: string | null
  windows: VisitWindow[]
  notes: VisitNote[]
  history: PastVisit[]
  /** The "on my way" messages already sent for this visit. */
  arrivals: ArrivalMessage[]
  /** Still to be visited (measuring: pending or confirmed; a fitting is always): "On my way" is offered. */
  toVisit: boolean
  /** Quotes made from this measuring visit and sent, still open: the fitter can show one for acceptance in person. */
  openQuotes: { id: number; label: string }[]
  /** Windows measured on the phone at this measuring visit ("Make the quote" turns them into its quote). */
  measuredWindows: number
  /** A fitting's deposit and what to collect on the day; null for a measuring visit. */
  money: MoneyAtFitting | null
}

export interface VisitDay {
  date: string
  label: string
  visits: VisitCard[]
}

/** A maps search for an address: opens the phone's maps app (Google's documented universal URL). */
export const mapsUrl = (address: string, postcode?: string | null) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent([address, postcode].filter(Boolean).join(', '))}`

/** A tel: link keeps only what a dialler reads: digits and a leading +. */
export const telUrl = (phone: string) => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`

/** One address however it was typed: letters and digits only, lower case. */
const addressKey = (address: string | null | undefined, postcode: string | null | undefined) =>
  `${String(address ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}|${String(postcode ?? '')
    .toUpperCase()
    .replace(/\s/g, '')}`

const dayOf = (iso: string) => ukWallClock(Date.parse(iso)).toISOString().slice(0, 10)
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null)

const arrivalsOf = (list: MeasuringAppointment['arrivalMessages']): ArrivalMessage[] =>
  (list ?? []).map((m) => ({ sentAt: m.sentAt, minutes: Number(m.minutes), channels: m.channels }))

function leadWindows(windows: MeasuringAppointment['windows']): VisitWindow[] {
  return (windows ?? []).map((w) => ({
    room: text(w.room),
    product: text(w.product),
    finish: text(w.finish),
    options: text(w.options),
    size: `${w.width} × ${w.drop} cm`,
  }))
}

/** An order's windows on the fitter's card, options by their labels as the customer read them ("Decorative tapes"). */
function quoteWindows(lines: Quote['lines']): VisitWindow[] {
  return (lines ?? []).map((l) => {
    const product = typeof l.product === 'object' && l.product ? l.product : null
    const labelOf = (code: string) => product?.options?.find((o) => o.code === code)?.label ?? code
    return {
      room: text(l.room),
      product: product ? text(product.name) : null,
      finish: text(l.finish),
      options: l.options?.length ? l.options.map(labelOf).join(', ') : null,
      size: l.widthMm && l.dropMm ? `${l.widthMm} × ${l.dropMm} mm` : 'not measured',
    }
  })
}

/**
 * The staff's visits from today (UK) for `VISIT_DAYS` days, by day and in time order: measuring visits (pending or
 * confirmed appointments with a day) and fittings (accepted orders with a fitting date), each with what the fitter
 * needs at the door, and the earlier visits and orders at the same address. Null for anyone but owner or staff:
 * the one check every caller goes through.
 */
export async function readVisits(payload: Payload, user: SignedInUser, now = new Date()): Promise<VisitDay[] | null> {
  if (!isStaffUser(user)) return null
  const today = todayInLondon(now)
  const end = addDays(today, VISIT_DAYS)
  const fromInstant = new Date(ukInstant(today, 0)).toISOString()
  const toInstant = new Date(ukInstant(end, 0)).toISOString()
  const [rules, appointments, fittings] = await Promise.all([
    readRules(payload),
    payload.find({
      collection: 'measuring-appointments',
      where: {
        and: [
          { scheduledDate: { greater_than_equal: `${today}T00:00:00.000Z` } },
          { scheduledDate: { less_than: `${end}T00:00:00.000Z` } },
          { status: { in: VISITED_STATUSES } },
        ],
      },
      sort: 'scheduledDate',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'quotes',
      where: {
        and: [
          { fittingDate: { greater_than_equal: fromInstant } },
          { fittingDate: { less_than: toInstant } },
          { status: { equals: 'accepted' } },
        ],
      },
      sort: 'fittingDate',
      pagination: false,
      depth: 1,
      overrideAccess: true,
    }),
  ])

  const cards: VisitCard[] = []
  for (const a of appointments.docs) {
    const date = String(a.scheduledDate).slice(0, 10)
    // A flexible visit is placed at the start of the day's first window.
    const window = a.scheduledTime === 'flexible' ? windowsOfDay(date)[0] : a.scheduledTime
    const slot = slotOf(rules, date, window)
    cards.push({
      kind: 'measuring',
      id: a.id,
      date,
      dayLabel: i18nDay(date, today),
      isToday: date === today,
      start: slot.start,
      when: a.scheduledTime === 'flexible' ? 'Any time (flexible)' : windowWithHours(slot),
      customerName: a.customerName,
      address: a.address,
      postcode: a.postcode ?? null,
      mapsUrl: mapsUrl(a.address, a.postcode),
      phone: text(a.customerPhone),
      telUrl: text(a.customerPhone) ? telUrl(a.customerPhone) : null,
      hasEmail: Boolean(text(a.customerEmail)),
      customerMessage: text(a.notes),
      windows: leadWindows(a.windows),
      notes: (a.staffNotes ?? []).map((n) => ({
        note: n.note,
        author: text(n.author),
        writtenAt: n.writtenAt ?? null,
      })),
      history: [],
      arrivals: arrivalsOf(a.arrivalMessages),
      toVisit: TO_VISIT.includes(String(a.status)),
      openQuotes: [],
      measuredWindows: 0,
      money: null,
    })
  }
  for (const q of fittings.docs) {
    const start = String(q.fittingDate)
    const address = text(q.address) ?? ''
    cards.push({
      kind: 'fitting',
      id: q.id,
      date: dayOf(start),
      dayLabel: i18nDay(dayOf(start), today),
      isToday: dayOf(start) === today,
      start,
      when: clockTime(start),
      customerName: q.customerName,
      address,
      postcode: q.postcode ?? null,
      mapsUrl: mapsUrl(address, q.postcode),
      phone: text(q.customerPhone),
      telUrl: q.customerPhone && text(q.customerPhone) ? telUrl(q.customerPhone) : null,
      hasEmail: Boolean(text(q.customerEmail)),
      customerMessage: null,
      windows: quoteWindows(q.lines),
      notes: text(q.staffNotes) ? [{ note: String(q.staffNotes).trim(), author: null, writtenAt: null }] : [],
      history: [],
      arrivals: arrivalsOf(q.arrivalMessages),
      toVisit: true,
      openQuotes: [],
      measuredWindows: 0,
      money: moneyAtFitting(q.totals, q.payments),
    })
  }
  await Promise.all([addHistory(payload, cards), addOpenQuotes(payload, cards), addMeasuredCounts(payload, cards)])
  cards.sort((x, y) => x.start.localeCompare(y.start) || x.customerName.localeCompare(y.customerName))

  return Array.from({ length: VISIT_DAYS }, (_, i) => addDays(today, i)).map((date) => ({
    date,
    label: i18nDay(date, today),
    visits: cards.filter((c) => c.date === date),
  }))
}

const i18nDay = (date: string, today: string) =>
  date === today
    ? `Today, ${dayLabel(date)}`
    : date === addDays(today, 1)
      ? `Tomorrow, ${dayLabel(date)}`
      : dayLabel(date)

/** The sent quotes made from each measuring visit, for "Show the customer" (acceptance in person). */
async function addOpenQuotes(payload: Payload, cards: VisitCard[]): Promise<void> {
  const ids = cards.filter((c) => c.kind === 'measuring').map((c) => c.id)
  if (ids.length === 0) return
  const { docs } = await payload.find({
    collection: 'quotes',
    where: { and: [{ appointment: { in: ids } }, { status: { equals: 'sent' } }] },
    select: { appointment: true, totals: true, sentRevision: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const card of cards) {
    if (card.kind !== 'measuring') continue
    card.openQuotes = docs
      .filter((q) => (typeof q.appointment === 'object' ? q.appointment?.id : q.appointment) === card.id)
      .map((q) => ({
        id: q.id,
        label: `Quote Q${String(q.id).padStart(5, '0')}${
          typeof q.totals?.totalPence === 'number' ? `, £${(q.totals.totalPence / 100).toFixed(2)}` : ''
        }`,
      }))
  }
}

/** How many windows were measured at each measuring visit. */
async function addMeasuredCounts(payload: Payload, cards: VisitCard[]): Promise<void> {
  const ids = cards.filter((c) => c.kind === 'measuring').map((c) => c.id)
  if (ids.length === 0) return
  const { docs } = await payload.find({
    collection: 'measured-windows',
    where: { appointment: { in: ids } },
    select: { appointment: true },
    pagination: false,
    depth: 0,
    overrideAccess: true,
  })
  for (const card of cards)
    if (card.kind === 'measuring')
      card.measuredWindows = docs.filter((w) => relationId(w.appointment) === card.id).length
}

/** Earlier measuring visits, quotes and orders at each card's address (same postcode, same address typed). */
async function addHistory(payload: Payload, cards: VisitCard[]): Promise<void> {
  const postcodes = [...new Set(cards.map((c) => c.postcode).filter((p): p is string => Boolean(p)))]
  if (postcodes.length === 0) return
  const [appointments, quotes] = await Promise.all([
    payload.find({
      collection: 'measuring-appointments',
      where: { postcode: { in: postcodes } },
      select: { address: true, postcode: true, scheduledDate: true, createdAt: true, status: true },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'quotes',
      where: { postcode: { in: postcodes } },
      select: {
        address: true,
        postcode: true,
        status: true,
        createdAt: true,
        fittingDate: true,
        fittedAt: true,
        totals: true,
      },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  for (const card of cards) {
    const key = addressKey(card.address, card.postcode)
    const past: (PastVisit & { at: string })[] = []
    for (const a of appointments.docs) {
      if (addressKey(a.address, a.postcode) !== key || (card.kind === 'measuring' && a.id === card.id)) continue
      const at = String(a.scheduledDate ?? a.createdAt)
      if (at.slice(0, 10) > card.date) continue
      past.push({ at, label: 'Measuring visit', date: at.slice(0, 10), status: String(a.status) })
    }
    for (const q of quotes.docs) {
      if (addressKey(q.address, q.postcode) !== key || (card.kind === 'fitting' && q.id === card.id)) continue
      const order = q.status === 'accepted' || q.status === 'fitted'
      const at = String(q.fittedAt ?? q.fittingDate ?? q.createdAt)
      const total = q.totals?.totalPence
      past.push({
        at,
        label: `${order ? 'Order' : 'Quote'}${typeof total === 'number' ? ` £${(total / 100).toFixed(2)}` : ''}`,
        date: dayOf(at),
        status: String(q.status),
      })
    }
    card.history = past.sort((x, y) => y.at.localeCompare(x.at)).map(({ at: _at, ...p }) => p)
  }
}
