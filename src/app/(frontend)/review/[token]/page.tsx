import type { Metadata } from 'next'

import { Button, ButtonLink } from '@/components/ui/Button'
import { getSiteSettings } from '@/lib/cms'
import { getPayloadClient } from '@/lib/cms/payload'
import { decodedSegment } from '@/lib/platform/safePath'
import { TYPED_TEXT_LINK_MESSAGE as DIRECTION_MESSAGE_FOR_LINKS } from '@/lib/validation/typedText'
import { telHref } from '@/lib/format/phone'
import { reviewView } from '@/lib/reviews/reviewLink'

// The customer's own review form: read fresh on every request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Your review', robots: { index: false, follow: false } }

const DONE: Record<string, string> = {
  characters: DIRECTION_MESSAGE_FOR_LINKS,
  incomplete: 'Please choose from one to five stars and write a few words.',
  busy: 'Too many tries from your connection just now. Please wait a little.',
  error: 'That did not go through just now. Please try again in a minute.',
}

export default async function ReviewPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ done?: string }>
}) {
  const [{ token }, { done }, settings] = await Promise.all([params, searchParams, getSiteSettings()])
  const view = await reviewView(await getPayloadClient(), decodedSegment(token))

  if (view.state !== 'open') {
    const [title, text] =
      done === 'thanks' || view.state === 'done'
        ? [
            'Thank you for your review',
            'We read every review. Once the owner has published it, it appears on our site.',
          ]
        : view.state === 'expired'
          ? ['This review link has expired', 'Call us if you would still like to tell us how we did.']
          : ['This review link doesn’t work', 'Please open the link exactly as it is in your e-mail.']
    return (
      <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
        <h1 className="text-4xl font-semibold">{title}</h1>
        <p className="mt-4 text-lg text-muted">{text}</p>
        <div className="mt-8 flex justify-center">
          <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary">
            Call {settings.phonePrimary}
          </ButtonLink>
        </div>
      </div>
    )
  }

  return (
    <div className="container-page max-w-2xl pb-20 pt-6 md:pt-8">
      <h1 className="text-4xl font-semibold">How did we do?</h1>
      <p className="mt-4 text-lg text-muted">
        Your review will be shown as a verified customer&apos;s
        {view.fittedMonth ? `, fitted ${view.fittedMonth}` : ''}
        {view.areaName ? ` in ${view.areaName}` : ''}. Good or bad, we would like to hear it.
      </p>
      {done && DONE[done] ? (
        <p role="status" className="mt-4 rounded-md bg-white p-4 shadow-card">
          {DONE[done]}
        </p>
      ) : null}
      <form method="post" action="/api/review" className="mt-8 space-y-5 rounded-card bg-white p-5 shadow-card">
        <input type="hidden" name="token" value={token} />
        <fieldset>
          <legend className="font-medium">Your rating</legend>
          <div className="mt-2 flex flex-wrap gap-3">
            {[5, 4, 3, 2, 1].map((n) => (
              <label key={n} className="flex min-h-11 items-center gap-2 rounded-md border border-navy/30 px-3">
                <input type="radio" name="rating" value={n} required />
                <span>
                  {n} {n === 1 ? 'star' : 'stars'}
                </span>
              </label>
            ))}
          </div>
        </fieldset>
        <label className="block">
          <span className="font-medium">Your review</span>
          <textarea
            name="text"
            required
            minLength={2}
            maxLength={3000}
            rows={5}
            className="mt-1 block w-full rounded-md border border-navy/30 px-3 py-2"
          />
        </label>
        <label className="flex items-start gap-3">
          <input type="checkbox" name="showFirstName" value="yes" className="mt-1 size-5" />
          <span>
            Show my first name ({view.firstName}) with my review. Without it, it shows as &ldquo;Verified
            customer&rdquo;.
          </span>
        </label>
        <Button type="submit">Send my review</Button>
      </form>
    </div>
  )
}
