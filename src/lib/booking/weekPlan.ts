import type { Payload } from 'payload'

import type { MeasuringAppointment } from '@/payload-types'
import { readRules } from './book'
import { slotKey, windowsOfDay } from './slots'

const DAY_MS = 86_400_000
export const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)

export type PlanVisit = Pick<MeasuringAppointment, 'id' | 'customerName' | 'postcode' | 'status' | 'createdAt'>

export interface PlanWindow {
  window: string
  /** Places in the window (instant mode only; requests are not limited). */
  capacity: number | null
  /** Visits confirmed in the window: the places taken. */
  confirmed: number
  /** Visits asked for in the window and not yet confirmed. */
  requests: number
  visits: PlanVisit[]
}

export interface WeekPlan {
  mode: 'request' | 'instant'
  days: { date: string; windows: PlanWindow[] }[]
  /** Open leads with no day yet: they are in no window, so they are listed apart. */
  undated: PlanVisit[]
}

const OPEN = ['cancelled', 'completed', 'no-show']
const visitFields = { customerName: true, postcode: true, status: true, createdAt: true } as const

/**
 * The seven days from `from` by window: each window's confirmed visits beside its requests (pending visits asked
 * for in it), and the open leads that have no day yet. Cancelled visits take no place and are left out.
 */
export async function readWeekPlan(payload: Payload, from: string): Promise<WeekPlan> {
  const [rules, dated, undated] = await Promise.all([
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
      select: { ...visitFields, scheduledDate: true, scheduledTime: true },
      sort: 'scheduledDate',
      pagination: false,
      depth: 0,
      overrideAccess: true,
    }),
    payload.find({
      collection: 'measuring-appointments',
      where: { and: [{ scheduledDate: { exists: false } }, { status: { not_in: OPEN } }] },
      select: visitFields,
      sort: 'createdAt',
      limit: 100,
      depth: 0,
      overrideAccess: true,
    }),
  ])
  const byWindow = new Map<string, PlanVisit[]>()
  for (const doc of dated.docs) {
    const key = slotKey(String(doc.scheduledDate).slice(0, 10), doc.scheduledTime)
    byWindow.set(key, [...(byWindow.get(key) ?? []), doc])
  }
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i)).map((date) => ({
    date,
    windows: [...windowsOfDay(date), 'flexible' as const].map((window): PlanWindow => {
      const visits = byWindow.get(slotKey(date, window)) ?? []
      return {
        window,
        capacity: rules.mode === 'instant' && window !== 'flexible' ? rules.capacity[window] : null,
        confirmed: visits.filter((v) => v.status === 'confirmed').length,
        requests: visits.filter((v) => v.status === 'pending').length,
        visits,
      }
    }),
  }))
  return { mode: rules.mode, days, undated: undated.docs }
}
