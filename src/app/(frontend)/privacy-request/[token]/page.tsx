import type { Metadata } from 'next'

import { Button } from '@/components/ui/Button'
import { getPayloadClient } from '@/lib/cms/payload'
import { requestOfLink } from '@/lib/privacy/requests'

// The person's confirmation of their privacy request: read fresh on every request, never cached, never indexed.
export const dynamic = 'force-dynamic'
export const metadata: Metadata = { title: 'Confirm your request', robots: { index: false, follow: false } }

const WHAT: Record<string, string> = {
  'erasure-request': 'erase the personal data we hold about you',
  'copy-request': 'send you a copy of the personal data we hold about you',
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
      <h1 className="text-4xl font-semibold">{title}</h1>
      <p role="status" className="mt-4 text-lg text-muted">
        {text}
      </p>
    </div>
  )
}

/**
 * Opened from the e-mailed link. Opening it confirms nothing (mail scanners open links): the person presses the
 * button, which posts the token to the privacy log's `confirm` endpoint.
 */
export default async function PrivacyRequestPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>
  searchParams: Promise<{ done?: string }>
}) {
  const [{ token }, { done }] = await Promise.all([params, searchParams])
  const link = await requestOfLink(await getPayloadClient(), 'privacy-confirm', decodeURIComponent(token))
  if (!link.ok || done === 'invalid' || done === 'expired')
    return link.ok || link.reason === 'invalid' ? (
      <Message
        title="This link doesn’t work"
        text="Please open the link exactly as it is in your e-mail, or ask us for a new one."
      />
    ) : (
      <Message title="This link has expired" text="Ask us for a new one and we will send it straight away." />
    )
  const { request } = link
  if (done === 'confirmed' || request.status !== 'open')
    return (
      <Message
        title="Thank you: your request is confirmed"
        text="We will now deal with it and let you know when it is done."
      />
    )
  return (
    <div className="container-page max-w-2xl pb-20 pt-6 md:pt-8">
      <h1 className="text-4xl font-semibold">Confirm your request</h1>
      <p className="mt-4 text-lg text-muted">
        We were asked to {WHAT[request.kind] ?? 'act on the personal data we hold about you'}. If it was you, confirm
        below; if not, close this page and nothing will happen.
      </p>
      <form method="post" action="/api/cms/privacy-requests/confirm" className="mt-8">
        <input type="hidden" name="token" value={token} />
        <Button type="submit">Yes, it was me</Button>
      </form>
    </div>
  )
}
