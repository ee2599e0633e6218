import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { KeepDay } from '@/components/visits/KeepDay'
import { SignOut } from '@/components/visits/SignOut'
import { VisitCardView } from '@/components/visits/VisitCardView'
import { getPayloadClient } from '@/lib/cms/payload'
import { readVisits } from '@/lib/visits/readVisits'

// Per signed-in user and never shared: Next answers a dynamic page `private, no-cache, no-store`.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Visits' }

const SIGN_IN_URL = '/admin/login?redirect=%2Fvisits'

/** The days whose visit pages the phone keeps by itself: today and tomorrow (the list starts with today). */
const KEPT_DAYS = 2

/** What the last "on my way" or "Make the quote" did (the endpoint's answer to a form post), by its code. */
const SENT_STATUS: Record<string, string> = {
  sent: 'On my way sent to the customer.',
  'sent-email-only': 'On my way e-mailed; the text message could not be sent.',
  'already-sent': 'On my way was already sent for this visit in the last two minutes: nothing sent again.',
  'not-found': 'That visit is no longer open: nothing sent.',
  'not-today': 'That visit is not today: nothing sent. Open “On my way” on its card to send it anyway.',
  invalid: 'Choose one of the arrival times: nothing sent.',
  'quote-sent': 'Quote sent to the customer’s e-mail. Show the customer to accept it here, or leave it with them.',
  'quote-unchanged': 'This quote was already sent with these windows: nothing sent again.',
  'quote-no-email': 'Quote made as a draft: the customer gave no e-mail. Add it in /admin to send the quote.',
  'nothing-measured': 'Measure the windows first: there is nothing to quote.',
  'not-sendable': 'Quote made but not sent: a window beyond the price grid needs its price in /admin.',
  'window-refused':
    'Quote not made: a measured window cannot be quoted as it is. Open Measure, correct it and save it again (it says why).',
}

/** /visits: the staff's measuring and fitting visits today and for the next seven days, for a phone. */
export default async function VisitsPage({ searchParams }: { searchParams: Promise<{ sent?: string }> }) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const days = await readVisits(payload, user)
  if (!days || !user) redirect(SIGN_IN_URL)
  const status = SENT_STATUS[String((await searchParams).sent)] ?? null
  const total = days.reduce((n, d) => n + d.visits.length, 0)
  return (
    // Whose page this is: the phone's queue shows and sends only this user's windows, and the worker keeps a page
    // only with its user (a page without it is the sign-in).
    <main className="mx-auto max-w-xl px-3 pt-4 pb-16" data-staff-user={user.id}>
      <header className="mb-4 flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Visits</h1>
        <p className="text-sm text-muted">
          {total === 1 ? '1 visit' : `${total} visits`} in 8 days ·{' '}
          <Link className="underline" href="/admin" prefetch={false}>
            Admin
          </Link>
        </p>
      </header>
      {status ? (
        <p role="status" className="mb-4 rounded-card border border-line bg-card p-3 text-sm">
          {status}
        </p>
      ) : null}
      {days.map((day, index) => (
        // Today's and tomorrow's visit pages are kept for use without signal; a later day's on the fitter's tap.
        <section
          key={day.date}
          aria-labelledby={`day-${day.date}`}
          className="mb-6"
          data-keep-offline={index < KEPT_DAYS ? '' : undefined}
        >
          <h2 id={`day-${day.date}`} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
            {day.label}
          </h2>
          {index >= KEPT_DAYS && day.visits.length ? <KeepDay day={day.date} /> : null}
          {day.visits.length === 0 ? (
            <p className="text-sm text-muted">No visits.</p>
          ) : (
            <ol className="space-y-3">
              {day.visits.map((visit) => (
                <li key={`${visit.kind}-${visit.id}`}>
                  <VisitCardView visit={visit} />
                </li>
              ))}
            </ol>
          )}
        </section>
      ))}
      <SignOut />
    </main>
  )
}
