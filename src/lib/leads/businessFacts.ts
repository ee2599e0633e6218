import type { Payload } from 'payload'

import { readSiteSettings } from '@/lib/cms/readSettings'
import { env } from '@/lib/env'
import type { BusinessFacts } from './notifications'

/** The business's facts for a mail, read fresh through the caller's Payload; one retry after a blip. */
export async function businessFacts(payload: Payload): Promise<BusinessFacts> {
  const settings = await readSiteSettings(payload).catch(async () => {
    await new Promise((resolve) => setTimeout(resolve, 1000))
    return readSiteSettings(payload)
  })
  return {
    businessName: settings.businessName,
    email: settings.email,
    phonePrimary: settings.phonePrimary,
    responseHours: settings.leadTimes.responseHours,
    siteUrl: env.SITE_URL,
  }
}
