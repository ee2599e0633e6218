import type { Metadata } from 'next'
import { headers } from 'next/headers'
import Link from 'next/link'
import { notFound, redirect } from 'next/navigation'

import { FittingMoney } from '@/components/visits/FittingMoney'
import { FittingPaymentForm } from '@/components/visits/FittingPaymentForm'
import { SignOffForm } from '@/components/visits/SignOffForm'
import { getPayloadClient } from '@/lib/cms/payload'
import { readFitting } from '@/lib/visits/readFitting'
import { formatPence } from '@/lib/format/money'
import { longDate } from '@/lib/platform/ukDates'
import { isStaffUser } from '@/lib/platform/roles'

// Per signed-in user and never shared.
export const dynamic = 'force-dynamic'

export const metadata: Metadata = { title: 'Fitting sign-off' }

/** What the last post of the checklist did, by the code it came back with. */
const SAVED_STATUS: Record<string, string> = {
  'signed-off': 'Signed off: the order is fitted. The customer’s copy of the checklist is on its way by e-mail.',
  saved: 'Checklist saved.',
  'held-back': 'Saved. A window is not signed off, so the order stays open.',
  incomplete: 'Saved. Each window needs all its ticks (or “All fine”), or the reason it cannot be signed off.',
  'name-needed': 'Saved. The customer types their full name to sign off.',
  'already-signed-off': 'This order is already signed off: nothing changed.',
  invalid: 'Nothing saved: a reason is too long or has unusual characters (often pasted in).',
  'not-found': 'This order cannot be signed off.',
}

/** What the last payment recorded without JavaScript did (with it, the form says so itself). */
const PAID_STATUS: Record<string, (owed: string) => string> = {
  recorded: () => 'Payment recorded.',
  'too-much': (owed) => `Not recorded: that is more than the ${owed} still owed. Check the amount.`,
  changed: () => 'Not recorded: a payment was recorded on this order meanwhile. Check what is still owed.',
  invalid: () => 'Not recorded: type the amount in pounds, e.g. 150 or 150.50, and choose cash or cheque.',
  'not-accepted': () => 'Not recorded: this order is signed off. Record any later payment in the admin.',
  'not-recorded': () => 'Not recorded: the order refused it. Check the amount, or record it in the admin.',
  'too-many': () => 'Not recorded: too many payments at once. Wait a minute and try again.',
}

/** /visits/fitting/:id — the fitting's checklist, window by window, and the customer's sign-off, on the phone. */
export default async function FittingPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>
  searchParams: Promise<{ saved?: string; paid?: string }>
}) {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: await headers() })
  const { id } = await params
  if (!isStaffUser(user)) redirect(`/admin/login?redirect=${encodeURIComponent(`/visits/fitting/${id}`)}`)
  const fitting = await readFitting(payload, user, id)
  if (!fitting) notFound()
  const query = await searchParams
  const saved = String(query.saved)
  const status = SAVED_STATUS[saved] ?? null
  const paid = PAID_STATUS[String(query.paid)]?.(formatPence(fitting.money.owedPence)) ?? null
  return (
    // Whose page this is (the phone's queue and the worker read it: docs/visits.md, "What the phone keeps").
    <main className="mx-auto max-w-xl px-3 pt-4 pb-16" data-staff-user={user.id}>
      <p className="text-sm">
        <Link className="underline" href={`/visits#fitting-${fitting.id}`} prefetch={false}>
          ← Visits
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-semibold">Fitting sign-off</h1>
      <p className="text-muted">
        Order {fitting.number} · {fitting.customerName} · {fitting.address}
      </p>
      {status ? (
        <p role="status" className="mt-4 rounded-card border border-line bg-card p-3 text-sm">
          {status}
        </p>
      ) : null}
      <section
        id="money"
        aria-labelledby="money-heading"
        className="mt-4 rounded-card border border-line bg-card p-4 shadow-card"
      >
        <h2 id="money-heading" className="font-semibold">
          Money
        </h2>
        <FittingMoney money={fitting.money} />
        {paid ? (
          <p role="status" className="mt-3 text-sm" data-paid-status>
            {paid}
          </p>
        ) : null}
        {/* Collected before the sign-off: the customer's copy then states what is still owed after it. */}
        {!fitting.fitted ? (
          <FittingPaymentForm quoteId={fitting.id} seen={fitting.paymentsSeen} owedPence={fitting.money.owedPence} />
        ) : null}
      </section>
      {fitting.signed ? (
        <p className="mt-4 rounded-card bg-oak-soft p-3" data-signed-off>
          Signed off by <strong>{fitting.signed.name}</strong> on {longDate(fitting.signed.at)}. Photos{' '}
          {fitting.signed.photoConsent ? 'may' : 'may not'} be shown on the website.
        </p>
      ) : null}
      {/* Back from a post that did not sign: the customer's name and consent are put back, not typed again. */}
      <SignOffForm fitting={fitting} restoreSignature={status !== null && saved !== 'signed-off'} />
    </main>
  )
}
