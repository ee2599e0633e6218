import type { DefaultCellComponentProps } from 'payload'

import { formatPence } from '@/lib/format/money'

/** A stored price (pence) in a list column, shown in pounds. */
export function PoundsCell({ cellData }: DefaultCellComponentProps) {
  return <span>{typeof cellData === 'number' ? formatPence(cellData) : ''}</span>
}
