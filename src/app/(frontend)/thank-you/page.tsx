import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/IntentLink'

import { ButtonLink } from '@/components/ui/Button'
import { BOOKING_MESSAGES } from '@/lib/booking/instant'
import { visitLabel } from '@/lib/booking/visitMails'
import type { SlotWindow } from '@/lib/booking/availability'
import { slotOf } from '@/lib/booking/slots'
import { getSiteSettings } from '@/lib/cms'
import { getAvailability } from '@/lib/booking/readAvailability'
import { getPayloadClient } from '@/lib/cms/payload'
import { telHref } from '@/lib/format/phone'
import { OUTSIDE_AREA_MESSAGES } from '@/lib/areas/coverage'
import { formPagePath, LEAD_FIELD_LABELS, openFormErrors } from '@/lib/leads/formErrors'
import { readFormDraft } from '@/lib/leads/formDraft'
import { poolOf } from '@/lib/platform/db'
import { FormAgain, formOfDraft } from '@/components/forms/FormAgain'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/** Where a form sent without JavaScript lands (the JSON path shows a toast instead). */
export default async function ThankYouPage({
  searchParams,
}: {
  searchParams: Promise<{
    ok?: string
    type?: string
    booked?: string
    errors?: string
    from?: string
    outside?: string
    held?: string
    draft?: string
  }>
}) {
  const { ok, booked, errors: sealed, from, outside, held, draft: draftId } = await searchParams
  // An instant booking beyond a limit in Booking availability, stored as a request.
  const heldMessage =
    held === 'contact' ? BOOKING_MESSAGES.heldByContact : held === 'address' ? BOOKING_MESSAGES.heldByAddress : null
  // An instant booking names its confirmed window ("YYYY-MM-DD|window").
  const window =
    booked && /^\d{4}-\d{2}-\d{2}\|(morning|afternoon|evening|weekend)$/.test(booked) ? booked.split('|') : null
  const [settings, rules] = await Promise.all([getSiteSettings(), getAvailability()])
  const success = ok !== '0'
  // A form that failed validation: each field by its label with its message, as the interactive form shows them.
  const fieldErrors = !success && sealed ? openFormErrors((await getPayloadClient()).secret, sealed) : null
  const problems = Object.entries(fieldErrors ?? {}).filter(([name]) => name in LEAD_FIELD_LABELS)
  // What the visitor typed, kept on the server under the draft's id: the form is shown again below, filled in.
  const draft = problems.length && draftId ? await readFormDraft(poolOf(await getPayloadClient()), draftId) : null
  const again = draft && formOfDraft(draft) ? draft : null

  if (problems.length) {
    return (
      <div className="container-page max-w-2xl pb-20 pt-6 md:pt-8">
        <h1 className="text-4xl font-semibold">Please check the form</h1>
        <p className="mt-4 text-lg text-muted">Nothing was sent yet. These details need another look:</p>
        <ul className="mt-6 space-y-3 rounded-card bg-white p-5 shadow-card" data-testid="form-errors">
          {problems.map(([name, message]) => (
            <li key={name}>
              <strong>{LEAD_FIELD_LABELS[name]}</strong>: <span className="text-danger">{message}</span>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href={again ? '#lead-form' : formPagePath(from)}>Back to the form</ButtonLink>
          <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary">
            Call {settings.phonePrimary}
          </ButtonLink>
        </div>
        <p className="mt-4 text-sm text-muted">
          {again ? 'Your details are in the form below. ' : "Your browser's back button keeps what you typed. "}
          <IntentLink href="/" className="underline">
            Home page
          </IntentLink>
        </p>
        {again ? (
          <section
            id="lead-form"
            aria-label="Your form"
            className="mt-10 scroll-mt-24 rounded-card bg-white p-5 shadow-card"
          >
            <FormAgain draft={again} errors={fieldErrors ?? {}} />
          </section>
        ) : null}
      </div>
    )
  }

  return (
    <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
      <h1 className="text-4xl font-semibold">{success ? 'Thank you!' : 'Something was missing'}</h1>
      <p className="mt-4 text-lg text-muted">
        {success && heldMessage
          ? heldMessage
          : success && window
            ? `Your measuring visit is confirmed for ${visitLabel(slotOf(rules, window[0], window[1] as SlotWindow))}. The confirmation and a calendar invite are on their way to your inbox.`
            : success && outside === '1'
              ? OUTSIDE_AREA_MESSAGES.request
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
