'use client'

import { Button, FieldError, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientProps } from 'payload'
import { type ClipboardEvent, useState } from 'react'

import { type GridPaste, parsePounds, penceToPoundsText, poundsToPence, readGridPaste } from '@/lib/pricing'
import { GridPastePreview, type GridShape } from './GridPastePreview'

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

/** The grid as it stands, for reading a paste against it: a box that is not yet a number reads as none. */
function shapeOf(draft: Draft): GridShape {
  const blank = [...draft.widths, ...draft.drops, ...draft.cells.flat()].every((s) => s.trim() === '')
  if (blank) return { widths: [], drops: [], cells: [] }
  const band = (s: string) => (/^\d+$/.test(s.trim()) ? Number(s.trim()) : NaN)
  return {
    widths: draft.widths.map(band),
    drops: draft.drops.map(band),
    cells: draft.cells.map((row) => row.map((s) => poundsToPence(s) ?? NaN)),
  }
}

const box: React.CSSProperties = { width: '6.5rem', padding: '0.35rem 0.5rem', font: 'inherit' }

/**
 * The product's price grid in /admin: a row per drop, a column per width, prices in pounds. A block copied from a
 * spreadsheet is read as a whole grid (`readGridPaste`: a heading row of widths, drop labels down the left, or bare
 * prices for the bands the grid has) and shown with what it changes before anything is applied; a shape it cannot
 * read is refused with the parser's message.
 */
export function PriceGridField({ field, path, readOnly }: JSONFieldClientProps) {
  const { value, setValue, showError, errorMessage } = useField<Stored>({ path })
  const [draft, setDraft] = useState<Draft>(() => fromStored(value))
  const [pasted, setPasted] = useState<{ before: GridShape; read: GridPaste } | null>(null)
  const locked = readOnly || field.admin?.readOnly

  const update = (next: Draft) => {
    setDraft(next)
    setValue(toStored(next))
  }

  // Nothing is applied on paste: the preview below the grid shows the result and waits for "Apply this grid".
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text/plain')
    if (!/[\t\n]/.test(text.trim())) return
    e.preventDefault()
    const before = shapeOf(draft)
    setPasted({ before, read: readGridPaste(text, before) })
  }
  const applyPaste = (grid: GridShape) => {
    setPasted(null)
    update({
      widths: grid.widths.map(String),
      drops: grid.drops.map(String),
      cells: grid.cells.map((r) => r.map(penceToPoundsText)),
    })
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
        in pounds. Paste a grid copied from a spreadsheet into any box: with its widths along the top and its drops down
        the left, or prices alone for the widths and drops below. You see the result before it is applied.
      </p>
      <FieldError path={path} message={errorMessage} showError={showError} />
      {firstBad?.result && !firstBad.result.ok ? (
        <p role="alert" style={{ color: 'var(--theme-error-500)', margin: '0 0 0.75rem' }}>
          {firstBad.at}: {firstBad.result.message}
        </p>
      ) : null}
      {pasted && !pasted.read.ok ? (
        <p
          role="alert"
          data-testid="grid-paste-refused"
          style={{ color: 'var(--theme-error-500)', margin: '0 0 0.75rem' }}
        >
          Not pasted: {pasted.read.message}
        </p>
      ) : null}
      {pasted?.read.ok ? (
        <GridPastePreview
          key={JSON.stringify(pasted.read.grid)}
          before={pasted.before}
          grid={pasted.read.grid}
          diff={pasted.read.diff}
          onApply={() => pasted.read.ok && applyPaste(pasted.read.grid)}
          onCancel={() => setPasted(null)}
        />
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
                    onPaste={onPaste}
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
                    onPaste={onPaste}
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
                        onPaste={onPaste}
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
