import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound, redirect } from 'next/navigation'

import { MeasureWindows } from '@/components/visits/MeasureWindows'
import { RefusedWindows } from '@/components/visits/RefusedWindows'
import { getPayloadClient } from '@/lib/cms/payload'
import { readMeasure } from '@/lib/visits/readMeasure'

// Per signed-in user and never shared: Next answers a dynamic page `private, no-cache, no-store`.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Measure the windows' }

/** /visits/measure/<appointment>: the visit's windows measured room by room on the phone, priced as typed. */
export default async function MeasurePage({ params }: { params: Promise<{ appointmentId: string }> }) {
  const { appointmentId } = await params
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const visit = await readMeasure(payload, user, appointmentId)
  if (visit === null) redirect(`/admin/login?redirect=${encodeURIComponent(`/visits/measure/${appointmentId}`)}`)
  if (!visit || !user) notFound()
  const { appointment } = visit
  return (
    // Whose page this is (the phone's queue and the worker read it: docs/visits.md, "What the phone keeps").
    <main className="mx-auto max-w-xl px-3 pt-4 pb-16" data-staff-user={user.id}>
      <p className="text-sm">
        {/* A full page load, which the service worker answers from its copy without signal. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
        <a className="text-navy underline" href="/visits">
          ← Visits
        </a>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">Measure the windows</h1>
      <p className="mb-4 text-sm text-muted">
        {appointment.customerName} · {[appointment.address, appointment.postcode].filter(Boolean).join(', ')}
      </p>
      {appointment.customerMessage ? (
        <p className="mb-4 rounded-card border border-line bg-card p-3 text-sm">
          <span className="font-semibold">Customer&apos;s message:</span> {appointment.customerMessage}
        </p>
      ) : null}
      {appointment.open ? (
        <MeasureWindows
          appointmentId={appointment.id}
          products={visit.products}
          windows={visit.windows}
          photos={visit.photos}
        />
      ) : (
        <>
          <p className="rounded-card border border-line bg-card p-3 text-sm">
            This visit is no longer open: its windows cannot be measured here.
          </p>
          <RefusedWindows appointmentId={appointment.id} />
        </>
      )}
    </main>
  )
}
