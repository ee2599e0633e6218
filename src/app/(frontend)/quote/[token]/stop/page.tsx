import type { Metadata } from 'next'

import { Button, ButtonLink } from '@/components/ui/Button'
import { getSiteSettings } from '@/lib/cms'
import { decodedSegment } from '@/lib/platform/safePath'
import { telHref } from '@/lib/format/phone'

// Behind a follow-up e-mail's "Stop reminders about this quote". A page that asks, not a link that acts: mail
// scanners open links, and they must not stop a customer's reminders. Mail programs' own "unsubscribe" posts at once.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Stop reminders about your quote', robots: { index: false, follow: false } }

export default async function StopFollowUpsPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ done?: string }>
}) {
  const [{ token }, { done }, settings] = await Promise.all([params, searchParams, getSiteSettings()])
  const safeToken = encodeURIComponent(decodedSegment(token))
  const stopped = done === 'stopped'
  return (
    <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
      <h1 className="text-4xl font-semibold">{stopped ? 'Reminders stopped' : 'Stop reminders about this quote?'}</h1>
      <p role={done ? 'status' : undefined} className="mt-4 text-lg text-muted">
        {stopped
          ? 'We will not send you any more reminders about this quote. It stays open until its valid-until date.'
          : done
            ? 'This link no longer works: the quote was sent again or has expired. Call us and we will help.'
            : 'We will stop e-mailing you about this quote. It stays open: you can still read, accept or decline it.'}
      </p>
      {!done ? (
        <form method="post" action="/api/quote" className="mt-8">
          <input type="hidden" name="token" value={decodedSegment(token)} />
          <input type="hidden" name="action" value="stop" />
          <Button type="submit">Stop reminders</Button>
        </form>
      ) : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <ButtonLink href={`/quote/${safeToken}`} variant="secondary">
          Back to your quote
        </ButtonLink>
        <ButtonLink href={telHref(settings.phonePrimary)} variant="secondary">
          Call {settings.phonePrimary}
        </ButtonLink>
      </div>
    </div>
  )
}
