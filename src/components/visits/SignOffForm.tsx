import { FITTING_CHECKS, REASON_MAX, SIGNED_NAME_MAX } from '@/lib/fitting/checklist'
import type { FittingView } from '@/lib/fitting/readFitting'
import { AfterPhotos } from './AfterPhotos'

/**
 * The fitting's checklist and the customer's sign-off: a plain form post (works before and without JavaScript).
 * Each window's four checks, or why it cannot be signed off, and its after photos (sent one by one as they are
 * taken, so they need JavaScript); then the customer types their name.
 */
export function SignOffForm({ fitting }: { fitting: FittingView }) {
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
          <ul className="mt-2 space-y-1">
            {FITTING_CHECKS.map((c) => (
              <li key={c.key}>
                <label className="flex min-h-11 items-center gap-3">
                  <input
                    type="checkbox"
                    name={`${c.key}:${w.lineId}`}
                    defaultChecked={Boolean(w.saved?.[c.key])}
                    className="size-5"
                  />
                  {c.label}
                </label>
              </li>
            ))}
          </ul>
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
          <AfterPhotos quoteId={fitting.id} lineId={w.lineId} photos={w.photos} label={w.room} />
        </fieldset>
      ))}
      <fieldset disabled={locked} className="rounded-card border border-line bg-card p-4 shadow-card">
        <legend className="px-1 font-semibold">The customer signs off</legend>
        <p className="text-sm">
          I confirm the blinds above were fitted and shown to me working, with their child-safety devices.
        </p>
        <label className="mt-2 block">
          Your full name
          <input
            type="text"
            name="signedName"
            autoComplete="name"
            maxLength={SIGNED_NAME_MAX}
            className="mt-1 block min-h-11 w-full rounded-card border border-line px-3"
          />
        </label>
        <label className="mt-3 flex items-start gap-3 text-sm">
          <input type="checkbox" name="photoConsent" className="mt-1 size-5" />
          Photos of my fitted blinds may be shown on the website, never with my name or address.
        </label>
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
