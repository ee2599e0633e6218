'use client'

import { Button, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'
import { type ClipboardEvent, useState } from 'react'

import { parsePastedBlock, parsePounds, penceToPoundsText, poundsToPence } from '@/lib/pricing'

/** The grid as the owner sees it while editing: every box as typed (bands in cm, prices in pounds). */
interface Draft {
  widths: string[]
  drops: string[]
  cells: string[][]
}

type Stored = { widths?: unknown[]; drops?: unknown[]; cells?: unknown[][] } | null | undefined

const text = (v: unknown, money = false) =>
  typeof v === 'number' ? (money ? penceToPoundsText(v) : String(v)) : typeof v === 'string' ? v : ''

function fromStored(value: Stored): Draft {
  const widths = (value?.widths ?? []).map((v) => text(v))
  const drops = (value?.drops ?? []).map((v) => text(v))
  const cells = drops.map((_, d) => widths.map((_, w) => text(value?.cells?.[d]?.[w], true)))
  return widths.length && drops.length ? { widths, drops, cells } : { widths: [''], drops: [''], cells: [['']] }
}

/** What is stored: numbers where the box reads as one, the text itself where not (validation names it). */
function toStored(draft: Draft) {
  const band = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : s)
  return {
    widths: draft.widths.map(band),
    drops: draft.drops.map(band),
    cells: draft.cells.map((row) => row.map((s) => poundsToPence(s) ?? s)),
  }
}

const resize = (draft: Draft, rows: number, cols: number): Draft => ({
  widths: Array.from({ length: cols }, (_, i) => draft.widths[i] ?? ''),
  drops: Array.from({ length: rows }, (_, i) => draft.drops[i] ?? ''),
  cells: Array.from({ length: rows }, (_, r) => Array.from({ length: cols }, (_, c) => draft.cells[r]?.[c] ?? '')),
})

const box: React.CSSProperties = { width: '6.5rem', padding: '0.35rem 0.5rem', font: 'inherit' }

/**
 * The product's price grid in /admin: a row per drop, a column per width, prices in pounds. Pasting a block
 * copied from a spreadsheet fills it: with its widths along the top and drops down the left it replaces the grid,
 * a block of prices alone fills the cells from the box it is pasted into.
 */
export function PriceGridField({ field, path, readOnly }: JSONFieldClientProps) {
  const { value, setValue, showError, errorMessage } = useField<Stored>({ path })
  const [draft, setDraft] = useState<Draft>(() => fromStored(value))
  const locked = readOnly || field.admin?.readOnly

  const update = (next: Draft) => {
    setDraft(next)
    setValue(toStored(next))
  }

  const onPaste = (row: number, col: number) => (e: ClipboardEvent<HTMLInputElement>) => {
    const pasted = e.clipboardData.getData('text/plain')
    if (!/[\t\n]/.test(pasted.trim())) return
    e.preventDefault()
    const block = parsePastedBlock(pasted)
    if (block.widths && block.drops) {
      const show = (v: number | null) => (v === null ? '' : penceToPoundsText(v))
      return update({
        widths: block.widths.map(String),
        drops: block.drops.map(String),
        cells: block.cells.map((r) => r.map(show)),
      })
    }
    const rows = Math.max(draft.drops.length, row + block.cells.length)
    const cols = Math.max(draft.widths.length, col + Math.max(...block.cells.map((r) => r.length)))
    const next = resize(draft, rows, cols)
    block.cells.forEach((r, dr) =>
      r.forEach((v, dc) => {
        next.cells[row + dr][col + dc] = v === null ? '' : penceToPoundsText(v)
      }),
    )
    update(next)
  }

  const setBand = (key: 'widths' | 'drops', i: number, v: string) =>
    update({ ...draft, [key]: draft[key].map((x, j) => (j === i ? v : x)) })
  const setCell = (r: number, c: number, v: string) =>
    update({ ...draft, cells: draft.cells.map((row, j) => (j === r ? row.map((x, k) => (k === c ? v : x)) : row)) })

  const firstBad = draft.cells
    .flatMap((row, r) =>
      row.map((cell, c) => ({ cell, at: `${draft.widths[c] || c + 1} × ${draft.drops[r] || r + 1} cm` })),
    )
    .map(({ cell, at }) => ({ at, result: cell.trim() === '' ? null : parsePounds(cell, 'blind') }))
    .find(({ result }) => result && !result.ok)

  return (
    <div className="field-type price-grid-field" data-testid="price-grid" style={{ marginBottom: '1.5rem' }}>
      <FieldLabel label={field.label ?? 'Price grid'} required={field.required} path={path} />
      <p style={{ margin: '0 0 0.75rem', color: 'var(--theme-elevation-500)' }}>
        Widths and drops in cm (each the largest size of its band; a window rounds up to the next band), fitted prices
        in pounds. Paste a block copied from a spreadsheet: with its widths along the top and drops down the left it
        replaces the grid; prices alone fill the cells from the box you paste into.
      </p>
      <FieldError path={path} message={errorMessage} showError={showError} />
      {firstBad?.result && !firstBad.result.ok ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0 0 0.75rem' }}>
          {firstBad.at}: {firstBad.result.message}
        </p>
      ) : null}
      <div style={{ overflowX: 'auto' }}>
        <table style={{ borderCollapse: 'collapse' }}>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left', paddingRight: '0.5rem' }}>
                Drop ↓ / Width → (cm)
              </th>
              {draft.widths.map((w, c) => (
                <th key={c} scope="col">
                  <input
                    style={box}
                    aria-label={`Width ${c + 1} (cm)`}
                    inputMode="numeric"
                    value={w}
                    readOnly={locked}
                    onChange={(e) => setBand('widths', c, e.target.value)}
                    onPaste={onPaste(0, c)}
                  />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {draft.drops.map((d, r) => (
              <tr key={r}>
                <th scope="row">
                  <input
                    style={box}
                    aria-label={`Drop ${r + 1} (cm)`}
                    inputMode="numeric"
                    value={d}
                    readOnly={locked}
                    onChange={(e) => setBand('drops', r, e.target.value)}
                    onPaste={onPaste(r, 0)}
                  />
                </th>
                {draft.cells[r].map((cell, c) => {
                  const bad = cell.trim() !== '' && !parsePounds(cell, 'blind').ok
                  return (
                    <td key={c}>
                      <input
                        style={{ ...box, borderColor: bad ? 'var(--theme-error-500)' : undefined }}
                        aria-label={`£ for width ${draft.widths[c] || c + 1} × drop ${d || r + 1}`}
                        aria-invalid={bad || undefined}
                        inputMode="decimal"
                        value={cell}
                        readOnly={locked}
                        onChange={(e) => setCell(r, c, e.target.value)}
                        onPaste={onPaste(r, c)}
                      />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!locked && (
        <div style={{ display: 'flex', gap: '0.5rem', flexWrap: 'wrap', marginTop: '0.75rem' }}>
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={() => update(resize(draft, draft.drops.length, draft.widths.length + 1))}
          >
            Add a width
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            onClick={() => update(resize(draft, draft.drops.length + 1, draft.widths.length))}
          >
            Add a drop
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            disabled={draft.widths.length < 2}
            onClick={() => update(resize(draft, draft.drops.length, draft.widths.length - 1))}
          >
            Remove the last width
          </Button>
          <Button
            buttonStyle="secondary"
            size="small"
            disabled={draft.drops.length < 2}
            onClick={() => update(resize(draft, draft.drops.length - 1, draft.widths.length))}
          >
            Remove the last drop
          </Button>
        </div>
      )}
    </div>
  )
}
