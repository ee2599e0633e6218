import type { BeforeListTableServerProps } from 'payload'

import { isLeadCollection, overdueWhere, whereQuery } from '@/lib/leads/overdue'

/**
 * Above a lead list: how many leads are overdue (still in their first status past their reply-by time), with a
 * link that filters the list to them. A server component, so "now" is the time of the request.
 */
export async function OverdueFilter({ collectionConfig, payload }: BeforeListTableServerProps) {
  const slug = collectionConfig.slug
  if (!isLeadCollection(slug)) return null
  const where = overdueWhere(slug, new Date())
  const { totalDocs } = await payload.count({ collection: slug, where, overrideAccess: true })
  const base = `/admin/collections/${slug}`
  return (
    <p data-testid="overdue-filter" style={{ display: 'flex', gap: 16, alignItems: 'center', margin: '0 0 16px' }}>
      <a href={`${base}?${whereQuery(where)}`} style={{ fontWeight: 600 }}>
        Overdue: {totalDocs}
      </a>
      <a href={base}>All</a>
    </p>
  )
}
