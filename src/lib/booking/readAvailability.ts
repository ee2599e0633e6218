import { cache } from 'react'

import { type AvailabilityRules, rulesFromGlobal } from './availability'
import { cmsQuery, isBuildPhase, isCachedRender } from '@/lib/cms/cache'
import { getPayloadClient } from '@/lib/cms/payload'
import { TAGS } from '@/lib/cms/tags'

async function readAvailability(): Promise<AvailabilityRules> {
  const payload = await getPayloadClient()
  return rulesFromGlobal(await payload.findGlobal({ slug: 'availability', depth: 0 }))
}

/** The rules as the static pages keep them: cached, marked stale by a save and refreshed in the background. */
const getCachedAvailability = cmsQuery(
  'availability',
  readAvailability,
  () => [TAGS.availability],
  () => rulesFromGlobal(null),
)

/** One database read per request, however many parts of the page ask. */
const readAvailabilityOnce = cache(readAvailability)

/**
 * The owner's booking rules (request mode while building). A render stored as a page reads the cached rules, so a
 * save refreshes it in the background like any page. A render sent to one request (/price, /book/choose-a-time,
 * /thank-you) reads them from the database: the request after the owner switches the booking mode shows the new
 * mode, never the rules the cache held before the save. While the database is down it answers the cached rules.
 */
export async function getAvailability(): Promise<AvailabilityRules> {
  if (isBuildPhase() || isCachedRender()) return getCachedAvailability()
  try {
    return await readAvailabilityOnce()
  } catch {
    return getCachedAvailability()
  }
}
