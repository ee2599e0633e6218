import type { Metadata } from 'next'
import { headers } from 'next/headers'

import { InPersonNotice } from '@/components/quotes/InPersonNotice'

import { OrderConfirmation } from '@/components/quotes/OrderConfirmation'
import { QuoteDocument } from '@/components/quotes/QuoteDocument'
import { Button, ButtonLink } from '@/components/ui/Button'
import { getSiteSettings } from '@/lib/cms'
import { getPayloadClient } from '@/lib/cms/payload'
import { isStaffUser } from '@/lib/platform/roles'
import { dayMonthYearAtTime } from '@/lib/platform/ukDates'
import { decodedSegment } from '@/lib/platform/safePath'
import { TYPED_TEXT_LINK_MESSAGE as DIRECTION_MESSAGE_FOR_LINKS } from '@/lib/validation/typedText'
import { telHref } from '@/lib/format/phone'
import {
  quoteView,
  type QuoteView,
  DECLINE_REASONS,
  DECLINE_WORDS_MAX,
  IN_PERSON_REASONS,
  inPersonCheck,
  type InPersonCheck,
} from '@/lib/orders'
import { requestId } from '@/lib/platform/requestId'

// The customer's own quote: read fresh on every request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your quote', robots: { index: false, follow: false } }

const DONE: Record<string, string> = {
  characters: DIRECTION_MESSAGE_FOR_LINKS,
  accepted: 'Thank you: your order is confirmed. We will call you to arrange the fitting.',
  asked: 'Thank you: your question is with us. We will reply soon.',
  declined: 'Thank you for letting us know. This quote is now declined; call us if you change your mind.',
  stopped: 'We will not send you any more reminders about this quote.',
  incomplete: 'Please type your full name and tick the box to accept, write your question, or choose why you decline.',
  changed:
    'Nothing was accepted: this quote was changed before your acceptance reached us. A new version is sent to you by e-mail.',
  withdrawn: 'Nothing was accepted: this link has been withdrawn.',
  busy: 'Too many tries from your connection just now. Please wait a little, or call us.',
  error: 'That did not go through just now. Please try again in a minute, or call us.',
}

const when = dayMonthYearAtTime

