import type { Payload } from 'payload'

import { sourceMedium } from '@/lib/attribution'
import type { DeclineReason } from '@/lib/orders'
import { landingAreaName, landingAreaSql } from './landingArea'

/**
 * Money on the dashboard: the quotes first sent in the `periodDays` before `now`, by the source, landing area page
 * and product of the lead they came from. A source is the lead's channel, and a campaign is split by its tags' source
 * and medium ("google / cpc" apart from "leaflet / print"); an area page is named by its area ("Moseley"). An order's value is its total after offers and adjustments; by product it
 * is split across its windows in proportion to each window's price; quotes lost are counted by why (a decline's reason,
 * or expiry), and those won after a follow-up e-mail. One SQL pass per breakdown, no per-row work here.
 */
export interface MoneyRow {
  /** by source: a channel (`search`, `direct`, …) or a campaign's "source / medium"; by area: the area's name */
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

// A campaign's tag, trimmed and in lower case; null for a lead of another channel or a tag left off.
const campaignTag = (column: string) => `case when m.channel = 'campaign' then lower(nullif(btrim(${column}), '')) end`

// Each quote first sent in the period, with its lead's source (a campaign's tags too), landing area page and how many
// days it took from the booking to "yes".
const SENT = `
  sent as (
    select q.id, q.status::text as status, coalesce(q.totals_total_pence, 0)::bigint as total, ${WON} as won,
      q.decline_reason::text as decline_reason, coalesce(q.follow_ups_sent, 0) as follow_ups,
      coalesce(m.channel::text, 'unknown') as channel, ${campaignTag('m.utm_source')} as source,
      ${campaignTag('m.utm_medium')} as medium, ${landingAreaSql('m.landing_page')} as area,
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
  select grouping(channel, source, medium, area) as set, channel, source, medium, area, ${FIGURES}
  from sent group by grouping sets ((), (channel, source, medium), (area))`

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
  source: string | null
  medium: string | null
  area: string | null
  sent: string
  accepted: string
  value: string
  median_days: number | null
  won_after_follow_up: string
}

const DAY_MS = 86_400_000

/** A row's source: its channel, or for a campaign with tags its "source / medium". */
const sourceKey = (r: Row) =>
  (r.channel === 'campaign' ? sourceMedium(r.source, r.medium) : null) ?? r.channel ?? 'unknown'

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
    // grouping(): a bit per column left out of the row's grouping set (channel 8, source 4, medium 2, area 1).
    all: figures(
      'all',
      rows.find((r) => Number(r.set) === 15),
    ),
    byChannel: rows
      .filter((r) => Number(r.set) === 1)
      .map((r) => figures(sourceKey(r), r))
      .sort(byValue),
    byArea: rows
      .filter((r) => Number(r.set) === 14 && r.area !== null)
      .map((r) => figures(landingAreaName(r.area!), r))
      .sort(byValue)
      .slice(0, 10),
    byProduct: products.rows.map((r) => ({ key: r.product, value: Number(r.value), accepted: Number(r.accepted) })),
    lost: lost.rows.map((r) => ({ reason: r.reason, count: Number(r.count) })),
  }
}
