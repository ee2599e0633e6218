import { PLACEHOLDER_LEGEND, PLACEHOLDER_LIST } from '@/lib/format/placeholders'

/**
 * Above a page editor: what the page is, one line on {placeholders}, and the full list folded away, so the editor
 * opens on the fields rather than on every placeholder there is.
 */
export function PlaceholderLegend({ about }: { about?: string }) {
  return (
    <div className="custom-view-description" data-testid="placeholder-legend">
      {about ? <p style={{ margin: '0 0 4px' }}>{about}</p> : null}
      <p style={{ margin: '0 0 4px' }}>{PLACEHOLDER_LEGEND}</p>
      <details>
        <summary style={{ cursor: 'pointer' }}>All placeholders ({PLACEHOLDER_LIST.length})</summary>
        <ul style={{ columns: '16rem', margin: '4px 0 0', paddingLeft: 20 }}>
          {PLACEHOLDER_LIST.map((p) => (
            <li key={p.name}>
              <code>{p.name}</code> {p.shows}
            </li>
          ))}
        </ul>
      </details>
    </div>
  )
}
