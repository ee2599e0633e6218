import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { redirect } from 'next/navigation'

import { VisitCardView } from '@/components/visits/VisitCardView'
import { getPayloadClient } from '@/lib/cms/payload'
import { readVisits } from '@/lib/visits/readVisits'

// Per signed-in user and never shared: Next answers a dynamic page `private, no-cache, no-store`.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Visits' }

const SIGN_IN_URL = '/admin/login?redirect=%2Fvisits'

/** /visits: the staff's measuring and fitting visits today and for the next seven days, for a phone. */
export default async function VisitsPage() {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const days = await readVisits(payload, user as Parameters<typeof readVisits>[1])
  if (!days) redirect(SIGN_IN_URL)
  const total = days.reduce((n, d) => n + d.visits.length, 0)
  return (
    <main className="mx-auto max-w-xl px-3 pt-4 pb-16">
      <header className="mb-4 flex items-baseline justify-between gap-3">
        <h1 className="text-2xl font-semibold">Visits</h1>
        <p className="text-sm text-muted">
          {total === 1 ? '1 visit' : `${total} visits`} in 8 days ·{' '}
          <Link className="underline" href="/admin" prefetch={false}>
            Admin
          </Link>
        </p>
      </header>
      {days.map((day) => (
        <section key={day.date} aria-labelledby={`day-${day.date}`} className="mb-6">
          <h2 id={`day-${day.date}`} className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">
            {day.label}
          </h2>
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
    </main>
  )
}