export default async function QuotePage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ done?: string; visit?: string }>
}) {
  const [{ token }, { done, visit }, settings, payload] = await Promise.all([
    params,
    searchParams,
    getSiteSettings(),
    getPayloadClient(),
  ])
  const view = await quoteView(payload, decodedSegment(token))
  // Open on a signed-in staff member's phone: the customer accepts in person (see InPersonNotice), but only on the
  // page opened from the visit (`?visit=`, "Show the customer"), on its day, with the staff who measured it or the
  // owner (`inPersonCheck`, which the endpoint's write checks again). Anywhere else a staff session gets no form.
  const { user } = await payload.auth({ headers: await headers() }).catch(() => ({ user: null }))
  const staff = isStaffUser(user) ? user : null
  const visitId = requestId(visit)
  const inPerson: InPersonCheck | null =
    view.state !== 'open' || !staff
      ? null
      : visitId === null
        ? { ok: false, status: 403, reason: IN_PERSON_REASONS.staffOnline }
        : await inPersonCheck(payload, { quoteVisit: view.visit, visitId, userId: staff.id })
  const call = (
    <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary">
      Call {settings.phonePrimary}
    </ButtonLink>
  )
  const notice =
    done && DONE[done] ? (
      <p role="status" data-print-hide className="mb-6 rounded-md bg-white p-4 shadow-card">
        {DONE[done]}
      </p>
    ) : null

  if (
    view.state === 'invalid' ||
    view.state === 'expired' ||
    view.state === 'superseded' ||
    view.state === 'withdrawn'
  ) {
    // None of these pages shows the quote, a way to accept it or any other link to it.
    const [title, text] =
      view.state === 'expired'
        ? ['This quote link has expired', 'Quotes are valid for a limited time. Call us and we will renew yours.']
        : view.state === 'superseded'
          ? [
              'This quote has been updated',
              `We have changed revision ${view.revision} of your quote since we sent it, so it can no longer be accepted. A new version is sent to you by e-mail.`,
            ]
          : view.state === 'withdrawn'
            ? [
                'This quote link has been withdrawn',
                'We sent this quote again, and this earlier link no longer works. Please use the link in our latest e-mail, or call us.',
              ]
            : [
                'This quote link doesn’t work',
                'Please open the link exactly as it is in your e-mail, or call us and we will help.',
              ]
    return (
      <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
        {notice}
        <h1 className="text-4xl font-semibold">{title}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">{call}</div>
      </div>
    )
  }

  const { content } = view as Extract<QuoteView, { content: unknown }>
  return (
    <div className="container-page max-w-3xl pb-20 pt-6 md:pt-8 print:max-w-none print:p-0">
      {notice}
      {view.state === 'accepted' ? (
        <p className="mb-6 rounded-md bg-oak-soft p-4" data-quote-accepted>
          Accepted by <strong>{view.acceptedName}</strong> on {when(view.acceptedAt)}
          {view.inPersonWith ? <> in person, with {view.inPersonWith}</> : null}. This is your order.
        </p>
      ) : null}
      {view.state === 'accepted' && staff ? (
        // On the fitter's phone, once the customer has accepted in front of them: back to the day's visits.
        <p data-print-hide className="mb-6">
          <ButtonLink href="/visits" variant="secondary">
            Back to your visits
          </ButtonLink>
        </p>
      ) : null}
      {view.state === 'closed' ? (
        <p className="mb-6 rounded-md bg-white p-4 shadow-card">
          {view.status === 'expired'
            ? 'This quote is past its valid-until date. Call us and we will renew it.'
            : view.status === 'declined'
              ? 'This quote was declined. Call us if you would like another.'
              : 'This quote can no longer be accepted online. Call us with any question.'}
        </p>
      ) : null}
      <QuoteDocument content={content} businessName={settings.businessName} />
      {view.state === 'accepted' && view.confirmation ? (
        <OrderConfirmation content={content} confirmation={view.confirmation} phone={settings.phonePrimary} />
      ) : null}

      {inPerson?.ok ? <InPersonNotice staffName={inPerson.witness.name} settings={settings} /> : null}
      {inPerson && !inPerson.ok ? (
        <section
          data-print-hide
          data-in-person-refused
          className="mt-8 space-y-2 rounded-card bg-white p-5 shadow-card"
        >
          <h2 className="text-xl font-semibold">This quote cannot be accepted on this phone</h2>
          <p>{inPerson.reason}</p>
        </section>
      ) : null}
      {view.state === 'open' && (!inPerson || inPerson.ok) ? (
        <form
          method="post"
          action="/api/quote"
          data-print-hide
          className="mt-8 space-y-4 rounded-card bg-white p-5 shadow-card"
        >
          <h2 className="text-xl font-semibold">Accept this quote</h2>
          <input type="hidden" name="token" value={token} />
          {inPerson?.ok ? (
            <>
              <input type="hidden" name="action" value="inPerson" />
              <input type="hidden" name="visit" value={String(visitId)} />
            </>
          ) : (
            <input type="hidden" name="action" value="accept" />
          )}
          <label className="block">
            <span className="font-medium">Your full name</span>
            <input
              name="name"
              required
              minLength={3}
              maxLength={100}
              autoComplete="name"
              className="mt-1 block w-full rounded-md border border-navy/30 px-3 py-2"
            />
          </label>
          <label className="flex items-start gap-3">
            <input type="checkbox" name="terms" value="yes" required className="mt-1 size-5" />
            <span>I accept this quote, revision {content.revision}, and the payment terms above.</span>
          </label>
          <Button type="submit">Accept this quote</Button>
        </form>
      ) : null}

      {(view.state === 'open' || view.state === 'accepted') && view.asked.length ? (
        <section aria-labelledby="asked-heading" data-print-hide data-asked className="mt-8 space-y-3">
          <h2 id="asked-heading" className="text-xl font-semibold">
            Your questions
          </h2>
          <ul className="space-y-3">
            {view.asked.map((q) => (
              <li key={q.askedAt} className="rounded-card bg-white p-4 shadow-card">
                <p className="text-sm text-muted">Asked on {when(q.askedAt)}</p>
                <p className="mt-1 whitespace-pre-line">{q.text}</p>
                <p className="mt-2 whitespace-pre-line">
                  {q.answer ? (
                    <>
                      <strong>Our answer:</strong> {q.answer}
                    </>
                  ) : (
                    <span className="text-muted">We will reply by e-mail soon.</span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {view.state === 'open' || view.state === 'accepted' ? (
        <form method="post" action="/api/quote" data-print-hide className="mt-6 space-y-3">
          <input type="hidden" name="token" value={token} />
          <input type="hidden" name="action" value="question" />
          <label className="block">
            <span className="font-medium">A question about your quote?</span>
            <textarea
              name="question"
              required
              maxLength={2000}
              rows={3}
              className="mt-1 block w-full rounded-md border border-navy/30 px-3 py-2"
            />
          </label>
          <Button type="submit" variant="secondary">
            Ask a question
          </Button>
        </form>
      ) : null}
      {view.state === 'open' ? (
        <details className="mt-8 rounded-card bg-white p-5 shadow-card" data-print-hide data-decline>
          <summary className="cursor-pointer font-medium">Not going ahead? Tell us why</summary>
          <form method="post" action="/api/quote" className="mt-4 space-y-3">
            <input type="hidden" name="token" value={token} />
            <input type="hidden" name="action" value="decline" />
            <fieldset className="space-y-2">
              <legend className="font-medium">Why are you declining this quote?</legend>
              {DECLINE_REASONS.map((r) => (
                <label key={r.value} className="flex items-center gap-3">
                  <input type="radio" name="reason" value={r.value} required className="size-5" />
                  <span>{r.label}</span>
                </label>
              ))}
            </fieldset>
            <label className="block">
              <span className="font-medium">Anything you would like to add? (optional)</span>
              <textarea
                name="words"
                maxLength={DECLINE_WORDS_MAX}
                rows={3}
                className="mt-1 block w-full rounded-md border border-navy/30 px-3 py-2"
              />
            </label>
            <Button type="submit" variant="secondary">
              Decline this quote
            </Button>
          </form>
        </details>
      ) : null}
      <div className="mt-8 flex" data-print-hide>
        {call}
      </div>
    </div>
  )
}
