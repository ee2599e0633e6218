import type { BeforeListTableServerProps } from 'payload'

import { readRules } from '@/lib/booking/book'
import { windowLabel } from '@/lib/booking/labels'
import { dayLabel, slotKey, windowsOfDay } from '@/lib/booking/slots'
import { todayInLondon } from '@/lib/validation/dates'

const DAY_MS = 86_400_000
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

/**
 * Above the measuring appointments list: the visits of the seven days from today (UK time) by day and window, with
 * each visit's status and a link to it, and how many places each window has in instant mode.
 */
export async function WeekVisits({ payload, searchParams }: BeforeListTableServerProps) {
  const today = todayInLondon()
  const offset = Number((searchParams as Record<string, unknown> | undefined)?.week ?? 0) || 0
  const from = addDays(today, offset * 7)
  const [rules, { docs }] = await Promise.all([
    readRules(payload),
    payload.find({
      collection: 'measuring-appointments',
      where: {
        and: [
          { scheduledDate: { greater_than_equal: `${from}T00:00:00.000Z` } },
          { scheduledDate: { less_than: `${addDays(from, 7)}T00:00:00.000Z` } },
          { status: { not_equals: 'cancelled' } },
        ],
      },
      select: { customerName: true, scheduledDate: true, scheduledTime: true, status: true, postcode: true },
      sort: 'scheduledDate',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const byWindow = new Map<string, typeof docs>()
  for (const doc of docs) {
    const key = slotKey(String(doc.scheduledDate).slice(0, 10), doc.scheduledTime)
    byWindow.set(key, [...(byWindow.get(key) ?? []), doc])
  }
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i))
  const cell = { padding: '6px 8px', borderTop: '1px solid var(--theme-elevation-100)', verticalAlign: 'top' } as const
  return (
    <details data-testid="week-visits" style={{ margin: '0 0 16px' }}>
      <summary style={{ fontWeight: 600, cursor: 'pointer' }}>
        Visits {dayLabel(from)} – {dayLabel(addDays(from, 6))} ({docs.length})
      </summary>
      <p style={{ display: 'flex', gap: 16 }}>
        <a href={`?week=${offset - 1}`}>← Previous week</a>
        <a href="?week=0">This week</a>
        <a href={`?week=${offset + 1}`}>Next week →</a>
      </p>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <tbody>
          {days.map((day) => {
            const windows = [...windowsOfDay(day), 'flexible' as const]
            return windows.map((window, i) => {
              const visits = byWindow.get(slotKey(day, window)) ?? []
              if (window === 'flexible' && visits.length === 0) return null
              const capacity = window === 'flexible' ? null : rules.capacity[window]
              const held = visits.filter((v) => v.status === 'confirmed').length
              return (
                <tr key={slotKey(day, window)}>
                  <th style={{ ...cell, textAlign: 'left', width: '14rem' }}>{i === 0 ? dayLabel(day) : ''}</th>
                  <td style={{ ...cell, width: '12rem' }}>
                    {windowLabel(window)}
                    {rules.mode === 'instant' && capacity !== null ? ` · ${held}/${capacity}` : ''}
                  </td>
                  <td style={cell}>
                    {visits.length
                      ? visits.map((v) => (
                          <a
                            key={v.id}
                            href={`/admin/collections/measuring-appointments/${v.id}`}
                            style={{ display: 'inline-block', marginRight: 12 }}
                          >
                            {v.customerName}
                            {v.postcode ? ` (${v.postcode})` : ''} – {v.status}
                          </a>
                        ))
                      : '—'}
                  </td>
                </tr>
              )
            })
          })}
        </tbody>
      </table>
    </details>
  )
}
