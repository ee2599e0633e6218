import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/Button'
import { getSiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'

export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } }

/** Where a form sent without JavaScript lands (the JSON path shows a toast instead). */
export default async function ThankYouPage({
  searchParams,
}: {
  searchParams: Promise<{ ok?: string; type?: string }>
}) {
  const { ok } = await searchParams
  const settings = await getSiteSettings()
  const success = ok !== '0'
  return (
    <div className="container-page max-w-2xl pb-20 pt-6 text-center md:pt-8">
      <h1 className="text-4xl font-semibold">{success ? 'Thank you!' : 'Something was missing'}</h1>
      <p className="mt-4 text-lg text-muted">
        {success
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
