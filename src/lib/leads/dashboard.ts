import type { Payload } from 'payload'

import { poolOf } from '@/lib/platform/db'
import { landingAreaName, landingAreaSql } from './landingArea'

/**
 * The lead dashboard's figures, each one SQL aggregate over both lead tables (no per-row work in JavaScript).
 * `now` is a parameter, so the figures can be computed for any moment (tests use a fixed clock). Weeks start on
 * Monday, UK time; the breakdowns cover the `periodDays` before `now`.
 */
export interface LeadDashboard {
  now: string
  periodDays: number
  thisWeek: number
  lastWeek: number
  overdue: number
  /** `estimated`: the estimated totals (pence) of the windows the leads brought from the site's estimate */
  byChannel: { channel: string; leads: number; bookings: number; estimated: number }[]
  /** `area`: the landing area page's area, by its name ("Moseley") */
  byArea: { area: string; leads: number; bookings: number; estimated: number }[]
  /** `product`: the product's name from the products collection, "Both", "Need advice" or "Not given" */
  byProduct: { product: string; leads: number }[]
  funnel: { kind: 'appointment' | 'quote'; stage: string; leads: number; rate: number | null }[]
  medianHoursToContact: number | null
  /** How long the queries took together, in milliseconds. */
  queryMs: number
}

// Both lead tables as one, computed once per dashboard: each lead's channel, landing area page and product, the
// furthest stage it reached (from its status history, or its current status for leads older than the history) and
// its first contact (the first change away from its first status). `$2` bounds the rows read.
// A booking's stages run on into its order (the quote sets the lead quoted, won or lost), so "Won" counts the same
// accepted orders the money figures below count: one source of truth for the stages. A lost lead had been quoted.
const RANK = {
  appointment: `case %s when 'confirmed' then 1 when 'completed' then 2 when 'quoted' then 3 when 'lost' then 3
    when 'won' then 4 else 0 end`,
  quote: `case %s when 'contacted' then 1 when 'lost' then 1 when 'quoted' then 2 when 'won' then 3 else 0 end`,
}

// A lead's product: the blind type it chose, else the products of the windows it priced on the site (one material,
// or "both" when they mix), by the products' own type.
const windowsProduct = (table: string, parent: string) => `(
  select case when count(distinct p.type) = 1 then min(p.type::text) when count(distinct p.type) > 1 then 'both' end
  from ${table}_windows w join products p on p.name = w.product where w._parent_id = ${parent})`
const rank = (kind: keyof typeof RANK, column: string) => RANK[kind].replace('%s', column)

const LEADS = `
  leads as (
    select 'appointment' as kind, m.created_at, m.channel::text as channel, ${landingAreaSql('m.landing_page')} as area,
      coalesce(case m.blind_type::text when 'basswood' then 'wooden' else m.blind_type::text end,
        ${windowsProduct('measuring_appointments', 'm.id')}) as product,
      m.estimated_total as estimated,
      greatest(${rank('appointment', 'm.status::text')}, coalesce(max(${rank('appointment', 'h.status::text')}), 0))
        as reached,
      min(h.changed_at) filter (where h.status::text <> 'pending') as contacted_at
    from measuring_appointments m
    left join measuring_appointments_status_history h on h._parent_id = m.id
    where m.created_at >= $2 and m.created_at < $1
    group by m.id
    union all
    select 'quote', q.created_at, q.channel::text, ${landingAreaSql('q.landing_page')},
      coalesce(q.product_type::text, ${windowsProduct('quote_requests', 'q.id')}), q.estimated_total,
      greatest(${rank('quote', 'q.status::text')}, coalesce(max(${rank('quote', 'h.status::text')}), 0)),
      min(h.changed_at) filter (where h.status::text <> 'new')
    from quote_requests q
    left join quote_requests_status_history h on h._parent_id = q.id
    where q.created_at >= $2 and q.created_at < $1
    group by q.id
  )`

/**
 * The dashboard's figures in one pass over the leads (grouping sets: all, per kind, per channel, per landing area,
 * per product): $1 now, $2 the oldest row read, $3 the start of the period.
 */
export const DASHBOARD_QUERY = `
  with ${LEADS},
  bounds as (
    select (date_trunc('week', $1::timestamptz at time zone 'Europe/London') at time zone 'Europe/London') as week_start
  )
  select grouping(kind, channel, area, product) as set, kind, channel, area, product,
    count(*) filter (where created_at >= $3) as leads,
    count(*) filter (where created_at >= $3 and kind = 'appointment') as bookings,
    coalesce(sum(estimated) filter (where created_at >= $3), 0) as estimated,
    count(*) filter (where created_at >= $3 and reached >= 1) as reached1,
    count(*) filter (where created_at >= $3 and reached >= 2) as reached2,
    count(*) filter (where created_at >= $3 and reached >= 3) as reached3,
    count(*) filter (where created_at >= $3 and reached >= 4) as reached4,
    count(*) filter (where created_at >= week_start) as this_week,
    count(*) filter (where created_at >= week_start - interval '7 days' and created_at < week_start) as last_week,
    percentile_cont(0.5) within group (order by extract(epoch from contacted_at - created_at) / 3600)
      filter (where created_at >= $3 and contacted_at is not null) as median_hours
  from leads, bounds
  group by grouping sets ((), (kind), (channel), (area), (product))`

