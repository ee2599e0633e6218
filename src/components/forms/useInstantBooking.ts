'use client'

import { type FormEvent, useEffect, useRef, useState } from 'react'

import { OUTSIDE_AREA_MESSAGES } from '@/lib/areas/coverage'
import { currentAttribution } from '@/lib/attribution/firstTouch'
import type { SlotChoice } from '@/lib/booking/labels'
import { newIdempotencyKey } from './idempotencyKey'

/** The week of free times shown, as GET /api/booking/slots answers it. */
export interface WeekInfo {
  start: string
  label: string
  previous: string | null
  next: string | null
}

const TRY_AGAIN = 'We couldn’t reach our booking system just now. Please try again in a minute, or call us.'

/**
 * What GET /api/booking/slots and POST /api/measuring-appointment answer, each field in some answers only: the free
 * times (`covered`, `postcode`, `week`, `slots`), a booking (`confirmed`, `window`, `message`), a refusal (`error`,
 * `fields`, the `next` free times when the chosen one filled).
 */
interface BookingAnswer {
  fields?: Errors
  error?: unknown
  covered?: boolean
  postcode?: string
  week?: WeekInfo | null
  slots?: SlotChoice[]
  confirmed?: boolean
  /** the window booked, with `confirmed` */
  window?: SlotChoice
  message?: unknown
  next?: SlotChoice[]
}

async function readJson(res: Response): Promise<BookingAnswer> {
  try {
    return await res.json()
  } catch {
    return {}
  }
}

export type Errors = Partial<Record<string, string>>

/**
 * The instant booking form's state and its two conversations with the server: the postcode asks GET
 * /api/booking/slots for the free windows (fresh, whatever the page's age; another week on request), and the chosen
 * window with the details goes to POST /api/measuring-appointment. The answer becomes `booked` (confirmed at once),
 * a `notice` (stored as a request, a window that filled meanwhile with the next free ones, a failure) or field errors.
 */
export function useInstantBooking({ source, windows }: { source: string; windows?: string }) {
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
      const fields = body.fields ?? {}
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
      setWeek(body.week ?? null)
      showSlots(body.slots ?? [])
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
      setWeek(body.week ?? null)
      showSlots(body.slots ?? [])
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
      if (res.ok && body.confirmed && body.window) {
        key.current = newIdempotencyKey()
        setBooked({ slot: body.window, email: Boolean(data.customerEmail) })
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
      const fields = body.fields ?? {}
      if (res.status === 409) {
        key.current = newIdempotencyKey()
        setErrors({})
        setNotice(String(body.error))
        showSlots(body.next ?? [])
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

  return { postcode, slots, week, listVersion, notice, errors, busy, booked, listRef, findTimes, showWeek, book }
}
