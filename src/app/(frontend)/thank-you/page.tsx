import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/Button'
import { BOOKING_MESSAGES } from '@/lib/booking/instant'
import { visitLabel } from '@/lib/booking/mails'
import { getSiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/** Where a form sent without JavaScript lands (the JSON path shows a toast instead). */
export default async function ThankYouPage({
  searchParams,
}: {
  searchParams: Promise<{ ok?: string; type?: string; booked?: string; held?: string }>
}) {
  const { ok, booked, held } = await searchParams
  // An instant booking beyond a limit in Booking availability, stored as a request.
  const heldMessage =
    held === 'contact' ? BOOKING_MESSAGES.heldByContact : held === 'address' ? BOOKING_MESSAGES.heldByAddress : null
  // An instant booking names its confirmed window ("YYYY-MM-DD|window").
  const window =
    booked && /^\d{4}-\d{2}-\d{2}\|(morning|afternoon|evening|weekend)$/.test(booked) ? booked.split('|') : null
  const settings = await getSiteSettings()
  const success = ok !== '0'
  return (
    <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
      <h1 className="text-4xl font-semibold">{success ? 'Thank you!' : 'Something was missing'}</h1>
      <p className="mt-4 text-lg text-muted">
        {success && heldMessage
          ? heldMessage
          : success && window
            ? `Your measuring visit is confirmed for ${visitLabel({ date: window[0], window: window[1] })}. The confirmation and a calendar invite are on their way to your inbox.`
            : success
              ? "We'll contact you to confirm your measuring appointment."
              : 'Some details were missing or not quite right, so nothing was sent. Please go back and check the form, or call us.'}
      </p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary">
          Call {settings.phonePrimary}
        </ButtonLink>
        <ButtonLink href="/">Back to the home page</ButtonLink>
      </div>
    </div>
  )
}
