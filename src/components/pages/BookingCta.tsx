import { CalendarCheck, Mail, Phone } from 'lucide-react'

import { ButtonLink } from '@/components/ui/button'
import type { SiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'

/** The closing call to action of an inner page: one primary action (book, by default) and the phone beside it. */
export function BookingCta({
  settings,
  title,
  text,
  eyebrow = 'Free and without obligation',
  href = '/book',
  label = 'Book Free Measuring',
  id = 'book',
}: {
  settings: SiteSettings
  title: string
  text: string
  eyebrow?: string
  href?: string
  label?: string
  id?: string
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="relative overflow-hidden bg-navy py-16 text-white md:py-20"
      data-testid="booking-cta"
    >
      <div aria-hidden="true" className="slats-light absolute inset-0" />
      <div className="container-page relative text-center">
        <p className="text-sm font-semibold uppercase tracking-[0.14em] text-oak-light">{eyebrow}</p>
        <h2 id={`${id}-heading`} className="mx-auto mt-3 max-w-2xl text-3xl md:text-[2.5rem] md:leading-[1.15]">
          {title}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-mist">{text}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink href={href} variant="light" size="lg">
            {href === '/contact' ? <Mail aria-hidden="true" /> : <CalendarCheck aria-hidden="true" />}
            {label}
          </ButtonLink>
          <ButtonLink href={telHref(settings.phonePrimary)} variant="outlineLight" size="lg" className="tabular">
            <Phone aria-hidden="true" />
            Call {settings.phonePrimary}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}