interface AggregateRow {
  set: number
  kind: 'appointment' | 'quote' | null
  channel: string | null
  /** the landing area page's slug */
  area: string | null
  product: string | null
  leads: string
  bookings: string
  estimated: string
  reached1: string
  reached2: string
  reached3: string
  reached4: string
  this_week: string
  last_week: string
  median_hours: number | null
}

const STAGES = {
  appointment: ['Booked', 'Confirmed', 'Measured', 'Quoted', 'Won'],
  quote: ['Asked', 'Contacted', 'Quoted', 'Won'],
} as const

/** The words for lead products that are not one product: the forms' choices, and none given. */
const OTHER_PRODUCTS: Record<string, string> = { both: 'Both', advice: 'Need advice' }
const NOT_GIVEN = 'Not given'

const DAY_MS = 86_400_000

export async function leadDashboard(payload: Payload, now = new Date(), periodDays = 90): Promise<LeadDashboard> {
  const pool = poolOf(payload)
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const started = performance.now()
  const [{ rows }, overdue, products] = await Promise.all([
    pool.query<AggregateRow>(DASHBOARD_QUERY, [now.toISOString(), since(Math.max(periodDays, 15)), since(periodDays)]),
    // Overdue at any age: still in the first status past the reply-by time.
    pool.query<{ overdue: string }>(
      `select (select count(*) from measuring_appointments where status = 'pending' and respond_by < $1)
         + (select count(*) from quote_requests where status = 'new' and respond_by < $1) as overdue`,
      [now.toISOString()],
    ),
    payload.find({
      collection: 'products',
      depth: 0,
      limit: 100,
      pagination: false,
      sort: ['sortOrder', 'id'],
      overrideAccess: true,
    }),
  ])
  // Each material by its product's name, as the owner named it in /admin (the first product of that type).
  const productName = (key: string | null) =>
    key === null ? NOT_GIVEN : (products.docs.find((p) => p.type === key)?.name ?? OTHER_PRODUCTS[key] ?? key)
  const queryMs = performance.now() - started

  // grouping(): a bit per column left out of the row's grouping set (kind 8, channel 4, area 2, product 1).
  const bySet = (set: number) => rows.filter((r) => r.set === set)
  const all = bySet(15)[0]
  const count = (value: string | undefined) => Number(value ?? 0)
  const desc = <T extends { leads: number }>(list: T[]) =>
    list
      .filter((r) => r.leads > 0)
      .sort((x, y) => y.leads - x.leads || String(Object.values(x)[0]).localeCompare(String(Object.values(y)[0])))

  const funnelRows: LeadDashboard['funnel'] = []
  for (const kind of ['appointment', 'quote'] as const) {
    const row = bySet(7).find((r) => r.kind === kind)
    const counts = [row?.leads, row?.reached1, row?.reached2, row?.reached3, row?.reached4].map(count)
    STAGES[kind].forEach((stage, i) => {
      const leads = counts[i]
      const previous = i === 0 ? null : counts[i - 1]
      funnelRows.push({ kind, stage, leads, rate: previous ? leads / previous : null })
    })
  }
  const median = all?.median_hours
  return {
    now: now.toISOString(),
    periodDays,
    thisWeek: count(all?.this_week),
    lastWeek: count(all?.last_week),
    overdue: Number(overdue.rows[0]?.overdue ?? 0),
    byChannel: desc(
      bySet(11).map((r) => ({
        channel: r.channel ?? 'unknown',
        leads: count(r.leads),
        bookings: count(r.bookings),
        estimated: count(r.estimated),
      })),
    ),
    byArea: desc(
      bySet(13)
        .filter((r) => r.area !== null)
        .map((r) => ({
          area: landingAreaName(r.area!),
          leads: count(r.leads),
          bookings: count(r.bookings),
          estimated: count(r.estimated),
        })),
    ).slice(0, 10),
    byProduct: desc(bySet(14).map((r) => ({ product: productName(r.product), leads: count(r.leads) }))),
    funnel: funnelRows,
    medianHoursToContact: median === null || median === undefined ? null : Number(median),
    queryMs,
  }
}
