import { CalendarCheck, Phone } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import type { SiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'
import { BOOKING_HREF } from '@/lib/navigation'

/** Seed 2.3 booking call to action (anchor booking-section). */
export function BookingCta({ settings }: { settings: SiteSettings }) {
  return (
    <section
      id="booking-section"
      aria-labelledby="booking-heading"
      className="relative overflow-hidden bg-navy py-16 text-white md:py-20"
      data-testid="booking-section"
    >
      <div
        aria-hidden="true"
        className="slats-light absolute inset-0 [mask-image:radial-gradient(ellipse_at_center,transparent_30%,black_85%)]"
      />
      <div className="container-page relative text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-oak-light">Free and without obligation</p>
        <h2 id="booking-heading" className="mx-auto mt-3 max-w-2xl text-3xl md:text-[2.5rem] md:leading-[1.15]">
          Book Your Free Measuring Consultation
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist">
          We&apos;ll visit your home, measure every window and bring samples of every finish, so you can see them in
          your own light.
        </p>
        <div className="mt-8 flex flex-col items-center gap-4">
          <ButtonLink href={BOOKING_HREF} variant="light" size="lg">
            <CalendarCheck aria-hidden="true" />
            Schedule Your Free Consultation
          </ButtonLink>
          <p className="text-mist">
            Or call us on{' '}
            <a
              href={telHref(settings.phonePrimary)}
              className="tabular inline-flex items-center gap-1.5 font-semibold text-white underline-offset-4 hover:underline"
            >
              <Phone className="size-4" aria-hidden="true" />
              {settings.phonePrimary}
            </a>
          </p>
        </div>
      </div>
    </section>
  )
}
