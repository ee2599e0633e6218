import type { Payload } from 'payload'

import { todayInLondon } from '@/lib/validation/dates'
import type { AvailabilityRules } from './availability'
import { bookedCounts } from './book'
import { freeWeek, type WeekPage } from './weeks'

/** One week of free windows from the database (the route and /book/choose-a-time); `week` as in `freeWeek`. */
export async function freeWeekFor(
  payload: Payload,
  rules: AvailabilityRules,
  week: string | null | undefined,
  now = new Date(),
): Promise<WeekPage> {
  return freeWeek(rules, await bookedCounts(payload, rules, todayInLondon(now)), now, week)
}
