import type { DefaultServerCellComponentProps } from 'payload'

/**
 * A text column that may be empty: the value, or what an empty one means (`none`), where Payload would print
 * "<No {label}>" as if the column itself were missing.
 */
export function NoneCell({ cellData, none }: DefaultServerCellComponentProps & { none: string }) {
  return typeof cellData === 'string' && cellData ? (
    <span>{cellData}</span>
  ) : (
    <span data-testid="none-cell">{none}</span>
  )
}
