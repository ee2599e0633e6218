import type { Payload } from 'payload'

import { readRules } from '@/lib/booking/book'
import { windowWithHours } from '@/lib/booking/labels'
import { dayLabel, slotOf, ukInstant, windowsOfDay } from '@/lib/booking/slots'
import { moneyAtFitting, type MoneyAtFitting } from '@/lib/orders'
import { relationId } from '@/lib/platform/relationId'
import { isStaffUser, type SignedInUser } from '@/lib/platform/roles'
import { clockTime } from '@/lib/platform/ukDates'
import { normaliseEmail, normalisePhone } from '@/lib/privacy/match'
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
          // An erased customer's visit leaves the list (one still to happen was cancelled by the erasure too).
          { privacyState: { exists: false } },
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
  const records = new Map<VisitCard, CardRecord>()
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
    records.set(cards[cards.length - 1], {
      kind: 'measuring',
      id: a.id,
      postcode: a.postcode ?? null,
      appointment: null,
      email: a.customerEmail,
      phone: a.customerPhone,
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
    records.set(cards[cards.length - 1], {
      kind: 'fitting',
      id: q.id,
      postcode: q.postcode ?? null,
      appointment: relationId(q.appointment),
      email: q.customerEmail,
      phone: q.customerPhone,
    })
  }
  await Promise.all([
    addHistory(payload, cards, records),
    addOpenQuotes(payload, cards),
    addMeasuredCounts(payload, cards),
  ])
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

/** The record a card was made from: the history is matched on it (its relations, its customer's contact). */
export interface CardRecord {
  kind: VisitKind
  id: number
  postcode: string | null
  /** The measuring visit a fitting's order was made from. */
  appointment: number | null
  email: unknown
  phone: unknown
}

type HistoryAppointment = Pick<
  MeasuringAppointment,
  'id' | 'customerEmail' | 'customerPhone' | 'postcode' | 'scheduledDate' | 'createdAt' | 'status'
>
type HistoryQuote = Pick<
  Quote,
  | 'id'
  | 'appointment'
  | 'postcode'
  | 'customerEmail'
  | 'customerPhone'
  | 'status'
  | 'createdAt'
  | 'fittingDate'
  | 'fittedAt'
  | 'totals'
>

const postcodeKey = (postcode: string | null | undefined) =>
  String(postcode ?? '')
    .toUpperCase()
    .replace(/\s/g, '')

/** A record's customer as compared: its e-mail and phone normalised (as a privacy request compares them), if any. */
const contactsOf = (record: { email?: unknown; phone?: unknown }) =>
  [normaliseEmail(record.email), normalisePhone(record.phone)].filter((c): c is string => c !== null)

/**
 * Earlier measuring visits, quotes and orders of each card's customer at its postcode, matched on the records,
 * never on the address text: a record is in the history when it is linked to the card's record (the quote made
 * from a visit, the visit an order was made from) or to one already in it, or holds the same customer's e-mail or
 * phone (normalised, compared whole). A record whose personal data was erased (`privacyState`) is never in anyone's
 * history, and holds no contact to match: two erased customers ("Erased", "B13") never see each other's.
 */
export async function addHistory(payload: Payload, cards: VisitCard[], records: Map<VisitCard, CardRecord>) {
  const postcodes = [...new Set([...records.values()].map((r) => r.postcode).filter((p): p is string => Boolean(p)))]
  const visitIds = [...records.values()].filter((r) => r.kind === 'measuring').map((r) => r.id)
  const appointmentIds = [
    ...visitIds,
    ...[...records.values()].map((r) => r.appointment).filter((id): id is number => id !== null),
  ]
  if (postcodes.length === 0 && appointmentIds.length === 0) return
  const notErased = { privacyState: { exists: false } }
  const [appointments, quotes] = await Promise.all([
    payload.find({
      collection: 'measuring-appointments',
      where: {
        and: [notErased, { or: [{ postcode: { in: postcodes } }, { id: { in: appointmentIds } }] }],
      },
      select: {
        customerEmail: true,
        customerPhone: true,
        postcode: true,
        scheduledDate: true,
        createdAt: true,
        status: true,
      },
      sort: '-createdAt',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'quotes',
      where: {
        and: [notErased, { or: [{ postcode: { in: postcodes } }, { appointment: { in: appointmentIds } }] }],
      },
      select: {
        appointment: true,
        postcode: true,
        customerEmail: true,
        customerPhone: true,
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
  const visitDocs: HistoryAppointment[] = appointments.docs
  const quoteDocs: HistoryQuote[] = quotes.docs
  for (const card of cards) {
    const self = records.get(card)
    if (!self) continue
    // The customer's records, grown from the card's own by links and shared contact until nothing more joins.
    const visits = new Set<number>(self.kind === 'measuring' ? [self.id] : self.appointment ? [self.appointment] : [])
    const orders = new Set<number>(self.kind === 'fitting' ? [self.id] : [])
    const contacts = new Set(contactsOf(self))
    // The same customer's contact counts at the card's postcode only ("at this address"); a link counts anywhere.
    const here = postcodeKey(self.postcode)
    const sameCustomer = (r: { postcode?: string | null; customerEmail?: unknown; customerPhone?: unknown }) =>
      here !== '' &&
      postcodeKey(r.postcode) === here &&
      contactsOf({ email: r.customerEmail, phone: r.customerPhone }).some((c) => contacts.has(c))
    for (let grown = true; grown;) {
      grown = false
      for (const a of visitDocs) {
        if (visits.has(a.id)) continue
        if (!sameCustomer(a)) continue
        visits.add(a.id)
        grown = true
      }
      for (const q of quoteDocs) {
        if (orders.has(q.id)) continue
        const from = relationId(q.appointment)
        if (!(from !== null && visits.has(from)) && !sameCustomer(q)) continue
        orders.add(q.id)
        if (from !== null) visits.add(from)
        grown = true
      }
      for (const a of visitDocs)
        if (visits.has(a.id))
          for (const c of contactsOf({ email: a.customerEmail, phone: a.customerPhone })) contacts.add(c)
      for (const q of quoteDocs)
        if (orders.has(q.id))
          for (const c of contactsOf({ email: q.customerEmail, phone: q.customerPhone })) contacts.add(c)
    }
    const past: (PastVisit & { at: string })[] = []
    for (const a of visitDocs) {
      if (!visits.has(a.id) || (card.kind === 'measuring' && a.id === card.id)) continue
      const at = String(a.scheduledDate ?? a.createdAt)
      if (at.slice(0, 10) > card.date) continue
      past.push({ at, label: 'Measuring visit', date: at.slice(0, 10), status: String(a.status) })
    }
    for (const q of quoteDocs) {
      if (!orders.has(q.id) || (card.kind === 'fitting' && q.id === card.id)) continue
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
