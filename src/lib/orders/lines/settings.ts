import type { Payload, PayloadRequest } from 'payload'

import { ORDER_DEFAULTS, type OrderSettings } from '@/content/orderSettings'
import { readFollowUpDays } from './followUpDays'

export { ORDER_DEFAULTS, type OrderSettings }

export async function readOrderSettings(payload: Payload, req?: Partial<PayloadRequest>): Promise<OrderSettings> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const saved = (settings as { orders?: Partial<Record<keyof OrderSettings, unknown>> | null }).orders ?? {}
  const pick = <K extends keyof OrderSettings>(key: K): OrderSettings[K] =>
    (saved[key] ?? ORDER_DEFAULTS[key]) as OrderSettings[K]
  return {
    quoteValidDays: pick('quoteValidDays'),
    depositPercent: pick('depositPercent'),
    paymentTerms: pick('paymentTerms') || ORDER_DEFAULTS.paymentTerms,
    cancellationTerms: pick('cancellationTerms') || ORDER_DEFAULTS.cancellationTerms,
    reviewDelayDays: pick('reviewDelayDays'),
    fittingReminderHours: pick('fittingReminderHours'),
    quoteFollowUpDays:
      typeof saved.quoteFollowUpDays === 'string'
        ? readFollowUpDays(saved.quoteFollowUpDays)
        : ORDER_DEFAULTS.quoteFollowUpDays,
  }
}
