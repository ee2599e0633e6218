import type { VisitCard } from '@/lib/visits/readVisits'
import { calendarShortDate } from '@/lib/platform/ukDates'
import { FittingMoney } from './FittingMoney'
import { MakeQuoteForm } from './MakeQuoteForm'
import { OnMyWayForm } from './OnMyWayForm'
import { UnsentWindows } from './UnsentWindows'

const KIND_LABEL = { measuring: 'Measuring visit', fitting: 'Fitting' } as const

/** An action used at the door: at least 44 × 44 px to a thumb, however short its words. */
const DOOR_ACTION = 'inline-flex min-h-11 min-w-11 items-center font-medium text-navy underline'

/** One visit as the fitter needs it at the door: when, who, where (maps), the phone, the windows, notes, history. */
export function VisitCardView({ visit }: { visit: VisitCard }) {
  const heading = `${visit.kind}-${visit.id}`
  return (
    <article
      id={`${visit.kind}-${visit.id}`}
      aria-labelledby={heading}
      data-visit={`${visit.kind}-${visit.id}`}
      className="rounded-card border border-line bg-card p-4 shadow-card"
    >
      <p className="text-sm text-muted">
        {visit.dayLabel} · {visit.when} · {KIND_LABEL[visit.kind]}
      </p>
      <h3 id={heading} className="text-lg font-semibold">
        {visit.customerName}
      </h3>
      {visit.toVisit ? <OnMyWayForm visit={visit} /> : null}
      {visit.money ? <FittingMoney money={visit.money} /> : null}
      {visit.kind === 'fitting' ? (
        <p className="mt-3">
          <a className={DOOR_ACTION} href={`/visits/fitting/${visit.id}`}>
            Sign off the fitting
          </a>
        </p>
      ) : null}
      {visit.kind === 'measuring' ? (
        <p className="mt-3">
          {/* A plain link: the page is kept for use without signal by the service worker. */}
          <a className={DOOR_ACTION} href={`/visits/measure/${visit.id}`}>
            Measure the windows
          </a>
        </p>
      ) : null}
      {visit.kind === 'measuring' ? <UnsentWindows appointmentId={visit.id} /> : null}
      {visit.kind === 'measuring' && visit.measuredWindows > 0 ? (
        <MakeQuoteForm appointmentId={visit.id} measured={visit.measuredWindows} />
      ) : null}
      {visit.openQuotes.length ? (
        <ul className="mt-3 space-y-1" aria-label="Quotes to show the customer">
          {visit.openQuotes.map((q) => (
            <li key={q.id}>
              {/* A plain link: the quote's own page, for the customer to read and accept in person. */}
              <a className={DOOR_ACTION} href={`/visits/quote/${q.id}`}>
                Show the customer {q.label}
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      <p className="mt-3">
        <a className={DOOR_ACTION} href={visit.mapsUrl} target="_blank" rel="noopener noreferrer">
          {[visit.address, visit.postcode].filter(Boolean).join(', ')}
        </a>
      </p>
      {visit.phone && visit.telUrl ? (
        <p className="mt-1">
          <a className={DOOR_ACTION} href={visit.telUrl}>
            Call {visit.phone}
          </a>
        </p>
      ) : null}
      {visit.customerMessage ? (
        <p className="mt-2 text-sm">
          <span className="font-semibold">Customer&apos;s message:</span> {visit.customerMessage}
        </p>
      ) : null}
      <h4 className="mt-3 text-sm font-semibold">
        {visit.kind === 'measuring' ? 'Windows priced online' : 'Windows ordered'}
      </h4>
      {visit.windows.length ? (
        <ul className="mt-1 space-y-1 text-sm">
          {visit.windows.map((w, i) => (
            <li key={i}>
              {w.room ?? `Window ${i + 1}`}: {w.size}
              {w.product ? `, ${w.product}` : ''}
              {w.finish ? `, ${w.finish}` : ''}
              {w.options ? ` (${w.options})` : ''}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">None.</p>
      )}
      {visit.notes.length ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">Staff notes</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {visit.notes.map((n, i) => (
              <li key={i}>
                {n.note}
                {n.author ? <span className="text-muted"> ({n.author})</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {visit.history.length ? (
        <>
          <h4 className="mt-3 text-sm font-semibold">Earlier at this address</h4>
          <ul className="mt-1 space-y-1 text-sm">
            {visit.history.map((h, i) => (
              <li key={i}>
                {calendarShortDate(h.date)}: {h.label} ({h.status})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </article>
  )
}
