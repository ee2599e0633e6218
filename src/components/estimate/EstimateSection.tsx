import { Section } from '@/components/ui/Section'
import { ESTIMATE_NOTE } from './EstimateResult'
import { LazyEstimate } from './LazyEstimate'

/** "Price your windows": the estimate form as a section of a collection page, its product chosen. */
export function EstimateSection({ product, tone }: { product?: string; tone?: 'white' | 'canvas' }) {
  return (
    <Section aria-labelledby="estimate-section-heading" id="estimate" tone={tone}>
      <div className="mb-8 max-w-2xl">
        <p className="eyebrow mb-3">Instant estimate</p>
        <h2 id="estimate-section-heading" className="text-3xl font-semibold md:text-4xl">
          Price your windows
        </h2>
        <p className="mt-4 text-lg text-muted">
          Enter the width and drop of each window for a price per window and a total, measuring and fitting included.{' '}
          {ESTIMATE_NOTE}
        </p>
      </div>
      <div className="max-w-3xl">
        <LazyEstimate idPrefix="estimate" product={product} />
      </div>
    </Section>
  )
}
