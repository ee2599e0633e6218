/**
 * Local jobs: the owner's record of work done in one area (area, month, product and finish, rooms, windows, note,
 * photos). Pure helpers shared by the collection, the data layer and the pages.
 */
import { getArea } from '@/lib/areas'
import type { Material } from '@/content/finishes'
import { ukWallClock } from '@/lib/platform/ukTime'

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * A job's month as stored: noon UTC on the first day of the month the date falls in, read as UK time. The admin's
 * month picker sends midnight of the editor's own time zone (in UK summer time, 23:00 UTC the day before), so the
 * month is read on the UK clock and stored where no time zone can move it into another month.
 */
export function normaliseJobMonth(value: string | Date): string {
  const wall = ukWallClock(new Date(value).getTime())
  return new Date(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), 1, 12)).toISOString()
}

/** 'March 2026' for a stored month. */
export function jobMonthLabel(value: string): string {
  const d = new Date(normaliseJobMonth(value))
  return `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`
}

/** '3 windows' */
export const windowsText = (n: number) => `${n} ${n === 1 ? 'window' : 'windows'}`

/** Whether an area slug names an area page (the area field's rule, as the testimonials' area field has it). */
export const isAreaSlug = (value: unknown): value is string => typeof value === 'string' && Boolean(getArea(value))

/** The slugs of the materials, for the /our-work product filter. */
export const JOB_MATERIALS: readonly Material[] = ['wooden', 'faux-wood']

/** Seeded demo notes start with this label; pages show it as a badge instead. */
const DEMO_LABEL = /^example job:\s*/i

/** The words to show for a job: a demo entry's note without its label (first letter capitalised). */
export function jobNote(j: { note: string; demo: boolean }): string {
  if (!j.demo) return j.note
  const text = j.note.replace(DEMO_LABEL, '')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** 'Real Wood Venetian Blinds in Oxford', or the product alone when no finish was recorded. */
export function jobProductText(j: { product: { name: string } | null; finish: string | null }): string {
  const name = j.product?.name ?? 'Venetian blinds'
  return j.finish ? `${name} in ${j.finish}` : name
}

/** The order jobs are shown in: real jobs before demo entries (an example never hides our own work), newest first. */
export function byRealThenNewest(
  a: { demo: boolean; month: string; id: number },
  b: { demo: boolean; month: string; id: number },
): number {
  return Number(a.demo) - Number(b.demo) || b.month.localeCompare(a.month) || b.id - a.id
}

/** Jobs whose area page is visible: a hidden area leaves every list, its jobs with it. */
export function inVisibleAreas<J extends { area: string }>(jobs: readonly J[], hidden: readonly string[]): J[] {
  const out = new Set(hidden)
  return jobs.filter((j) => !out.has(j.area))
}
