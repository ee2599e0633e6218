import { ALL_FINE_LABEL, REASON_MAX, SIGNED_NAME_MAX } from '@/lib/orders'
import type { FittingView } from '@/lib/visits/readFitting'
import { AfterPhotos } from './AfterPhotos'
import { CustomerSignature } from './CustomerSignature'
import { WindowChecks } from './WindowChecks'

/**
 * The fitting's checklist and the customer's sign-off: a plain form post (works before and without JavaScript).
 * Each window's checks ("All fine" ticks them at once; no cords check for a cordless blind), or why it cannot be
 * signed off, and its after photos (sent one by one as they are taken, so they need JavaScript); then the customer
 * types their name. Once signed off, everything is shown as it was signed and nothing can be changed or added.
 * `restoreSignature`: the page came back from a post that did not sign, so the customer's name and consent return.
 */
export function SignOffForm({ fitting, restoreSignature }: { fitting: FittingView; restoreSignature: boolean }) {
  const locked = fitting.fitted
  return (
    <form method="post" action="/api/visits/sign-off" className="mt-4 space-y-4">
      <input type="hidden" name="quote" value={fitting.id} />
      {fitting.windows.map((w) => (
        <fieldset
          key={w.lineId}
          disabled={locked}
          className="rounded-card border border-line bg-card p-4 shadow-card"
          data-window={w.lineId}
        >
          <legend className="px-1 font-semibold">{w.room}</legend>
          <p className="text-sm text-muted">
            {[w.blind, w.size].filter(Boolean).join(' · ')}
            <br />
            Safety: {w.safetyDevice}
          </p>
          <WindowChecks lineId={w.lineId} checks={w.checks} saved={w.saved} allFineLabel={ALL_FINE_LABEL} />
          <label className="mt-2 block text-sm">
            If it cannot be signed off today, why
            <input
              type="text"
              name={`reason:${w.lineId}`}
              maxLength={REASON_MAX}
              defaultValue={w.saved?.notSignedOffReason ?? ''}
              className="mt-1 block min-h-11 w-full rounded-card border border-line px-3"
            />
          </label>
          <AfterPhotos quoteId={fitting.id} lineId={w.lineId} photos={w.photos} label={w.room} signedOff={locked} />
        </fieldset>
      ))}
      <fieldset disabled={locked} className="rounded-card border border-line bg-card p-4 shadow-card">
        <legend className="px-1 font-semibold">The customer signs off</legend>
        <p className="text-sm">
          I confirm the blinds above were fitted and shown to me working, with their child-safety devices.
        </p>
        <CustomerSignature quoteId={fitting.id} restore={restoreSignature && !locked} nameMax={SIGNED_NAME_MAX} />
        <button
          type="submit"
          name="intent"
          value="sign"
          className="mt-4 min-h-11 w-full rounded-card bg-navy px-4 font-semibold text-white disabled:opacity-50"
        >
          Sign off the fitting
        </button>
      </fieldset>
      {/* After "Sign off": the Enter key submits the form's first button, which must sign. */}
      {locked ? null : (
        <button
          type="submit"
          name="intent"
          value="save"
          className="min-h-11 w-full rounded-card border border-navy px-4 font-semibold text-navy"
        >
          Save the checklist for later
        </button>
      )}
    </form>
  )
}
