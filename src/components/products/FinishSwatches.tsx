import type { ProductView } from '@/lib/cms'

/** Finish swatches in each finish's colour with the count ('6 options'); names are read out and shown on hover. */
export function FinishSwatches({ productName, finishes }: { productName: string; finishes: ProductView['finishes'] }) {
  if (finishes.length === 0) return null
  return (
    <div>
      <p className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-semibold text-ink">Finishes</span>
        <span className="text-muted">
          {finishes.length} {finishes.length === 1 ? 'option' : 'options'}
        </span>
      </p>
      <ul className="mt-2.5 flex flex-wrap gap-2" aria-label={`${productName} finishes`}>
        {finishes.map((finish) => (
          <li key={finish.name} title={finish.name} className="group relative">
            <span
              aria-hidden="true"
              className="block size-8 rounded-full border-2 border-white shadow-[0_0_0_1px_var(--color-line),0_1px_3px_rgb(31_35_40/0.15)]"
              style={{ backgroundColor: finish.hex }}
            />
            <span className="sr-only">{finish.name}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
