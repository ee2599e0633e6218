import { IntentLink } from '@/components/ui/IntentLink'
import type { FormEventHandler, ReactNode } from 'react'

import { Button } from '@/components/ui/Button'
import { TextField } from './FormFields'

/**
 * The first step of an instant booking on a static page (an area page, the home contact section): the visitor's
 * postcode. Without JavaScript it is a GET form to /book/choose-a-time, which lists the free windows for that
 * postcode on the server; the interactive InstantBookingForm renders the same markup and lists them in place.
 */
export function InstantPostcodeForm({
  idPrefix,
  source,
  defaultPostcode,
  error,
  busy = false,
  onSubmit,
  children,
  windows,
}: {
  idPrefix: string
  source: string
  /** the windows priced on /price (the estimate's query string), carried to the booking */
  windows?: string
  defaultPostcode?: string
  error?: string
  busy?: boolean
  onSubmit?: FormEventHandler<HTMLFormElement>
  children?: ReactNode
}) {
  return (
    <form
      method="get"
      action="/book/choose-a-time"
      onSubmit={onSubmit}
      aria-label="Find a free time for your measuring visit"
      className="space-y-3"
      data-testid="instant-postcode"
    >
      <p className="font-semibold">Pick a free time and your measuring visit is confirmed at once.</p>
      <input type="hidden" name="source" value={source} />
      {windows ? <input type="hidden" name="windows" value={windows} /> : null}
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          id={`${idPrefix}-postcode`}
          name="postcode"
          label="Your postcode"
          autoComplete="postal-code"
          defaultValue={defaultPostcode}
          error={error}
          className="min-w-48 flex-1"
        />
        <Button type="submit" variant="secondary" disabled={busy} aria-busy={busy}>
          Show free times
        </Button>
      </div>
      {children}
    </form>
  )
}

/** Below the instant form: the request path, for a visitor no free time suits; gone once a visit is booked. */
export function RequestInstead() {
  return (
    <p className="mt-4 text-sm text-muted group-has-[[data-booked]]/instant:hidden" data-testid="request-instead">
      No time that suits?{' '}
      <IntentLink href="/book" className="font-semibold text-navy underline underline-offset-4">
        Send a request
      </IntentLink>{' '}
      and we&apos;ll call you to arrange one.
    </p>
  )
}
