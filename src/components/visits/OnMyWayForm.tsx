import { ARRIVAL_MINUTES } from '@/lib/visits/onMyWay'
import { clockTime } from '@/lib/platform/ukDates'
import type { ArrivalMessage, VisitCard } from '@/lib/visits/readVisits'

/**
 * "On my way": one tap on the expected arrival sends it. A plain form post (each button submits its minutes), so it
 * works before and without JavaScript; the answer comes back to /visits. Another day's visit asks first: its times
 * are behind "On my way to this {day} visit now?", and the form then carries the day (the server refuses another
 * day's visit without it), so a tap on the wrong card tells no customer the fitter is coming.
 */
export function OnMyWayForm({ visit }: { visit: VisitCard }) {
  const legend = `on-my-way-${visit.kind}-${visit.id}`
  const form = (
    <form method="post" action="/api/visits/on-my-way" className="mt-3" aria-labelledby={legend}>
      <input type="hidden" name="kind" value={visit.kind} />
      <input type="hidden" name="id" value={visit.id} />
      {visit.isToday ? null : <input type="hidden" name="day" value={visit.date} />}
      <p id={legend} className="text-sm font-semibold">
        On my way, arriving in:
      </p>
      <div className="mt-1 flex flex-wrap gap-2">
        {ARRIVAL_MINUTES.map((m) => (
          <button
            key={m}
            type="submit"
            name="minutes"
            value={m}
            className="min-h-11 min-w-14 rounded-card bg-navy px-3 text-sm font-semibold text-white"
          >
            {m} min
          </button>
        ))}
      </div>
    </form>
  )
  return (
    <>
      {visit.isToday ? (
        form
      ) : (
        <details className="mt-3">
          <summary className="flex min-h-11 cursor-pointer items-center text-sm font-semibold text-navy">
            Not today: on my way to this visit now?
          </summary>
          <p className="text-sm text-muted">This visit is on {visit.dayLabel.replace(/^(Today|Tomorrow), /, '')}.</p>
          {form}
        </details>
      )}
      <SentArrivals sent={visit.arrivals} />
    </>
  )
}

/** The "on my way" messages already sent for the visit, with when and how. */
function SentArrivals({ sent }: { sent: ArrivalMessage[] }) {
  if (!sent.length) return null
  return (
    <ul className="mt-2 text-sm text-muted">
      {sent.map((s, i) => (
        <li key={i}>
          Sent {clockTime(s.sentAt)}: arriving in {s.minutes} min, by {s.channels}
        </li>
      ))}
    </ul>
  )
}
