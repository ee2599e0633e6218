import type { Payload } from 'payload'
import type { Pool } from 'pg'

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
  byChannel: { channel: string; leads: number; bookings: number }[]
  byArea: { page: string; leads: number; bookings: number }[]
  byProduct: { product: string; leads: number }[]
  funnel: { kind: 'appointment' | 'quote'; stage: string; leads: number; rate: number | null }[]
  medianHoursToContact: number | null
  /** How long the queries took together, in milliseconds. */
  queryMs: number
}

// Both lead tables as one: the visit's channel and landing page, the product, and the furthest stage reached
// (from the status history, or the current status for leads older than the history).
const LEADS = `
  leads as (
    select 'appointment' as kind, m.id, m.created_at, m.status::text as status, m.respond_by,
      m.channel::text as channel, m.landing_page,
      case m.blind_type::text when 'basswood' then 'wooden' else m.blind_type::text end as product,
      greatest(
        case m.status::text when 'confirmed' then 1 when 'completed' then 2 else 0 end,
        coalesce((select max(case h.status::text when 'confirmed' then 1 when 'completed' then 2 else 0 end)
          from measuring_appointments_status_history h where h._parent_id = m.id), 0)
      ) as reached,
      (select min(h.changed_at) from measuring_appointments_status_history h
        where h._parent_id = m.id and h.status::text <> 'pending') as contacted_at
    from measuring_appointments m
    where m.created_at >= $2 and m.created_at < $1
    union all
    select 'quote', q.id, q.created_at, q.status::text, q.respond_by,
      q.channel::text, q.landing_page, q.product_type,
      greatest(
        case q.status::text when 'contacted' then 1 when 'lost' then 1 when 'quoted' then 2 when 'won' then 3 else 0 end,
        coalesce((select max(case h.status::text when 'contacted' then 1 when 'lost' then 1 when 'quoted' then 2
          when 'won' then 3 else 0 end)
          from quote_requests_status_history h where h._parent_id = q.id), 0)
      ),
      (select min(h.changed_at) from quote_requests_status_history h
        where h._parent_id = q.id and h.status::text <> 'new')
    from quote_requests q
    where q.created_at >= $2 and q.created_at < $1
  )`

const STAGES = {
  appointment: ['Booked', 'Confirmed', 'Completed'],
  quote: ['Asked', 'Contacted', 'Quoted', 'Won'],
} as const

const DAY_MS = 86_400_000

export async function leadDashboard(payload: Payload, now = new Date(), periodDays = 90): Promise<LeadDashboard> {
  const pool = payload.db.pool as Pool
  const since = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString()
  const params = [now.toISOString(), since(periodDays)]
  const started = performance.now()
  const [weeks, overdue, channels, areas, products, funnel, contact] = await Promise.all([
    pool.query<{ this_week: string; last_week: string }>(
      `with bounds as (
         select (date_trunc('week', $1::timestamptz at time zone 'Europe/London') at time zone 'Europe/London')
           as week_start
       ), ${LEADS}
       select
         count(*) filter (where created_at >= week_start) as this_week,
         count(*) filter (where created_at >= week_start - interval '7 days' and created_at < week_start) as last_week
       from leads, bounds`,
      [now.toISOString(), since(15)],
    ),
    // Overdue at any age: still in the first status past the reply-by time.
    pool.query<{ overdue: string }>(
      `select (select count(*) from measuring_appointments where status = 'pending' and respond_by < $1)
         + (select count(*) from quote_requests where status = 'new' and respond_by < $1) as overdue`,
      [now.toISOString()],
    ),
    pool.query<{ channel: string; leads: string; bookings: string }>(
      `with ${LEADS}
       select coalesce(channel, 'unknown') as channel, count(*) as leads,
         count(*) filter (where kind = 'appointment') as bookings
       from leads
       group by 1 order by 2 desc`,
      params,
    ),
    pool.query<{ page: string; leads: string; bookings: string }>(
      `with ${LEADS}
       select landing_page as page, count(*) as leads, count(*) filter (where kind = 'appointment') as bookings
       from leads
       where landing_page like '/areas/%'
       group by 1 order by 2 desc, 1 limit 10`,
      params,
    ),
    pool.query<{ product: string; leads: string }>(
      `with ${LEADS}
       select coalesce(product, 'not given') as product, count(*) as leads
       from leads
       group by 1 order by 2 desc`,
      params,
    ),
    pool.query<{ kind: 'appointment' | 'quote'; stage: number; leads: string }>(
      `with ${LEADS}
       select kind, s.stage, count(*) filter (where reached >= s.stage) as leads
       from leads cross join generate_series(0, 3) as s(stage)
       group by 1, 2 order by 1, 2`,
      params,
    ),
    pool.query<{ median_hours: number | null }>(
      `with ${LEADS}
       select percentile_cont(0.5) within group (order by extract(epoch from contacted_at - created_at) / 3600)
         as median_hours
       from leads
       where contacted_at is not null`,
      params,
    ),
  ])
  const queryMs = performance.now() - started

  const funnelRows: LeadDashboard['funnel'] = []
  for (const kind of ['appointment', 'quote'] as const) {
    const counts = funnel.rows.filter((r) => r.kind === kind).map((r) => Number(r.leads))
    STAGES[kind].forEach((stage, i) => {
      const leads = counts[i] ?? 0
      const previous = i === 0 ? null : (counts[i - 1] ?? 0)
      funnelRows.push({ kind, stage, leads, rate: previous ? leads / previous : null })
    })
  }
  const median = contact.rows[0]?.median_hours
  return {
    now: now.toISOString(),
    periodDays,
    thisWeek: Number(weeks.rows[0]?.this_week ?? 0),
    lastWeek: Number(weeks.rows[0]?.last_week ?? 0),
    overdue: Number(overdue.rows[0]?.overdue ?? 0),
    byChannel: channels.rows.map((r) => ({ channel: r.channel, leads: Number(r.leads), bookings: Number(r.bookings) })),
    byArea: areas.rows.map((r) => ({ page: r.page, leads: Number(r.leads), bookings: Number(r.bookings) })),
    byProduct: products.rows.map((r) => ({ product: r.product, leads: Number(r.leads) })),
    funnel: funnelRows,
    medianHoursToContact: median === null || median === undefined ? null : Number(median),
    queryMs,
  }
}
