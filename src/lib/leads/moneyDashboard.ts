import type { Payload } from 'payload'

import type { DeclineReason } from '@/lib/quotes/options'

/**
 * Money on the dashboard: the quotes first sent in the `periodDays` before `now`, by the source, landing area page
 * and product of the lead they came from. An order's value is its total after offers and adjustments; by product it
 * is split across its windows in proportion to each window's price; quotes lost are counted by why (a decline's reason,
 * or expiry), and those won after a follow-up e-mail. One SQL pass per breakdown, no per-row work here.
 */
export interface MoneyRow {
  key: string
  sent: number
  accepted: number
  /** pence */
  value: number
  winRate: number | null
  /** pence */
  averageOrder: number | null
  medianDaysToAccept: number | null
  /** accepted after at least one follow-up e-mail */
  wonAfterFollowUp: number
}

/** Why quotes sent in the period were lost: a decline's reason, "not given", or "expired" (never answered). */
export type LostReason = DeclineReason | 'not-given' | 'expired'

export interface MoneyDashboard {
  periodDays: number
  all: MoneyRow
  byChannel: MoneyRow[]
  byArea: MoneyRow[]
  byProduct: { key: string; value: number; accepted: number }[]
  lost: { reason: LostReason; count: number }[]
}

const WON = `q.status in ('accepted', 'fitted')`

// Each quote first sent in the period, with its lead's source and how many days it took from the booking to "yes".
const SENT = `
  sent as (
    select q.id, q.status::text as status, coalesce(q.totals_total_pence, 0)::bigint as total, ${WON} as won,
      q.decline_reason::text as decline_reason, coalesce(q.follow_ups_sent, 0) as follow_ups,
      coalesce(m.channel::text, 'unknown') as channel, m.landing_page,
      extract(epoch from (q.acceptance_accepted_at - m.created_at)) / 86400 as days
    from quotes q
    left join measuring_appointments m on m.id = q.appointment_id
    where q.first_sent_at >= $2 and q.first_sent_at < $1
  )`

const FIGURES = `count(*) as sent, count(*) filter (where won) as accepted,
  coalesce(sum(total) filter (where won), 0) as value,
  percentile_cont(0.5) within group (order by days) filter (where won and days is not null) as median_days,
  count(*) filter (where won and follow_ups > 0) as won_after_follow_up`

export const MONEY_QUERY = `
  with ${SENT}
  select grouping(channel, landing_page) as set, channel, landing_page, ${FIGURES}
  from sent group by grouping sets ((), (channel), (landing_page))`

export const MONEY_BY_PRODUCT_QUERY = `
  with ${SENT.replace('as won,', 'as won, q.id as quote_id,')},
  lines as (
    select l._parent_id as quote_id, p.name as product,
      greatest(coalesce(l.grid_pence, 0) + coalesce(l.adjustment_pence, 0), 0) as price
    from quotes_lines l join products p on p.id = l.product_id
  ),
  shares as (
    select s.quote_id, l.product, s.total * l.price / nullif(sum(l.price) over (partition by s.quote_id), 0) as value
    from sent s join lines l on l.quote_id = s.quote_id where s.won
  )
  select product, round(sum(value))::bigint as value, count(distinct quote_id) as accepted
  from shares group by product order by value desc`

export const LOST_QUERY = `
  with ${SENT}
  select case when status = 'expired' then 'expired' else coalesce(decline_reason, 'not-given') end as reason,
    count(*) as count
  from sent where status in ('declined', 'expired') group by 1 order by 2 desc, 1`

interface Row {
  set: number
  channel: string | null
  landing_page: string | null
  sent: string
  accepted: string
  value: string
  median_days: number | null
  won_after_follow_up: string
}

const DAY_MS = 86_400_000

function figures(key: string, r: Row | undefined): MoneyRow {
  const sent = Number(r?.sent ?? 0)
  const accepted = Number(r?.accepted ?? 0)
  const value = Number(r?.value ?? 0)
  return {
    key,
    sent,
    accepted,
    value,
    winRate: sent ? accepted / sent : null,
    averageOrder: accepted ? Math.round(value / accepted) : null,
    medianDaysToAccept: r?.median_days === null || r?.median_days === undefined ? null : Number(r.median_days),
    wonAfterFollowUp: Number(r?.won_after_follow_up ?? 0),
  }
}

export async function moneyDashboard(payload: Payload, now = new Date(), periodDays = 90): Promise<MoneyDashboard> {
  const pool = payload.db.pool
  const params = [now.toISOString(), new Date(now.getTime() - periodDays * DAY_MS).toISOString()]
  const [{ rows }, products, lost] = await Promise.all([
    pool.query<Row>(MONEY_QUERY, params),
    pool.query<{ product: string; value: string; accepted: string }>(MONEY_BY_PRODUCT_QUERY, params),
    pool.query<{ reason: LostReason; count: string }>(LOST_QUERY, params),
  ])
  const byValue = (a: MoneyRow, b: MoneyRow) => b.value - a.value || b.sent - a.sent || a.key.localeCompare(b.key)
  return {
    periodDays,
    // grouping(): bit 2 channel left out, bit 1 landing page left out.
    all: figures(
      'all',
      rows.find((r) => Number(r.set) === 3),
    ),
    byChannel: rows
      .filter((r) => Number(r.set) === 1)
      .map((r) => figures(r.channel ?? 'unknown', r))
      .sort(byValue),
    byArea: rows
      .filter((r) => Number(r.set) === 2 && r.landing_page?.startsWith('/areas/'))
      .map((r) => figures(r.landing_page!, r))
      .sort(byValue)
      .slice(0, 10),
    byProduct: products.rows.map((r) => ({ key: r.product, value: Number(r.value), accepted: Number(r.accepted) })),
    lost: lost.rows.map((r) => ({ reason: r.reason, count: Number(r.count) })),
  }
}
