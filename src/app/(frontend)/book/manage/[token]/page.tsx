import type { Metadata } from 'next'

import { SlotRadioList } from '@/components/forms/SlotRadioList'
import { WeekLinks } from '@/components/forms/WeekLinks'
import { Button, ButtonLink } from '@/components/ui/Button'
import { slotChoice } from '@/lib/booking/labels'
import { manageView } from '@/lib/booking/manage'
import { visitLabel } from '@/lib/booking/visitMails'
import { getSiteSettings } from '@/lib/cms'
import { getPayloadClient } from '@/lib/cms/payload'
import { decodedSegment } from '@/lib/platform/safePath'
import { telHref } from '@/lib/format/phone'

export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your measuring visit', robots: { index: false, follow: false } }

const DONE: Record<string, string> = {
  moved: 'Done: your visit has moved. An updated calendar invite is on its way to your inbox.',
  cancelled: 'Your visit is cancelled. A calendar update is on its way to your inbox.',
  full: 'Sorry, that time has just been booked. Please choose another of the free times below.',
  error: 'We couldn’t change your visit just now. Please try again in a minute, or call us.',
}

/** The customer's own page for one booking, opened from the link in their e-mail: move or cancel, no account. */
export default async function ManageVisitPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ done?: string; week?: string }>
}) {
  const [{ token }, { done, week }, settings] = await Promise.all([params, searchParams, getSiteSettings()])
  const view = await manageView(await getPayloadClient(), decodedSegment(token), week)
  const call = (
    <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary">
      Call {settings.phonePrimary}
    </ButtonLink>
  )

  if (!view.ok) {
    return (
      <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
        <h1 className="text-4xl font-semibold">
          {view.reason === 'expired' ? 'This link has expired' : 'This link doesn’t work'}
        </h1>
        <p className="mt-4 text-lg text-muted">
          {view.reason === 'expired'
            ? 'Links to change a visit stop working a day after the visit. Call us and we’ll help.'
            : 'Please open the link exactly as it is in your confirmation e-mail, or call us and we’ll change your visit for you.'}
        </p>
        <div className="mt-8 flex justify-center">{call}</div>
      </div>
    )
  }

  const { appointment, current, free } = view
  const weekHref = (monday: string) => `/book/manage/${token}?${new URLSearchParams({ week: monday })}#free-times`
  const cancelled = appointment.status === 'cancelled'
  return (
    <div className="container-page max-w-2xl pb-20 pt-6 md:pt-8">
      <h1 className="text-4xl font-semibold">Your measuring visit</h1>
      {done && DONE[done] ? (
        <p role="status" className="mt-4 rounded-md bg-white p-4 shadow-card">
          {DONE[done]}
        </p>
      ) : null}
      <p className="mt-4 text-lg">
        {cancelled ? 'Cancelled: ' : appointment.status === 'confirmed' ? 'Confirmed: ' : ''}
        <strong>{current ? visitLabel(current) : 'no time booked'}</strong>
      </p>
      <p className="text-muted">
        {appointment.address}
        {appointment.postcode ? `, ${appointment.postcode}` : ''}
      </p>

      {appointment.status === 'confirmed' ? (
        <>
          <form
            method="post"
            action="/api/booking/manage"
            className="mt-8 space-y-4 rounded-card bg-white p-5 shadow-card"
          >
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="action" value="move" />
            {view.week ? (
              <WeekLinks
                label={view.week.label}
                previous={view.week.previous ? weekHref(view.week.previous) : null}
                next={view.week.next ? weekHref(view.week.next) : null}
              />
            ) : null}
            {free.length ? (
              <>
                <SlotRadioList slots={free.map(slotChoice)} legend="Move to another free time" />
                <Button type="submit">Move my visit</Button>
              </>
            ) : (
              <p>
                There are no other free times {view.week?.previous || view.week?.next ? 'this week' : 'just now'}. Call
                us and we&apos;ll find one.
              </p>
            )}
          </form>
          <form method="post" action="/api/booking/manage" className="mt-6">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="action" value="cancel" />
            <Button type="submit" variant="secondary">
              Cancel my visit
            </Button>
          </form>
        </>
      ) : (
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/book">Book a new visit</ButtonLink>
          {call}
        </div>
      )}
    </div>
  )
}
