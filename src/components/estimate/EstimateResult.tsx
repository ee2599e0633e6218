import { CalendarCheck } from '@/components/icons'

import { ButtonLink } from '@/components/ui/Button'
import { formatPence } from '@/lib/format/money'
import type { Estimate } from '@/lib/pricing/estimate'
import { UNIT_LABELS } from '@/lib/pricing/units'

export const ESTIMATE_NOTE = 'This is an estimate: we confirm it at your free measuring visit.'
export const BOOK_THESE = 'Book a free measuring visit for these windows'

const cm = (v: number) => `${Number.isInteger(v) ? v : v.toFixed(1)}`

/**
 * The estimate: each window with its price (or "priced at your free measuring visit"), the total, the offer it
 * used and what it saves (and why an offer near to applying did not), always labelled as an estimate. `bookHref` links to the booking form with these windows.
 */
export function EstimateResult({
  estimate,
  error,
  bookHref,
}: {
  estimate: Estimate
  /** the 422's message: no window could be priced */
  error?: string
  bookHref?: string
}) {
  return (
    <section
      aria-labelledby="estimate-heading"
      className="rounded-card bg-white p-5 shadow-card"
      data-testid="estimate"
    >
      <h3 id="estimate-heading" className="text-xl font-semibold">
        Your estimate
      </h3>
      <ol className="mt-3 divide-y divide-line">
        {estimate.windows.map((w, i) => (
          <li key={i} className="flex flex-wrap items-baseline justify-between gap-2 py-2" data-testid="estimate-line">
            <span>
              <span className="font-semibold">
                Window {i + 1}
                {w.room ? ` (${w.room})` : ''}
              </span>
              : {w.productName}
              {w.finish ? `, ${w.finish}` : ''}, {cm(w.widthCm)} × {cm(w.dropCm)} {UNIT_LABELS.cm}
              {w.options.length ? `, ${w.options.map((o) => o.label.toLowerCase()).join(', ')}` : ''}
            </span>
            <span className="font-semibold" data-testid="estimate-line-price">
              {w.text}
            </span>
          </li>
        ))}
      </ol>
      {error ? (
        <p className="mt-3 font-semibold" role="status">
          {error}
        </p>
      ) : (
        <>
          {estimate.offer ? (
            <p className="mt-3 text-sm text-success" data-testid="estimate-offer">
              {estimate.offer.title}: you save {formatPence(estimate.offer.saving)}
            </p>
          ) : null}
          {estimate.offerNotes?.map((note) => (
            <p key={note} className="mt-1 text-sm text-muted" data-testid="estimate-offer-note">
              {note}
            </p>
          ))}
          <p className="mt-3 flex items-baseline justify-between gap-4 border-t border-line pt-3">
            <span className="text-lg font-semibold">Estimated total</span>
            <span className="font-serif text-3xl font-semibold text-navy" data-testid="estimate-total">
              {formatPence(estimate.pence)}
            </span>
          </p>
          {estimate.unpriced ? (
            <p className="mt-1 text-sm text-muted">
              {estimate.unpriced === 1 ? 'One window is' : `${estimate.unpriced} windows are`} beyond our price list:
              priced at your free measuring visit.
            </p>
          ) : null}
        </>
      )}
      <p className="mt-3 text-sm text-muted">{ESTIMATE_NOTE}</p>
      {bookHref ? (
        <ButtonLink href={bookHref} className="mt-4">
          <CalendarCheck aria-hidden="true" /> {BOOK_THESE}
        </ButtonLink>
      ) : null}
    </section>
  )
}
