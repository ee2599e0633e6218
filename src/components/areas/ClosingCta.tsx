import { CalendarCheck, Mail, MapPin, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { ButtonLink } from '@/components/ui/button'
import type { SiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'

/** Closing call to action (seed 2.4, 2.5): the address, 'Fully insured • Family business', call and e-mail. */
export function ClosingCta({
  settings,
  title,
  children,
  emailSubject,
  bookHref,
}: {
  settings: SiteSettings
  title: ReactNode
  children?: ReactNode
  emailSubject: string
  /** A booking button instead of nothing (the area index has no form on the page) */
  bookHref?: string
}) {
  const { address } = settings
  const mailto = `mailto:${settings.email}?subject=${encodeURIComponent(emailSubject)}`
  return (
    <section aria-labelledby="closing-cta-title" className="py-14 md:py-20" data-section="cta">
      <div className="container-page">
        <div className="relative overflow-hidden rounded-card bg-navy px-6 py-10 text-white shadow-lift md:px-12 md:py-14">
          <div aria-hidden="true" className="slats-light absolute inset-0" />
          <div className="relative grid gap-8 md:grid-cols-[1.4fr_1fr] md:items-center">
            <div>
              <h2 id="closing-cta-title" className="text-3xl font-semibold md:text-4xl">
                {title}
              </h2>
              {children && <div className="mt-4 max-w-xl text-lg text-white/90">{children}</div>}
              <p className="mt-6 flex items-start gap-2 text-white/90">
                <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-oak-soft" />
                <span>
                  Showroom: {address.street}, {address.locality}, {address.city} {address.postcode}
                </span>
              </p>
              <p className="mt-2 font-semibold text-oak-soft">Fully insured • Family business</p>
            </div>
            <div className="flex flex-col gap-3">
              <ButtonLink href={telHref(settings.phonePrimary)} variant="light" size="lg" data-testid="cta-call">
                <Phone aria-hidden="true" /> Call {settings.phonePrimary}
              </ButtonLink>
              <ButtonLink
                href={mailto}
                size="lg"
                className="border border-white/70 bg-transparent text-white hover:bg-white/10"
                data-testid="cta-email"
              >
                <Mail aria-hidden="true" /> Email Us Today
              </ButtonLink>
              {bookHref && (
                <ButtonLink
                  href={bookHref}
                  size="lg"
                  className="border border-white/70 bg-transparent text-white hover:bg-white/10"
                >
                  <CalendarCheck aria-hidden="true" /> Book a Free Survey
                </ButtonLink>
              )}
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
