'use client'

import { Button } from '@payloadcms/ui'
import { useState } from 'react'

import { formatPence } from '@/lib/format/money'
import type { GridDiff } from '@/lib/pricing'

export interface GridShape {
  widths: number[]
  drops: number[]
  cells: number[][]
}

const cm = (values: number[]) => `${values.join(', ')} cm`
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The bands a paste would take out of the grid, in words ("widths 210, 240 cm and drop 250 cm"). */
export function removedBands(diff: GridDiff): string | null {
  const parts = [
    diff.widthsRemoved.length
      ? `${diff.widthsRemoved.length === 1 ? 'width' : 'widths'} ${cm(diff.widthsRemoved)}`
      : '',
    diff.dropsRemoved.length ? `${diff.dropsRemoved.length === 1 ? 'drop' : 'drops'} ${cm(diff.dropsRemoved)}` : '',
  ].filter(Boolean)
  return parts.length ? parts.join(' and ') : null
}

const cellStyle: React.CSSProperties = { padding: '0.25rem 0.5rem', textAlign: 'right', whiteSpace: 'nowrap' }

/**
 * What a paste into the price grid would do, before anything is applied: the grid that would result (changed prices
 * and new bands marked) and a summary of the changes. A paste that takes widths or drops out of the grid applies
 * only once the owner has ticked that they mean it.
 */
export function GridPastePreview({
  before,
  grid,
  diff,
  onApply,
  onCancel,
}: {
  before: GridShape
  grid: GridShape
  diff: GridDiff
  onApply: () => void
  onCancel: () => void
}) {
  const removed = removedBands(diff)
  const [confirmed, setConfirmed] = useState(false)
  const was = (width: number, drop: number) => {
    const w = before.widths.indexOf(width)
    const d = before.drops.indexOf(drop)
    return w === -1 || d === -1 ? undefined : before.cells[d]?.[w]
  }
  return (
    <section
      aria-label="Pasted grid"
      data-testid="grid-paste-preview"
      style={{
        margin: '1rem 0',
        padding: '1rem',
        border: '1px solid var(--theme-elevation-200)',
        borderRadius: 6,
        background: 'var(--theme-elevation-50)',
      }}
    >
      <h4 style={{ margin: '0 0 0.5rem' }}>Check the pasted grid before applying it</h4>
      <ul data-testid="grid-paste-summary" style={{ margin: '0 0 0.75rem', paddingLeft: '1.25rem' }}>
        <li>{plural(diff.cellsChanged, 'price changed', 'prices changed')}</li>
        {diff.widthsAdded.length ? <li>Widths added: {cm(diff.widthsAdded)}</li> : null}
        {diff.dropsAdded.length ? <li>Drops added: {cm(diff.dropsAdded)}</li> : null}
        {diff.widthsRemoved.length ? <li>Widths removed: {cm(diff.widthsRemoved)}</li> : null}
        {diff.dropsRemoved.length ? <li>Drops removed: {cm(diff.dropsRemoved)}</li> : null}
      </ul>
      <div style={{ overflowX: 'auto', marginBottom: '0.75rem' }}>
        <table style={{ borderCollapse: 'collapse' }} aria-label="The grid after the paste">
          <thead>
            <tr>
              <th scope="col" style={{ ...cellStyle, textAlign: 'left' }}>
                Drop ↓ / Width → (cm)
              </th>
              {grid.widths.map((w) => (
                <th key={w} scope="col" style={cellStyle}>
                  {w}
                  {diff.widthsAdded.includes(w) ? ' (new)' : ''}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {grid.drops.map((d, r) => (
              <tr key={d}>
                <th scope="row" style={{ ...cellStyle, textAlign: 'left' }}>
                  {d}
                  {diff.dropsAdded.includes(d) ? ' (new)' : ''}
                </th>
                {grid.widths.map((w, c) => {
                  const price = grid.cells[r][c]
                  const old = was(w, d)
                  const changed = old !== undefined && old !== price
                  return (
                    <td
                      key={w}
                      data-cell={`${w}x${d}`}
                      data-changed={changed || undefined}
                      title={changed ? `was ${Number.isFinite(old) ? formatPence(old) : 'not a price'}` : undefined}
                      style={{
                        ...cellStyle,
                        fontWeight: changed ? 700 : undefined,
                        background: changed ? 'var(--theme-warning-100, #fff3cd)' : undefined,
                      }}
                    >
                      {formatPence(price)}
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {removed ? (
        <label style={{ display: 'block', marginBottom: '0.75rem', color: 'var(--theme-error-500)' }}>
          <input type="checkbox" checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} /> Remove{' '}
          {removed} and their prices from this grid (a window in a removed band is then priced at the measuring visit)
        </label>
      ) : null}
      <div style={{ display: 'flex', gap: '0.5rem' }}>
        <Button buttonStyle="primary" size="small" disabled={Boolean(removed) && !confirmed} onClick={onApply}>
          Apply this grid
        </Button>
        <Button buttonStyle="secondary" size="small" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </section>
  )
}
