import type { CollectionAfterChangeHook, Payload } from 'payload'

import { SITE_SETTINGS_DEFAULTS } from '@/lib/cms/defaults'
import { env } from '@/lib/env'
import type { BusinessFacts, Mail } from '@/lib/leads/notifications'

type Lead = Record<string, unknown> & { id: number | string }

// The business's facts change rarely; reading them once a minute keeps a query off every lead's path.
let factsCache: { value: BusinessFacts; expires: number } | null = null
const FACTS_TTL_MS = 60_000

async function businessFacts(payload: Payload): Promise<BusinessFacts> {
  if (factsCache && factsCache.expires > Date.now()) return factsCache.value
  const settings = (await payload
    .findGlobal({ slug: 'site-settings', depth: 0 })
    .catch(() => null)) as Partial<typeof SITE_SETTINGS_DEFAULTS> | null
  const value: BusinessFacts = {
    businessName: settings?.businessName || SITE_SETTINGS_DEFAULTS.businessName,
    email: settings?.email || SITE_SETTINGS_DEFAULTS.email,
    phonePrimary: settings?.phonePrimary || SITE_SETTINGS_DEFAULTS.phonePrimary,
    responseHours: settings?.leadTimes?.responseHours ?? SITE_SETTINGS_DEFAULTS.leadTimes.responseHours,
    siteUrl: env.SITE_URL,
  }
  factsCache = { value, expires: Date.now() + FACTS_TTL_MS }
  return value
}

/**
 * After a lead is created, e-mail the business and the customer. Deliberately not awaited: the visitor's answer
 * never waits for SMTP, and a failed e-mail is logged, never loses or blocks the lead.
 */
export function notifyNewLead(build: (lead: Lead, facts: BusinessFacts) => Mail[]): CollectionAfterChangeHook {
  return ({ doc, operation, req }) => {
    if (operation !== 'create' || req.context?.skipNotifications) return doc
    const { payload } = req
    void (async () => {
      const facts = await businessFacts(payload)
      for (const mail of build(doc as Lead, facts)) {
        await payload.sendEmail(mail).catch((err: unknown) => {
          payload.logger.error({ err, msg: `e-mail to ${mail.to} failed (lead ${doc.id} is stored)` })
        })
      }
    })().catch((err: unknown) => payload.logger.error({ err, msg: 'lead notification failed' }))
    return doc
  }
}
