import { Clock } from '@/components/icons'

import type { ServiceTiming } from '@/lib/services/frames'

/** "At a glance": the service's timings and terms, every value from the settings global. */
export function TimingsCard({ timings, title = 'At a glance' }: { timings: ServiceTiming[]; title?: string }) {
  return (
    <aside
      aria-labelledby="timings-heading"
      className="rounded-card bg-white p-6 shadow-lift md:p-8"
      data-testid="service-timings"
    >
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-full bg-oak-soft text-walnut">
          <Clock aria-hidden="true" className="size-5" />
        </span>
        <h2 id="timings-heading" className="text-xl font-semibold">
          {title}
        </h2>
      </div>
      <dl className="mt-5 divide-y divide-line">
        {timings.map((t) => (
          <div key={t.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="text-muted">{t.label}</dt>
            <dd className="text-right font-semibold text-ink">{t.value}</dd>
          </div>
        ))}
      </dl>
    </aside>
  )
}
