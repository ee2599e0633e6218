import { formatPence } from '@/lib/format/money'
import { dayMonthYear } from '@/lib/platform/ukDates'
import type { QuoteContent } from '@/lib/orders'

const longDate = (iso: string) => (iso ? dayMonthYear(iso) : '')

const size = (mm: number | null) => (mm ? `${mm} mm` : '—')

/** "Recess, top fix": how the blind sits and where its brackets fix (either may be unknown on a drafted line). */
function fitting(fit: string | undefined, fixing: string | undefined) {
  const text = [fit, fixing?.toLowerCase()].filter(Boolean).join(', ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** The quote as the customer reads and prints it: one card per window, then the totals and how to pay. */
export function QuoteDocument({ content, businessName }: { content: QuoteContent; businessName: string }) {
  const signed = (pence: number) => `${pence < 0 ? '−' : '+'}${formatPence(Math.abs(pence))}`
  return (
    <article data-print-document className="space-y-6 print:space-y-3">
      <header className="space-y-1">
        <p className="text-sm font-semibold uppercase tracking-wide text-muted">
          {businessName} · Quote {content.number} · revision {content.revision}
        </p>
        <h1 className="text-3xl font-semibold md:text-4xl">Your quote</h1>
        <p className="text-muted">
          For {content.customer.name}, {content.customer.address}
          {content.customer.postcode ? `, ${content.customer.postcode}` : ''}
        </p>
        {content.validUntil ? <p>Valid until {longDate(content.validUntil)}.</p> : null}
      </header>

      <ol className="space-y-4 print:space-y-2" aria-label="Windows">
        {content.lines.map((line, i) => (
          <li
            key={i}
            className="break-inside-avoid rounded-card bg-white p-4 shadow-card print:shadow-none print:border print:border-black/20"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="text-lg font-semibold">
                {i + 1}. {line.room || 'Window'}
              </h2>
              <p className="text-lg font-semibold" data-line-price>
                {line.gridPence === null
                  ? formatPence(line.adjustmentPence)
                  : formatPence(line.gridPence + line.adjustmentPence)}
              </p>
            </div>
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-muted">Blind</dt>
              <dd>
                {line.product}
                {line.finish ? `, ${line.finish}` : ''}
                {line.slatWidthMm ? `, ${line.slatWidthMm} mm slats` : ''}
              </dd>
              <dt className="text-muted">Size</dt>
              <dd>
                {size(line.widthMm)} wide × {size(line.dropMm)} drop
              </dd>
              {line.fit || line.fixing ? (
                <>
                  <dt className="text-muted">Fitting</dt>
                  <dd>{fitting(line.fit, line.fixing)}</dd>
                </>
              ) : null}
              {line.options.length ? (
                <>
                  <dt className="text-muted">Options</dt>
                  <dd>{line.options.join(', ')}</dd>
                </>
              ) : null}
              {line.controlSide ? (
                <>
                  <dt className="text-muted">Controls</dt>
                  <dd>{line.controlSide}</dd>
                </>
              ) : null}
              <dt className="text-muted">Child safety</dt>
              <dd>
                {line.safetyDevice}; meets {line.safetyRule}
              </dd>
              {line.gridPence !== null ? (
                <>
                  <dt className="text-muted">Price list</dt>
                  <dd>{formatPence(line.gridPence)}</dd>
                </>
              ) : null}
              {line.adjustmentPence ? (
                <>
                  <dt className="text-muted">Adjustment</dt>
                  <dd>
                    {signed(line.adjustmentPence)}: {line.adjustmentReason}
                  </dd>
                </>
              ) : null}
            </dl>
          </li>
        ))}
      </ol>

      <section
        aria-labelledby="totals"
        className="break-inside-avoid rounded-card bg-white p-4 shadow-card print:shadow-none"
      >
        <h2 id="totals" className="text-lg font-semibold">
          Total
        </h2>
        <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-3 gap-y-1">
          <dt>Price list</dt>
          <dd className="text-right">{formatPence(content.listPence)}</dd>
          {content.offerTitle ? (
            <>
              <dt>{content.offerTitle}</dt>
              <dd className="text-right">−{formatPence(content.offerSaving)}</dd>
            </>
          ) : null}
          {content.adjustmentsPence ? (
            <>
              <dt>Adjustments</dt>
              <dd className="text-right">{signed(content.adjustmentsPence)}</dd>
            </>
          ) : null}
          <dt className="font-semibold">Total to pay</dt>
          <dd className="text-right font-semibold" data-quote-total>
            {formatPence(content.totalPence)}
          </dd>
          <dt>Deposit ({content.depositPercent}%)</dt>
          <dd className="text-right">{formatPence(content.depositPence)}</dd>
        </dl>
        <h3 className="mt-4 font-semibold">How to pay</h3>
        <p className="mt-1 whitespace-pre-line text-sm">{content.paymentTerms}</p>
      </section>
    </article>
  )
}
