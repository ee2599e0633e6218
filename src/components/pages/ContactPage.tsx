import { CalendarCheck, Clock, Mail, MapPin, Navigation, Phone } from 'lucide-react'
import type { ReactNode } from 'react'

import { LazyContactForm } from '@/components/forms/LazyForms'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { ButtonLink } from '@/components/ui/Button'
import { Section } from '@/components/ui/Section'
import type { SiteSettings } from '@/lib/cms'
import { openingHoursLines } from '@/lib/format/hours'
import { telHref } from '@/lib/format/phone'
import { businessJsonLd, JsonLd } from '@/lib/seo/jsonld'
import { PageHero } from './PageHero'

function DetailCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4 rounded-card bg-white p-5 shadow-card md:p-6">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-navy-soft text-navy">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-lg font-semibold">{title}</h3>
        <div className="mt-1 text-muted">{children}</div>
      </div>
    </div>
  )
}

/** /contact: phone, e-mail, showroom and hours from the settings global, directions without a map, the contact form. */
export function ContactPage({ settings }: { settings: SiteSettings }) {
  const { address } = settings
  const addressLines = [address.street, address.locality, address.city, address.postcode].filter(Boolean)
  const place = address.locality || address.city
  const hours = openingHoursLines(settings.openingHours)
  return (
    <>
      <PageHero
        crumbs={[{ name: 'Contact', path: '/contact' }]}
        eyebrow="Contact us"
        title="Get in touch"
        intro={
          <p>
            Call us, send a message or visit our showroom in {place}. We reply to every message within{' '}
            {settings.leadTimes.responseHours} hours.
          </p>
        }
        actions={
          <>
            <ButtonLink href={telHref(settings.phonePrimary)} size="lg">
              <Phone aria-hidden="true" />
              Call {settings.phonePrimary}
            </ButtonLink>
            <ButtonLink href="/book" variant="secondary" size="lg">
              <CalendarCheck aria-hidden="true" />
              Book Free Measuring
            </ButtonLink>
          </>
        }
      />

      <Section aria-labelledby="contact-details-heading">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-14">
          <div>
            <h2 id="contact-details-heading" className="text-3xl font-semibold">
              How to reach us
            </h2>
            <div className="mt-6 space-y-4">
              <DetailCard icon={<Phone aria-hidden="true" className="size-5" />} title="Phone">
                <p>
                  <a
                    href={telHref(settings.phonePrimary)}
                    className="text-lg font-semibold text-navy underline-offset-4 hover:underline"
                  >
                    {settings.phonePrimary}
                  </a>
                </p>
                {settings.phoneSecondary && (
                  <p>
                    or{' '}
                    <a
                      href={telHref(settings.phoneSecondary)}
                      className="font-semibold text-navy underline-offset-4 hover:underline"
                    >
                      {settings.phoneSecondary}
                    </a>
                  </p>
                )}
                <p className="mt-1 text-sm">During opening hours; leave a message and we&apos;ll ring you back.</p>
              </DetailCard>
              <DetailCard icon={<Mail aria-hidden="true" className="size-5" />} title="E-mail">
                <p>
                  <a
                    href={`mailto:${settings.email}`}
                    className="font-semibold text-navy underline-offset-4 [overflow-wrap:anywhere] hover:underline"
                  >
                    {/* On a narrow screen a long address wraps after the @, not inside the domain */}
                    {settings.email.split(/(?<=@)/).map((part, i) => (
                      <span key={i} className="inline-block">
                        {part}
                      </span>
                    ))}
                  </a>
                </p>
                <p className="mt-1 text-sm">We&apos;ll respond within {settings.leadTimes.responseHours} hours.</p>
              </DetailCard>
              <DetailCard icon={<MapPin aria-hidden="true" className="size-5" />} title="Showroom">
                <address className="not-italic" data-testid="showroom-address">
                  {addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </DetailCard>
              <DetailCard icon={<Clock aria-hidden="true" className="size-5" />} title="Opening hours">
                <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1" data-testid="opening-hours">
                  {hours.map((h) => (
                    <div key={h.days} className="contents">
                      <dt className="font-medium text-ink">{h.days}</dt>
                      <dd>{h.hours}</dd>
                    </div>
                  ))}
                </dl>
              </DetailCard>
            </div>
          </div>

          <div className="rounded-card bg-white p-6 shadow-lift md:p-8" id="message">
            <h2 className="text-3xl font-semibold">Send us a message</h2>
            <p className="mt-2 text-muted">
              Ask a question or request a quote. We&apos;ll reply within {settings.leadTimes.responseHours} hours.
            </p>
            <div className="mt-6">
              <LazyContactForm source="/contact" />
            </div>
          </div>
        </div>
      </Section>

      <Section tone="white" aria-labelledby="directions-heading">
        <div className="grid gap-8 md:grid-cols-[auto_1fr] md:gap-10">
          <span className="inline-flex size-14 items-center justify-center rounded-full bg-oak-soft text-walnut">
            <Navigation aria-hidden="true" className="size-6" />
          </span>
          <div className="max-w-3xl">
            <h2 id="directions-heading" className="text-3xl font-semibold">
              Finding our showroom
            </h2>
            <div className="mt-5 space-y-4 text-lg text-muted" data-testid="directions">
              <p>
                Our showroom is at {[address.street, address.locality, address.city].filter(Boolean).join(', ')}{' '}
                {address.postcode}.
              </p>
              <p>
                <strong className="font-semibold text-ink">By car:</strong> set your sat-nav or phone to{' '}
                <strong className="font-semibold text-ink">{address.postcode}</strong>.
              </p>
              <p>
                <strong className="font-semibold text-ink">By bus or train:</strong> plan your journey to{' '}
                {address.postcode} with the{' '}
                <a
                  href="https://www.tfwm.org.uk/plan-your-journey/"
                  className="text-navy underline underline-offset-4"
                  rel="noopener noreferrer"
                >
                  Transport for West Midlands journey planner
                </a>
                .
              </p>
              <p>
                Please ring ahead on {settings.phonePrimary} before you visit: we&apos;re often out measuring, and
                we&apos;d like someone to be free to show you the samples. Or let us come to you: the measuring visit is
                free.
              </p>
            </div>
          </div>
        </div>
      </Section>

      <ClosingCta
        settings={settings}
        title="Rather we came to you?"
        text="Book a free measuring visit: we bring samples of every finish, measure every window and leave a written quote."
      />
      <JsonLd data={businessJsonLd(settings)} />
    </>
  )
}
