import { ARRIVAL_MINUTES } from '@/lib/visits/onMyWay'
import { clockTime } from '@/lib/platform/ukDates'
import type { ArrivalMessage, VisitKind } from '@/lib/visits/readVisits'

/**
 * "On my way": one tap on the expected arrival sends it. A plain form post (each button submits its minutes), so it
 * works before and without JavaScript; the answer comes back to /visits.
 */
export function OnMyWayForm({ kind, id, sent }: { kind: VisitKind; id: number; sent: ArrivalMessage[] }) {
  const legend = `on-my-way-${kind}-${id}`
  return (
    <form method="post" action="/api/visits/on-my-way" className="mt-3" aria-labelledby={legend}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="id" value={id} />
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
      {sent.length ? (
        <ul className="mt-2 text-sm text-muted">
          {sent.map((s, i) => (
            <li key={i}>
              Sent {clockTime(s.sentAt)}: arriving in {s.minutes} min, by {s.channels}
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  )
}
