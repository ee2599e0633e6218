import type { BeforeListTableServerProps } from 'payload'

import { windowLabel } from '@/lib/booking/labels'
import { dayLabel, slotKey } from '@/lib/booking/slots'
import { addDays, type PlanVisit, type PlanWindow, readWeekPlan } from '@/lib/booking/weekPlan'
import { todayInLondon } from '@/lib/validation/dates'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** "Morning · 1/2 confirmed · 3 requests": the places taken beside what is still asked for. */
function windowCounts(w: PlanWindow): string {
  const confirmed = w.capacity === null ? `${w.confirmed} confirmed` : `${w.confirmed}/${w.capacity} confirmed`
  return `${windowLabel(w.window)} · ${confirmed} · ${plural(w.requests, 'request', 'requests')}`
}

const VisitLink = ({ visit }: { visit: PlanVisit }) => (
  <a
    href={`/admin/collections/measuring-appointments/${visit.id}`}
    style={{ display: 'inline-block', marginRight: 12 }}
  >
    {visit.customerName}
    {visit.postcode ? ` (${visit.postcode})` : ''} – {visit.status}
  </a>
)

/**
 * Above the measuring appointments list: the seven days from today (UK time) by day and window, each window's
 * confirmed visits (of its places in instant mode) beside its pending requests, with a link to each visit; then the
 * open leads with no day yet, which belong to no window.
 */
export async function WeekVisits({ payload, searchParams }: BeforeListTableServerProps) {
  const today = todayInLondon()
  const offset = Number((searchParams as Record<string, unknown> | undefined)?.week ?? 0) || 0
  const from = addDays(today, offset * 7)
  const plan = await readWeekPlan(payload, from)
  const dated = plan.days.reduce((n, d) => n + d.windows.reduce((m, w) => m + w.visits.length, 0), 0)
  const cell = { padding: '6px 8px', borderTop: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
  return (
    <details data-testid="week-visits" style={{ margin: '0 0 16px' }}>
      <summary style={{ fontWeight: 600, cursor: 'pointer' }}>
        Visits {dayLabel(from)} – {dayLabel(addDays(from, 6))} ({dated}) · not yet dated ({plan.undated.length})
      </summary>
      <p style={{ display: 'flex', gap: 16 }}>
        <a href={`?week=${offset - 1}`}>← Previous week</a>
        <a href="?week=0">This week</a>
        <a href={`?week=${offset + 1}`}>Next week →</a>
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {plan.days.map(({ date, windows }) =>
            windows.map((w, i) => {
              if (w.window === 'flexible' && w.visits.length === 0) return null
              return (
                <tr key={slotKey(date, w.window)} data-testid="week-window">
                  <th style={{ ...cell, textAlign: 'left', width: '14rem' }}>{i === 0 ? dayLabel(date) : ''}</th>
                  <td style={{ ...cell, width: '18rem' }}>{windowCounts(w)}</td>
                  <td style={cell}>
                    {w.visits.length ? w.visits.map((v) => <VisitLink key={v.id} visit={v} />) : '—'}
                  </td>
                </tr>
              )
            }),
          )}
        </tbody>
      </table>
      <h4 style={{ margin: '16px 0 4px' }}>Not yet dated ({plan.undated.length})</h4>
      <p data-testid="week-undated" style={{ margin: 0 }}>
        {plan.undated.length
          ? plan.undated.map((v) => <VisitLink key={v.id} visit={v} />)
          : 'Every open lead has a day.'}
      </p>
    </details>
  )
}
