import type { CollectionBeforeChangeHook } from 'payload'

import { ATTRIBUTION_FIELDS, type Attribution, channelOf } from '@/lib/attribution'
import { fieldOf } from '@/lib/platform/narrow'
import { readSiteSettings } from '@/lib/platform/readSettings'
import type { MeasuringAppointment, QuoteRequest } from '@/payload-types'

/**
 * Keeps a lead's bookkeeping, whoever saves it: at creation the reply-by time (now plus Settings' reply hours),
 * the channel the visit came through (or "entered by staff") and the first status; at every status change who
 * changed it and when. The history is only ever appended to here.
 */
export function leadLifecycle(): CollectionBeforeChangeHook<MeasuringAppointment | QuoteRequest> {
  return async ({ data, originalDoc, operation, req }) => {
    const now = new Date()
    const by = req.user?.collection === 'users' ? req.user.id : null
    if (operation === 'create') {
      const hours = (await readSiteSettings(req.payload, req)).leadTimes.responseHours
      const attribution: Attribution = {}
      for (const field of ATTRIBUTION_FIELDS) if (typeof data[field] === 'string') attribution[field] = data[field]
      return {
        ...data,
        respondBy: new Date(now.getTime() + hours * 3_600_000).toISOString(),
        channel: req.user ? 'staff' : channelOf(attribution),
        statusHistory: [{ status: data.status, changedAt: now.toISOString(), changedBy: by }],
      }
    }
    if (operation === 'update' && data.status && originalDoc && data.status !== originalDoc.status) {
      const before = Array.isArray(originalDoc.statusHistory) ? originalDoc.statusHistory : []
      return {
        ...data,
        statusHistory: [
          ...before.map((row: Record<string, unknown>) => ({
            ...row,
            changedBy:
              row.changedBy && typeof row.changedBy === 'object' ? fieldOf(row.changedBy, 'id') : row.changedBy,
          })),
          { status: data.status, changedAt: now.toISOString(), changedBy: by },
        ],
      }
    }
    return data
  }
}
