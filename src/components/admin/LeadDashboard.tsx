import type { Payload } from 'payload'
import type { CSSProperties, ReactNode } from 'react'

import { CHANNELS } from '@/lib/attribution'
import { formatHours } from '@/lib/format/duration'
import { leadDashboard } from '@/lib/leads/dashboard'
import { quotesToFollowUp } from '@/lib/leads/followUps'
import { FIRST_STATUS } from '@/lib/leads/options'
import { overdueWhere, whereQuery } from '@/lib/leads/overdue'

const card: CSSProperties = {
  padding: '16px 20px',
  borderRadius: 8,
  background: 'var(--theme-elevation-50)',
  border: '1px solid var(--theme-elevation-150)',
}
const cell: CSSProperties = { padding: '4px 12px 4px 0', textAlign: 'left' }
const num: CSSProperties = { ...cell, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }

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
  const [d, followUps] = await Promise.all([leadDashboard(payload, now), quotesToFollowUp(payload, followUpDays, now)])
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
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' }}>
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
      <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))' }}>
        <Table
          label="By source"
          head={['Source', 'Leads', 'Bookings']}
          rows={d.byChannel.map((r) => [CHANNEL_LABELS[r.channel] ?? r.channel, r.leads, r.bookings])}
        />
        <Table
          label="By landing area page"
          head={['Page', 'Leads', 'Bookings']}
          rows={d.byArea.map((r) => [r.page, r.leads, r.bookings])}
        />
        <Table label="By product" head={['Product', 'Leads']} rows={d.byProduct.map((r) => [r.product, r.leads])} />
        <Table
          label="Funnel"
          head={['Stage', 'Leads', 'From previous']}
          rows={d.funnel.map((r) => [
            `${r.kind === 'appointment' ? 'Visits' : 'Quotes'}: ${r.stage}`,
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
    </section>
  )
}
