import { type AvailabilityRules, rulesFromGlobal } from './availability'
import { cmsQuery } from '@/lib/cms/cache'
import { getPayloadClient } from '@/lib/cms/payload'
import { TAGS } from '@/lib/cms/tags'

/** The owner's booking rules for pages (cached, expired when the global changes); request mode while building. */
export const getAvailability = cmsQuery(
  'availability',
  async (): Promise<AvailabilityRules> => {
    const payload = await getPayloadClient()
    return rulesFromGlobal(await payload.findGlobal({ slug: 'availability', depth: 0 }))
  },
  () => [TAGS.availability],
  () => rulesFromGlobal(null),
)
