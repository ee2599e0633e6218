import { Home, Phone } from '@/components/icons'
import type { Metadata } from 'next'

import { ButtonLink } from '@/components/ui/Button'

export const notFoundMetadata: Metadata = {
  title: { absolute: '404 Page Not Found' },
  robots: { index: false, follow: true },
}
export const metadata = notFoundMetadata

/** Any unknown path (and an unknown area slug) shows this page, inside the shared layout. */
export default function NotFound() {
  return (
    <section className="relative overflow-hidden" data-testid="not-found">
      <div aria-hidden="true" className="slats absolute inset-0 opacity-60" />
      <div className="container-page relative flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <p className="font-serif text-7xl font-semibold text-oak md:text-8xl" aria-hidden="true">
          404
        </p>
        <h1 className="mt-4 text-3xl text-ink md:text-4xl">404 Page Not Found</h1>
        <p className="mt-3 max-w-md text-lg text-muted">Did you forget to add the page to the router?</p>
        <p className="mt-1 max-w-md text-muted">
          The page you asked for isn&apos;t here. These will get you back on track:
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/" size="lg">
            <Home aria-hidden="true" />
            Back to the home page
          </ButtonLink>
          <ButtonLink href="/contact" size="lg" variant="secondary">
            <Phone aria-hidden="true" />
            Contact us
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
