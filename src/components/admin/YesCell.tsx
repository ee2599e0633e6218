import type { DefaultServerCellComponentProps } from 'payload'

/**
 * A tick-box column in a list: "Yes" where it is ticked and nothing where it is not, so the rows that matter stand
 * out instead of every row carrying a grey "false".
 */
export function YesCell({ cellData }: DefaultServerCellComponentProps) {
  return cellData === true ? <strong data-testid="yes-cell">Yes</strong> : null
}
