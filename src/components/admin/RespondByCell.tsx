import type { DefaultServerCellComponentProps } from 'payload'

import { staffTime } from '@/lib/platform/ukDates'
import { isLeadCollection, isOverdue } from '@/lib/leads/overdue'

/** The lead list's "Reply due by" cell: the time, and an "Overdue" mark while the lead waits past it. */
export function RespondByCell({ cellData, rowData, collectionSlug }: DefaultServerCellComponentProps) {
  if (typeof cellData !== 'string') return <span>-</span>
  const overdue = isLeadCollection(collectionSlug) && isOverdue(collectionSlug, rowData.status, cellData, new Date())
  return (
    <span data-testid="respond-by" data-overdue={overdue ? 'true' : 'false'}>
      {staffTime(cellData)}
      {overdue && (
        <strong
          style={{
            marginLeft: 8,
            padding: '2px 6px',
            borderRadius: 4,
            background: 'var(--theme-error-100)',
            color: 'var(--theme-error-800)',
          }}
        >
          Overdue
        </strong>
      )}
    </span>
  )
}
