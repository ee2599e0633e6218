import type { Payload, TaskConfig } from 'payload'

import { env } from '@/lib/platform/env'
import { type FollowUp, quotesToFollowUp } from '@/lib/leads/followUps'
import { oneLine } from '@/lib/platform/logSafe'
import type { MeasuringAppointment, QuoteRequest } from '@/payload-types'
import { FIRST_STATUS, type LeadCollection, TIME_WINDOWS } from '@/content/leadOptions'
import { overdueWhere } from '@/lib/leads/overdue'
import { todayInLondon } from '@/lib/validation/dates'
import { formatPence } from '@/lib/format/money'
import { BALANCE_OVERDUE_DAYS, owedOrders } from '@/lib/orders'

/** The queue the digest is scheduled on and run from (see `jobs` in payload.config.ts). */
export const DIGEST_QUEUE = 'digest'

const DAY_MS = 86_400_000

interface DigestLead {
  collection: LeadCollection
  id: number | string
  name: string
  phone: string
  createdAt: string
}

export interface DigestData {
  date: string
  newLeads: DigestLead[]
  overdue: DigestLead[]
  visits: { name: string; phone: string; address: string; time: string; status: string }[]
  followUps: FollowUp[]
  followUpDays: number
  /** sent quotes whose valid-until falls within the next EXPIRING_DAYS days */
  expiring?: { id: number; name: string; phone: string; validUntil: string }[]
  /** verified reviews waiting for the owner to publish or withhold */
  reviewsWaiting?: { id: number; label: string; rating: number }[]
  /** fitted orders with a balance still owed BALANCE_OVERDUE_DAYS after the fitting */
  balancesOverdue?: { id: number; name: string; phone: string; owedPence: number; fittedAt: string }[]
}

/** A sent quote is listed in the digest when it expires within this many days. */
export const EXPIRING_DAYS = 3

const KIND: Record<LeadCollection, string> = {
  'measuring-appointments': 'visit',
  'quote-requests': 'quote',
}

type Row = MeasuringAppointment | QuoteRequest

const asLead = (collection: LeadCollection, doc: Row): DigestLead => {
  const visit = collection === 'measuring-appointments' ? (doc as MeasuringAppointment) : null
  const request = visit ? null : (doc as QuoteRequest)
  return {
    collection,
    id: doc.id,
    name: oneLine(visit ? visit.customerName : `${String(request?.firstName)} ${String(request?.lastName)}`),
    phone: oneLine(visit ? visit.customerPhone : request?.phone),
    createdAt: doc.createdAt,
  }
}

