'use client'

import { ConsentLine, Honeypot, TextAreaField, TextField } from './FormFields'
import type { CarriedValues } from './FormIsland'
import { InstantPostcodeForm } from './InstantBookingView'
import { LeadConfirmation } from './LeadConfirmation'
import { SlotCalendar } from './SlotCalendar'
import { SubmitButton } from './SubmitButton'
import { useInstantBooking } from './useInstantBooking'
import { WeekLinks } from './WeekLinks'

/**
 * Instant booking in place, once the visitor uses the form (its state and requests: `useInstantBooking`): the
 * postcode brings the free windows, the chosen window and the details book the visit, and the answer shows here:
 * confirmed at once, or, when the window filled meanwhile, the server's message with the next free windows. Loaded
 * lazily by InstantBookingIsland; `initialValues` are what the static form held.
 */
export function InstantBookingForm({
  idPrefix,
  source,
  phone,
  windows,
  initialValues,
}: {
  idPrefix: string
  source: string
  phone: string
  /** the windows priced on /price, stored with the booking */
  windows?: string
  initialValues?: CarriedValues
}) {
  const { postcode, slots, week, listVersion, notice, errors, busy, booked, listRef, findTimes, showWeek, book } =
    useInstantBooking({ source, windows })
  const id = (name: string) => `${idPrefix}-${name}`

  if (booked) {
    return (
      // data-booked: the "No time that suits? Send a request" line beside this form hides itself once booked.
      <div data-booked="">
        <LeadConfirmation heading="Your visit is booked" headingLevel="h3">
          <p className="mt-2">
            Your measuring visit is confirmed for <strong>{booked.slot.label}</strong>.
          </p>
          <p className="mt-2 text-muted">
            {booked.email
              ? 'The confirmation and a calendar invite are on their way to your inbox, with a link to change or cancel.'
              : `Need to change it? Call us on ${phone}.`}
          </p>
        </LeadConfirmation>
      </div>
    )
  }

  return (
    <div className="space-y-6">
      <InstantPostcodeForm
        idPrefix={idPrefix}
        source={source}
        windows={windows}
        defaultPostcode={initialValues?.postcode}
        error={errors.postcode}
        busy={busy && !postcode}
        onSubmit={findTimes}
      />
      <div aria-live="polite">
        {notice ? (
          <p role="alert" className="rounded-md bg-white p-4 font-medium text-danger shadow-card">
            {notice}
          </p>
        ) : null}
      </div>
      {postcode && week ? (
        <WeekLinks label={week.label} previous={week.previous} next={week.next} onWeek={showWeek} busy={busy} />
      ) : null}
      {postcode && slots.length === 0 ? (
        <p>
          There are no free times {week?.previous || week?.next ? 'this week' : 'online just now'}. Call us on {phone}{' '}
          and we&apos;ll find one.
        </p>
      ) : null}
      {postcode && slots.length ? (
        <form
          onSubmit={book}
          className="relative space-y-5"
          aria-label="Book a free time"
          data-testid="instant-booking"
        >
          <div ref={listRef} tabIndex={-1} className="outline-none">
            <SlotCalendar key={listVersion} slots={slots} legend={`Free times for ${postcode}`} error={errors.slot} />
          </div>
          <Honeypot name="website" />
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField
              id={id('name')}
              name="customerName"
              label="Full name"
              autoComplete="name"
              error={errors.customerName}
            />
            <TextField
              id={id('phone')}
              name="customerPhone"
              label="Phone number"
              type="tel"
              autoComplete="tel"
              error={errors.customerPhone}
            />
            <TextField
              id={id('email')}
              name="customerEmail"
              label="Email"
              type="email"
              autoComplete="email"
              hint="We send your confirmation and calendar invite here."
              error={errors.customerEmail}
            />
            <TextField
              id={id('address')}
              name="address"
              label="Address"
              autoComplete="street-address"
              error={errors.address}
            />
          </div>
          <TextAreaField
            id={id('notes')}
            name="notes"
            label="Anything we should know?"
            optional
            rows={3}
            error={errors.notes}
          />
          <SubmitButton sending={busy} sendingLabel="Booking…">
            Book this time
          </SubmitButton>
          <ConsentLine />
        </form>
      ) : null}
    </div>
  )
}
