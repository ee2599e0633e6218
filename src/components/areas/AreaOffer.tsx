import { CalendarCheck, Check, ShieldCheck } from '@/components/icons'
import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/Button'
import type { OfferFacts } from '@/lib/areaPages/areaPage'

/**
 * 'Quick Quote': the area offer with everything it includes and the total, then the estimate form (`estimate`,
 * given by the page: it reads the price list) for the visitor's own windows.
 */
export function AreaOffer({
  offer,
  guaranteeYears,
  estimate,
}: {
  offer: OfferFacts
  guaranteeYears: number
  estimate?: ReactNode
}) {
  const rows = [
    { label: `${offer.blindCount} fitted venetian ${offer.blindCount === 1 ? 'blind' : 'blinds'}`, value: offer.price },
    { label: 'Free home survey', value: 'Included' },
    { label: 'Professional installation', value: 'Included' },
  ]
  return (
    <aside
      aria-labelledby="quick-quote-title"
      className="rounded-card border border-oak/40 bg-card p-6 shadow-lift"
      data-section="quick-quote"
    >
      <p className="eyebrow">Area offer</p>
      <h2 id="quick-quote-title" className="mt-1 text-2xl font-semibold text-navy">
        Quick Quote
      </h2>
      <dl className="mt-5 divide-y divide-line">
        {rows.map((r) => (
          <div key={r.label} className="flex items-baseline justify-between gap-4 py-3">
            <dt className="flex items-center gap-2">
              <Check aria-hidden="true" className="size-4 shrink-0 text-success" />
              {r.label}
            </dt>
            <dd className="font-semibold text-ink">{r.value}</dd>
          </div>
        ))}
        <div className="flex items-baseline justify-between gap-4 pt-4">
          <dt className="text-lg font-semibold">Total</dt>
          <dd className="font-serif text-3xl font-semibold text-navy" data-testid="quick-quote-total">
            {offer.price}
          </dd>
        </div>
      </dl>
      <p className="mt-3 flex items-center gap-2 text-sm text-muted">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-oak" />
        {guaranteeYears}-year guarantee on every blind
      </p>
      <ButtonLink href="#booking-form" className="mt-5 w-full">
        <CalendarCheck aria-hidden="true" /> Book Free Survey
      </ButtonLink>
      <p className="mt-3 text-center text-xs text-muted">
        More windows? We measure first and quote with no obligation.
      </p>
      {/* The same form on every area page: left out of the measure of each page's own words. */}
      {estimate ? (
        <section
          aria-labelledby="quick-estimate-title"
          className="mt-6 border-t border-line pt-5"
          data-unmeasured="true"
        >
          <h3 id="quick-estimate-title" className="text-lg font-semibold text-navy">
            Price your windows
          </h3>
          <p className="mt-1 text-sm text-muted">
            An estimate per window and a total, confirmed at your free measuring visit.
          </p>
          <div className="mt-4">{estimate}</div>
        </section>
      ) : null}
    </aside>
  )
}
