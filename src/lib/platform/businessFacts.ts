import type { Payload } from 'payload'

import { readSiteSettings } from './readSettings'
import { env } from './env'

export interface BusinessFacts {
  businessName: string
  email: string
  phonePrimary: string
  responseHours: number
  siteUrl: string
}

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
