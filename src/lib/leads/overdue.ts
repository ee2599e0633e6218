import type { Where } from 'payload'

import { FIRST_STATUS, type LeadCollection } from '@/content/leadOptions'

/**
 * A lead is overdue when it is still in its first status after its reply-by time (`respondBy`, set at creation). An
 * erased lead is nobody's to answer: it is never overdue.
 */
export function overdueWhere(collection: LeadCollection, now: Date): Where {
  return {
    and: [
      { status: { equals: FIRST_STATUS[collection] } },
      { respondBy: { less_than: now.toISOString() } },
      { privacyState: { exists: false } },
    ],
  }
}

export function isOverdue(collection: LeadCollection, status: unknown, respondBy: unknown, now: Date): boolean {
  if (status !== FIRST_STATUS[collection] || typeof respondBy !== 'string') return false
  const due = Date.parse(respondBy)
  return Number.isFinite(due) && due < now.getTime()
}

/** The list view's query string for `where` (the shape Payload's admin list reads from the URL). */
export function whereQuery(where: Where): string {
  const params = new URLSearchParams()
  const walk = (value: unknown, key: string) => {
    if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) walk(v, `${key}[${k}]`)
    } else params.append(key, String(value))
  }
  walk(where, 'where')
  return params.toString()
}

export const isLeadCollection = (slug: string): slug is LeadCollection => slug in FIRST_STATUS