/** What the owner's morning e-mail lists at `now`: leads of the last 24 hours, overdue leads, today's visits, quotes to chase. */
export async function digestData(payload: Payload, now: Date, followUpDays: number): Promise<DigestData> {
  const collections = Object.keys(FIRST_STATUS) as LeadCollection[]
  const since = new Date(now.getTime() - DAY_MS).toISOString()
  // At most 200 of each kind: the newest of the day's leads (a list cut at the oldest would drop the ones just in),
  // the oldest of the overdue.
  const find = (
    collection: LeadCollection,
    where: Parameters<Payload['find']>[0]['where'],
    sort: 'createdAt' | '-createdAt' = 'createdAt',
  ) =>
    payload
      .find({ collection, where, sort, limit: 200, depth: 0, overrideAccess: true, pagination: false })
      .then((r) => r.docs.map((d) => asLead(collection, d as Row)))
  const today = todayInLondon(now)
  const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + DAY_MS).toISOString()
  const [fresh, overdue, visits, followUps, expiring, reviewsWaiting, owed] = await Promise.all([
    // An erased lead is listed nowhere (its visit still to happen was cancelled by the erasure).
    Promise.all(
      collections.map((c) =>
        find(
          c,
          { and: [{ createdAt: { greater_than_equal: since } }, { privacyState: { exists: false } }] },
          '-createdAt',
        ),
      ),
    ),
    Promise.all(collections.map((c) => find(c, overdueWhere(c, now)))),
    payload.find({
      collection: 'measuring-appointments',
      where: {
        and: [
          { scheduledDate: { greater_than_equal: `${today}T00:00:00.000Z` } },
          { scheduledDate: { less_than: tomorrow } },
          { status: { in: ['pending', 'confirmed'] } },
        ],
      },
      sort: 'scheduledTime',
      limit: 100,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
    quotesToFollowUp(payload, followUpDays, now),
    payload.find({
      collection: 'quotes',
      where: {
        and: [
          { status: { equals: 'sent' } },
          { validUntil: { greater_than_equal: now.toISOString() } },
          { validUntil: { less_than: new Date(now.getTime() + EXPIRING_DAYS * DAY_MS).toISOString() } },
        ],
      },
      sort: 'validUntil',
      limit: 100,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
    payload.find({
      collection: 'reviews',
      where: { status: { equals: 'waiting' } },
      sort: 'createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: true,
      pagination: false,
    }),
    owedOrders(payload, now),
  ])
  return {
    date: today,
    newLeads: fresh.flat(),
    overdue: overdue.flat(),
    visits: visits.docs.map((v) => ({
      name: oneLine(v.customerName),
      phone: oneLine(v.customerPhone),
      address: oneLine([v.address, v.postcode].filter(Boolean).join(', ')),
      time: TIME_WINDOWS.find((w) => w.value === v.scheduledTime)?.label ?? String(v.scheduledTime),
      status: v.status,
    })),
    followUps,
    followUpDays,
    expiring: expiring.docs.map((q) => ({
      id: q.id,
      name: oneLine(q.customerName),
      phone: oneLine(q.customerPhone ?? ''),
      validUntil: q.validUntil!,
    })),
    reviewsWaiting: reviewsWaiting.docs.map((r) => ({ id: r.id, label: oneLine(r.label ?? ''), rating: r.rating })),
    balancesOverdue: owed.balances
      .filter((b) => b.overdue)
      .map((b) => ({ id: b.id, name: b.name, phone: b.phone, owedPence: b.owedPence, fittedAt: b.since })),
  }
}

const adminLink = (lead: DigestLead) => `${env.SITE_URL}/admin/collections/${lead.collection}/${lead.id}`

/** The digest as plain text. Pure, so the wording is easy to test. */
export function digestText(d: DigestData, businessName: string): { subject: string; text: string } {
  const section = (title: string, rows: string[]) =>
    `${title} (${rows.length})\n${rows.length ? rows.map((r) => `- ${r}`).join('\n') : '- none'}`
  const text = [
    `Good morning. ${businessName}'s leads for ${d.date}:`,
    section(
      'New in the last 24 hours',
      d.newLeads.map((l) => `${l.name}, ${l.phone} (${KIND[l.collection]}) ${adminLink(l)}`),
    ),
    section(
      'Overdue: not contacted in the promised time',
      d.overdue.map((l) => `${l.name}, ${l.phone} (${KIND[l.collection]}) ${adminLink(l)}`),
    ),
    section(
      "Today's measuring visits",
      d.visits.map((v) => `${v.time}: ${v.name}, ${v.phone}, ${v.address} (${v.status})`),
    ),
    section(
      `Quoted ${d.followUpDays} days or more ago: follow up`,
      d.followUps.map((f) => `${oneLine(f.name)}, ${oneLine(f.phone)}, quoted ${f.days} days ago`),
    ),
    ...(d.expiring
      ? [
          section(
            `Quotes expiring within ${EXPIRING_DAYS} days`,
            d.expiring.map(
              (q) =>
                `${q.name}, ${q.phone}, valid until ${q.validUntil.slice(0, 10)} ${env.SITE_URL}/admin/collections/quotes/${q.id}`,
            ),
          ),
        ]
      : []),
    ...(d.reviewsWaiting
      ? [
          section(
            'Reviews waiting for you to publish',
            d.reviewsWaiting.map(
              (r) => `${r.rating} stars, ${r.label} ${env.SITE_URL}/admin/collections/reviews/${r.id}`,
            ),
          ),
        ]
      : []),
    ...(d.balancesOverdue
      ? [
          section(
            `Balances overdue (${BALANCE_OVERDUE_DAYS} days or more after fitting)`,
            d.balancesOverdue.map(
              (b) =>
                `${b.name}, ${b.phone}, ${formatPence(b.owedPence)} owed, fitted ${b.fittedAt.slice(0, 10)} ${env.SITE_URL}/admin/collections/quotes/${b.id}`,
            ),
          ),
        ]
      : []),
  ].join('\n\n')
  const subject = `Leads for ${d.date}: ${d.newLeads.length} new, ${d.overdue.length} overdue, ${d.visits.length} visits today`
  return { subject, text }
}

/**
 * The owner's morning digest, a task of Payload's jobs queue: scheduled every morning at 07:00 (the server's time
 * zone) on the `digest` queue; the jobs worker (scripts/worker.ts) queues and runs it. Sent to Settings' e-mail.
 */
export const morningDigestTask: TaskConfig<'morningDigest'> = {
  slug: 'morningDigest',
  label: 'Morning lead digest',
  schedule: [{ cron: '0 0 7 * * *', queue: DIGEST_QUEUE }],
  retries: 2,
  outputSchema: [
    { name: 'sentTo', type: 'text' },
    { name: 'subject', type: 'text' },
  ],
  handler: async ({ req }) => {
    const settings = await req.payload.findGlobal({ slug: 'site-settings', depth: 0, req })
    const data = await digestData(req.payload, new Date(), settings.leadTimes?.followUpDays ?? 7)
    const { subject, text } = digestText(data, settings.businessName)
    await req.payload.sendEmail({ to: settings.email, subject, text })
    return { output: { sentTo: settings.email, subject } }
  },
}
