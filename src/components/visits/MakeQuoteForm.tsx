/**
 * "Make the quote" on a measuring visit with windows measured: a plain form post (works before and without
 * JavaScript); the quote is made from the measured windows and sent, and the answer comes back to /visits.
 */
export function MakeQuoteForm({ appointmentId, measured }: { appointmentId: number; measured: number }) {
  return (
    <form method="post" action="/api/visits/make-quote" className="mt-3">
      <input type="hidden" name="appointment" value={appointmentId} />
      <button type="submit" className="min-h-11 rounded-card bg-navy px-4 text-sm font-semibold text-white">
        Make the quote
      </button>
      <span className="ml-2 text-sm text-muted">
        from {measured === 1 ? '1 window' : `${measured} windows`} measured
      </span>
    </form>
  )
}
