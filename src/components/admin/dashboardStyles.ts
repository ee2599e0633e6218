import type { CSSProperties } from 'react'

/** The owner's dashboard panels: one card and table look, in the admin's own theme colours. */
export const dashboardCard: CSSProperties = {
  padding: '16px 20px',
  borderRadius: 8,
  background: 'var(--theme-elevation-50)',
  border: '1px solid var(--theme-elevation-150)',
}
export const dashboardCell: CSSProperties = { padding: '4px 12px 4px 0', textAlign: 'left' }
/** A figure in a table: right-aligned, digits of one width so columns line up. */
export const dashboardNumber: CSSProperties = {
  ...dashboardCell,
  textAlign: 'right',
  fontVariantNumeric: 'tabular-nums',
}
/** Cards side by side, each at least `min` px wide. */
export const dashboardGrid = (min: number): CSSProperties => ({
  display: 'grid',
  gap: 16,
  gridTemplateColumns: `repeat(auto-fit, minmax(${min}px, 1fr))`,
})
