'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import type { SlotChoice } from '@/lib/booking/labels'
import { currentAttribution } from '@/lib/attribution/firstTouch'
import { OUTSIDE_AREA_MESSAGES } from '@/lib/areas/coverage'
import { ConsentLine, Honeypot, TextAreaField, TextField } from './FormFields'
import type { CarriedValues } from './FormIsland'
import { newIdempotencyKey } from './idempotencyKey'
import { InstantPostcodeForm } from './InstantBookingView'
import { LeadConfirmation } from './LeadConfirmation'
import { SlotCalendar } from './SlotCalendar'
import { SubmitButton } from './SubmitButton'
import { WeekLinks } from './WeekLinks'

/** The week of free times shown, as GET /api/booking/slots answers it. */
interface WeekInfo {
  start: string
  label: string
  previous: string | null
  next: string | null
}

const TRY_AGAIN = 'We couldn’t reach our booking system just now. Please try again in a minute, or call us.'

async function readJson(res: Response): Promise<Record<string, unknown>> {
  try {
    return (await res.json()) as Record<string, unknown>
  } catch {
    return {}
  }
}

type Errors = Partial<Record<string, string>>

/**
 * Instant booking in place, once the visitor uses the form: the postcode asks GET /api/booking/slots for the free
 * windows (fresh, whatever the page's age), the chosen window and the details go to POST /api/measuring-appointment,
 * and the answer shows here: confirmed at once, or, when the window filled meanwhile, the server's message with
 * the next free windows. Loaded lazily by InstantBookingIsland; `initialValues` are what the static form held.
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
  const [postcode, setPostcode] = useState<string | null>(null)
  const [slots, setSlots] = useState<SlotChoice[]>([])
  const [week, setWeek] = useState<WeekInfo | null>(null)
  const [listVersion, setListVersion] = useState(0)
  const [notice, setNotice] = useState<string | null>(null)
  const [errors, setErrors] = useState<Errors>({})
  const [busy, setBusy] = useState(false)
  const [booked, setBooked] = useState<{ slot: SlotChoice; email: boolean } | null>(null)
  const key = useRef('')
  const listRef = useRef<HTMLDivElement>(null)
  const id = (name: string) => `${idPrefix}-${name}`

  useEffect(() => {
    key.current = newIdempotencyKey()
  }, [])

  const showSlots = (next: SlotChoice[]) => {
    setSlots(next)
    setListVersion((v) => v + 1) // a fresh list: no stale choice stays checked
  }

  async function findTimes(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const value = String(new FormData(event.currentTarget).get('postcode') ?? '').trim()
    setNotice(null)
    if (!value) return setErrors({ postcode: 'Please enter your postcode so we can offer the times we visit you.' })
    setBusy(true)
    try {
      const res = await fetch(`/api/booking/slots?${new URLSearchParams({ postcode: value })}`, { cache: 'no-store' })
      const body = await readJson(res)
      const fields = (body.fields ?? {}) as Errors
      if (!res.ok) {
        setErrors({ postcode: fields.postcode ?? String(body.error ?? TRY_AGAIN) })
        return
      }
      setErrors({})
      if (!body.covered) {
        setPostcode(null)
        setNotice(String(body.error ?? OUTSIDE_AREA_MESSAGES.instant))
        return
      }
      setPostcode(String(body.postcode ?? value))
      setWeek((body.week ?? null) as WeekInfo | null)
      showSlots((body.slots ?? []) as SlotChoice[])
      requestAnimationFrame(() => listRef.current?.focus())
    } catch {
      setErrors({ postcode: TRY_AGAIN })
    } finally {
      setBusy(false)
    }
  }

  /** Another week's free times, up to the booking horizon. */
  async function showWeek(start: string) {
    if (!postcode) return
    setNotice(null)
    setBusy(true)
    try {
      const res = await fetch(`/api/booking/slots?${new URLSearchParams({ postcode, week: start })}`, {
        cache: 'no-store',
      })
      const body = await readJson(res)
      if (!res.ok || !body.covered) return setNotice(String(body.error ?? TRY_AGAIN))
      setWeek((body.week ?? null) as WeekInfo | null)
      showSlots((body.slots ?? []) as SlotChoice[])
    } catch {
      setNotice(TRY_AGAIN)
    } finally {
      setBusy(false)
    }
  }

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = Object.fromEntries(
      [...new FormData(event.currentTarget)].filter((e): e is [string, string] => typeof e[1] === 'string'),
    )
    setNotice(null)
    setBusy(true)
    try {
      const res = await fetch('/api/measuring-appointment', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...data,
          postcode,
          sourcePage: source,
          ...(windows ? { windows } : {}),
          ...currentAttribution(),
          idempotencyKey: key.current,
        }),
      })
      const body = await readJson(res)
      if (res.ok && body.confirmed) {
        key.current = newIdempotencyKey()
        setBooked({ slot: body.window as SlotChoice, email: Boolean(data.customerEmail) })
        return
      }
      if (res.ok) {
        // Stored as a request: beyond a booking limit (the server says why), or the owner switched to request mode.
        key.current = newIdempotencyKey()
        setBooked(null)
        setNotice(
          typeof body.message === 'string'
            ? body.message
            : 'Thank you: your request is in. We’ll call you to confirm a time.',
        )
        setPostcode(null)
        return
      }
      const fields = (body.fields ?? {}) as Errors
      if (res.status === 409) {
        key.current = newIdempotencyKey()
        setErrors({})
        setNotice(String(body.error))
        showSlots((body.next ?? []) as SlotChoice[])
        requestAnimationFrame(() => listRef.current?.focus())
        return
      }
      if (fields.postcode) {
        setPostcode(null)
        setErrors({ postcode: fields.postcode })
        return
      }
      setErrors(fields)
      setNotice(String(body.error ?? TRY_AGAIN))
    } catch {
      setNotice(TRY_AGAIN)
    } finally {
      setBusy(false)
    }
  }

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
