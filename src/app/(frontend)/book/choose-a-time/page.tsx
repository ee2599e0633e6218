import type { Metadata } from 'next'

import { Honeypot, TextAreaField, TextField } from '@/components/forms/FormFields'
import { EnhancedSlotList } from '@/components/forms/SlotCalendar'
import { SlotRadioList } from '@/components/forms/SlotRadioList'
import { Button, ButtonLink } from '@/components/ui/Button'
import { freeWeekFor } from '@/lib/booking/weekPage'
import { slotChoice } from '@/lib/booking/labels'
import { BOOKING_MESSAGES, coversPostcode } from '@/lib/booking/instant'
import { getSiteSettings } from '@/lib/cms'
import { getAvailability } from '@/lib/booking/readAvailability'
import { getPayloadClient } from '@/lib/cms/payload'
import { WeekLinks } from '@/components/forms/WeekLinks'
import { telHref } from '@/lib/format/phone'
import { ukPostcode } from '@/lib/validation/common'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = {
  title: 'Choose a time for your free measuring visit',
  robots: { index: false, follow: true },
  alternates: { canonical: '/book' },
}

const PROBLEMS: Record<string, string> = {
  full: BOOKING_MESSAGES.full,
  outside: BOOKING_MESSAGES.outside,
  postcode: BOOKING_MESSAGES.postcode,
}

/**
 * Instant booking without JavaScript: the visitor's postcode (a GET form), then the free windows for it as a radio
 * list with their details, posted to /api/measuring-appointment and confirmed at once. In request mode the page
 * sends visitors to /book.
 */
export default async function ChooseATimePage({
  searchParams,
}: {
  searchParams: Promise<{ postcode?: string; problem?: string; source?: string; week?: string; windows?: string }>
}) {
  const [params, rules, settings] = await Promise.all([searchParams, getAvailability(), getSiteSettings()])
  const parsed = ukPostcode.safeParse(params.postcode ?? '')
  const postcode = parsed.success ? parsed.data : null
  const covered = postcode ? coversPostcode(rules, postcode) : false
  const source =
    typeof params.source === 'string' && params.source.startsWith('/') ? params.source : '/book/choose-a-time'
  const problem = params.problem ? PROBLEMS[params.problem] : null
  // The windows priced on /price travel with the booking (the server prices them again when it stores it).
  const windows = typeof params.windows === 'string' && params.windows.length <= 4000 ? params.windows : ''

  if (rules.mode !== 'instant') {
    return (
      <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
        <h1 className="text-4xl font-semibold">Book Your Free Measuring Visit</h1>
        <p className="mt-4 text-lg text-muted">Tell us when suits you and we&apos;ll call to confirm a time.</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink href="/book">Book a visit</ButtonLink>
        </div>
      </div>
    )
  }

  const page = covered ? await freeWeekFor(await getPayloadClient(), rules, params.week) : null
  const slots = page?.slots ?? []
  const weekHref = (week: string) =>
    `/book/choose-a-time?${new URLSearchParams({ postcode: postcode ?? '', source, week, ...(windows ? { windows } : {}) })}#free-times`
  return (
    <div className="bg-canvas pb-20 pt-6 md:pt-8">
      <div className="container-page max-w-3xl" id="booking">
        <p className="eyebrow">Free, no obligation</p>
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Choose a time for your visit</h1>
        <p className="mt-4 text-lg text-muted">Pick a free time and your measuring visit is confirmed at once.</p>
        {problem ? (
          <p role="alert" className="mt-4 rounded-md bg-white p-4 font-medium text-danger shadow-card">
            {problem}
          </p>
        ) : null}

        <form method="get" action="/book/choose-a-time" className="mt-6 flex flex-wrap items-end gap-3">
          <TextField
            id="slot-postcode"
            name="postcode"
            label="Your postcode"
            autoComplete="postal-code"
            defaultValue={postcode ?? params.postcode ?? ''}
            error={params.postcode && !postcode ? 'Please enter a full UK postcode.' : undefined}
            className="min-w-48 flex-1"
          />
          <input type="hidden" name="source" value={source} />
          {windows ? <input type="hidden" name="windows" value={windows} /> : null}
          <Button type="submit" variant="secondary">
            Show free times
          </Button>
        </form>

        {postcode && !covered ? <p className="mt-6 text-lg">{BOOKING_MESSAGES.outside}</p> : null}
        {page ? (
          <WeekLinks
            label={page.label}
            previous={page.previous ? weekHref(page.previous) : null}
            next={page.next ? weekHref(page.next) : null}
          />
        ) : null}
        {covered && slots.length === 0 ? (
          <p className="mt-6 text-lg">
            There are no free times {page?.previous || page?.next ? 'this week' : 'online just now'}. Call us on{' '}
            <a href={telHref(settings.phonePrimary)}>{settings.phonePrimary}</a> and we&apos;ll find one.
          </p>
        ) : null}
        {covered && slots.length ? (
          <form
            method="post"
            action="/api/measuring-appointment"
            className="mt-8 space-y-6 rounded-card bg-white p-5 shadow-card md:p-8"
            data-testid="instant-booking"
          >
            <EnhancedSlotList slots={slots.map(slotChoice)} legend="Free times">
              <SlotRadioList slots={slots.map(slotChoice)} legend="Free times" />
            </EnhancedSlotList>
            <input type="hidden" name="postcode" value={postcode!} />
            <input type="hidden" name="sourcePage" value={source} />
            {windows ? <input type="hidden" name="windows" value={windows} /> : null}
            <Honeypot name="website" />
            <div className="grid gap-4 md:grid-cols-2">
              <TextField id="slot-name" name="customerName" label="Full name" autoComplete="name" />
              <TextField id="slot-phone" name="customerPhone" label="Phone number" type="tel" autoComplete="tel" />
              <TextField id="slot-email" name="customerEmail" label="Email" type="email" autoComplete="email" />
              <TextField id="slot-address" name="address" label="Address" autoComplete="street-address" />
            </div>
            <TextAreaField id="slot-notes" name="notes" label="Anything we should know?" optional rows={3} />
            <Button type="submit">Book this time</Button>
          </form>
        ) : null}
      </div>
    </div>
  )
}
