import type { Payload } from 'payload'
import type { ReactNode } from 'react'

import { CHANNELS } from '@/lib/attribution'
import { formatHours } from '@/lib/format/duration'
import { formatPence, formatPenceShort } from '@/lib/format/money'
import { leadDashboard } from '@/lib/leads/dashboard'
import { type LostReason, moneyDashboard, type MoneyRow } from '@/lib/leads/moneyDashboard'
import { quotesToFollowUp } from '@/lib/leads/followUps'
import { FIRST_STATUS } from '@/content/leadOptions'
import { overdueWhere, whereQuery } from '@/lib/leads/overdue'
import { owedOrders } from '@/lib/orders'
import { BarChart } from './BarChart'
import { PaymentsOutstanding } from './PaymentsOutstanding'
import { dashboardCard as card, dashboardCell as cell, dashboardGrid, dashboardNumber as num } from './dashboardStyles'

const CHANNEL_LABELS: Record<string, string> = {
  ...Object.fromEntries(CHANNELS.map((c) => [c.value, c.label])),
  staff: 'Entered by staff',
  unknown: 'Not recorded',
}
const percent = (rate: number | null) => (rate === null ? '' : `${Math.round(rate * 100)}%`)

function Table({ label, head, rows }: { label: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div style={card}>
      <h3 style={{ margin: '0 0 8px' }}>{label}</h3>
      {rows.length === 0 ? (
        <p style={{ margin: 0 }}>No leads yet.</p>
      ) : (
        <table aria-label={label} style={{ borderCollapse: 'collapse', width: '100%' }}>
          <thead>
            <tr>
              {head.map((h, i) => (
                <th key={h} style={i === 0 ? cell : num}>
                  {h}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={r}>
                {row.map((value, i) => (
                  <td key={i} style={i === 0 ? cell : num}>
                    {value}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  )
}

/**
 * Admin dashboard: which pages and campaigns bring leads, how leads move through their statuses, how fast staff
 * reply, and how many wait past the promised reply time. Rendered on the server from SQL aggregates.
 */
export async function LeadDashboard({ payload }: { payload: Payload }) {
  const now = new Date()
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const followUpDays = settings.leadTimes?.followUpDays ?? 7
  const [d, followUps, money, owed] = await Promise.all([
    leadDashboard(payload, now),
    quotesToFollowUp(payload, followUpDays, now),
    moneyDashboard(payload, now),
    owedOrders(payload, now),
  ])
  const overdueLinks = (Object.keys(FIRST_STATUS) as (keyof typeof FIRST_STATUS)[]).map(
    (slug) => `/admin/collections/${slug}?${whereQuery(overdueWhere(slug, now))}`,
  )
  const figures = [
    { label: 'Leads this week', value: d.thisWeek },
    { label: 'Leads last week', value: d.lastWeek },
    { label: 'Overdue (no reply in time)', value: d.overdue, links: overdueLinks },
    {
      label: 'Median time to first contact',
      value: formatHours(d.medianHoursToContact),
    },
  ]
  return (
    <section aria-label="Lead dashboard" data-testid="lead-dashboard" style={{ marginBottom: 32 }}>
      <h2 style={{ margin: '0 0 12px' }}>Leads</h2>
      <div style={dashboardGrid(200)}>
        {figures.map((f) => (
          <div key={f.label} style={card} data-testid="lead-figure">
            <span style={{ display: 'block', fontSize: 32, fontWeight: 700, lineHeight: 1.1 }}>{f.value}</span>
            <span style={{ display: 'block', marginTop: 6 }}>{f.label}</span>
            {f.links && (
              <span style={{ display: 'block', marginTop: 6, fontSize: 13 }}>
                <a href={f.links[0]}>appointments</a> · <a href={f.links[1]}>quote requests</a>
              </span>
            )}
          </div>
        ))}
      </div>
      <p style={{ margin: '16px 0 8px' }}>Last {d.periodDays} days:</p>
      <div style={dashboardGrid(320)}>
        <Table
          label="By source"
          head={['Source', 'Leads', 'Bookings', 'Estimated value']}
          rows={d.byChannel.map((r) => [
            CHANNEL_LABELS[r.channel] ?? r.channel,
            r.leads,
            r.bookings,
            formatPence(r.estimated),
          ])}
        />
        <Table
          label="By landing area page"
          head={['Area', 'Leads', 'Bookings', 'Estimated value']}
          rows={d.byArea.map((r) => [r.area, r.leads, r.bookings, formatPence(r.estimated)])}
        />
        <Table label="By product" head={['Product', 'Leads']} rows={d.byProduct.map((r) => [r.product, r.leads])} />
        <Table
          label="Funnel"
          head={['Stage', 'Leads', 'From previous']}
          rows={d.funnel.map((r) => [
            `${r.kind === 'appointment' ? 'Visits' : 'Quote requests'}: ${r.stage}`,
            r.leads,
            percent(r.rate),
          ])}
        />
        <Table
          label={`Quoted ${followUpDays} days or more ago: follow up`}
          head={['Customer', 'Phone', 'Days']}
          rows={followUps.map((f) => [
            <a key={f.id} href={`/admin/collections/quote-requests/${f.id}`}>
              {f.name}
            </a>,
            f.phone,
            f.days,
          ])}
        />
      </div>
      <Money money={money} />
      <PaymentsOutstanding owed={owed} />
    </section>
  )
}

const pounds = (pence: number | null) => (pence === null ? '-' : formatPenceShort(pence))
const moneyRow = (label: ReactNode, r: MoneyRow): ReactNode[] => [
  label,
  r.sent,
  r.accepted,
  pounds(r.value),
  percent(r.winRate),
  pounds(r.averageOrder),
  r.medianDaysToAccept === null ? '-' : r.medianDaysToAccept.toFixed(1),
]
/** Why quotes were lost, in the owner's words. */
const LOST_LABELS: Record<LostReason, string> = {
  price: 'The price',
  timing: 'The timing',
  elsewhere: 'Went elsewhere',
  other: 'Something else',
  'not-given': 'No reason given',
  expired: 'No answer (expired)',
}

const MONEY_HEAD = [
  '',
  'Quotes sent',
  'Accepted',
  'Accepted value',
  'Win rate',
  'Average order',
  'Median days booking → yes',
]

/** Accepted value drawn: by source, by landing area page and by product, over the money figures' period. */
export function MoneyCharts({ money }: { money: Awaited<ReturnType<typeof moneyDashboard>> }) {
  const charts = [
    {
      id: 'money-by-source',
      title: 'Accepted value by source',
      bars: money.byChannel.map((r) => ({ label: CHANNEL_LABELS[r.key] ?? r.key, value: r.value })),
    },
    {
      id: 'money-by-area',
      title: 'Accepted value by landing area page',
      bars: money.byArea.map((r) => ({ label: r.key, value: r.value })),
    },
    {
      id: 'money-by-product',
      title: 'Accepted value by product',
      bars: money.byProduct.map((r) => ({ label: r.key, value: r.value })),
    },
  ]
  return (
    <div style={{ ...dashboardGrid(420), marginTop: 16 }}>
      {charts.map((c) => (
        <div key={c.id} style={card}>
          <BarChart {...c} />
        </div>
      ))}
    </div>
  )
}

/** Quotes and orders: which sources, pages and products earn money, over the same period. */
function Money({ money }: { money: Awaited<ReturnType<typeof moneyDashboard>> }) {
  const a = money.all
  const figures = [
    { label: 'Quotes sent', value: a.sent },
    { label: 'Accepted value', value: pounds(a.value) },
    { label: 'Win rate', value: percent(a.winRate) || '-' },
    { label: 'Won after a follow-up', value: a.wonAfterFollowUp },
    { label: 'Average order', value: pounds(a.averageOrder) },
    {
      label: 'Median days, booking to acceptance',
      value: a.medianDaysToAccept === null ? '-' : a.medianDaysToAccept.toFixed(1),
    },
  ]
  return (
    <div data-testid="money-dashboard">
      <h2 style={{ margin: '24px 0 12px' }}>Quotes and orders (last {money.periodDays} days)</h2>
      <div style={dashboardGrid(180)}>
        {figures.map((f) => (
          <div key={f.label} style={card} data-testid="money-figure">
            <span style={{ display: 'block', fontSize: 28, fontWeight: 700, lineHeight: 1.1 }}>{f.value}</span>
            <span style={{ display: 'block', marginTop: 6 }}>{f.label}</span>
          </div>
        ))}
      </div>
      <MoneyCharts money={money} />
      <div style={{ ...dashboardGrid(420), marginTop: 16 }}>
        <div style={card}>
          <BarChart
            id="lost-reasons"
            title="Why quotes were lost"
            unit="count"
            empty="No quotes lost."
            bars={money.lost.map((r) => ({ label: LOST_LABELS[r.reason], value: r.count }))}
          />
        </div>
      </div>
      <div style={{ ...dashboardGrid(520), marginTop: 16 }}>
        <Table
          label="Money by source"
          head={MONEY_HEAD}
          rows={money.byChannel.map((r) => moneyRow(CHANNEL_LABELS[r.key] ?? r.key, r))}
        />
        <Table
          label="Money by landing area page"
          head={MONEY_HEAD}
          rows={money.byArea.map((r) => moneyRow(r.key, r))}
        />
        <Table
          label="Accepted value by product"
          head={['Product', 'Orders', 'Value']}
          rows={money.byProduct.map((r) => [r.key, r.accepted, pounds(r.value)])}
        />
      </div>
    </div>
  )
}
