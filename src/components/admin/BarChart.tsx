import { formatPenceShort } from '@/lib/format/money'

export interface ChartBar {
  label: string
  /** pence, or a count (see `unit`) */
  value: number
}

const WIDTH = 560
const LABEL_WIDTH = 190
const VALUE_WIDTH = 90
const ROW = 26
const BAR = 16
const BAR_SPACE = WIDTH - LABEL_WIDTH - VALUE_WIDTH

/** A label that fits its column: a long one (a campaign's source and medium) is cut; the description has it all. */
const fit = (label: string) => (label.length > 26 ? `${label.slice(0, 25)}…` : label)

/**
 * A horizontal bar chart of sums of money or of counts, drawn on the server as SVG: each bar is as long as its share
 * of the largest, with its label before it and its figure beside it. Screen readers get the title and a description
 * that lists every figure, so the chart says what it draws without the picture.
 */
export function BarChart({
  id,
  title,
  bars,
  unit = 'pence',
  empty = 'No accepted quotes yet.',
}: {
  id: string
  title: string
  bars: ChartBar[]
  unit?: 'pence' | 'count'
  /** what the chart says while it has no bar */
  empty?: string
}) {
  const figure = (value: number) => (unit === 'pence' ? formatPenceShort(value) : String(value))
  const shown = bars.filter((b) => b.value > 0)
  const max = Math.max(...shown.map((b) => b.value), 1)
  const height = Math.max(shown.length, 1) * ROW
  const description = shown.length ? shown.map((b) => `${b.label}: ${figure(b.value)}`).join('; ') : empty
  return (
    <figure style={{ margin: 0 }} data-testid="money-chart" data-chart={id}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{title}</figcaption>
      <svg
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        viewBox={`0 0 ${WIDTH} ${height}`}
        width="100%"
        style={{ maxWidth: WIDTH, display: 'block' }}
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {shown.length === 0 ? (
          <text x={0} y={ROW / 2 + 5} fill="currentColor" fontSize={14}>
            {empty}
          </text>
        ) : null}
        {shown.map((b, i) => {
          const length = Math.max(2, Math.round((b.value / max) * BAR_SPACE))
          const y = i * ROW
          return (
            <g key={b.label} data-bar={b.label} data-value={b.value} data-length={length}>
              <text x={LABEL_WIDTH - 8} y={y + ROW / 2 + 5} textAnchor="end" fill="currentColor" fontSize={14}>
                {fit(b.label)}
              </text>
              <rect
                x={LABEL_WIDTH}
                y={y + (ROW - BAR) / 2}
                width={length}
                height={BAR}
                rx={3}
                fill="var(--theme-success-500, #2f855a)"
              />
              <text
                x={LABEL_WIDTH + length + 6}
                y={y + ROW / 2 + 5}
                fill="currentColor"
                fontSize={14}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {figure(b.value)}
              </text>
            </g>
          )
        })}
      </svg>
    </figure>
  )
}
