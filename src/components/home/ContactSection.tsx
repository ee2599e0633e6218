import { CalendarCheck, Clock, Mail, MapPin, Phone } from '@/components/icons'
import type { ReactNode } from 'react'

import { InstantBookingPanel } from '@/components/forms/InstantBookingPanel'
import { LazyContactForm } from '@/components/forms/LazyForms'
import { addressLines } from '@/lib/format/address'
import { SocialLinks } from '@/components/layout/SocialIcon'
import { ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { SectionWords, SiteSettings } from '@/lib/cms'
import { openingHoursLines } from '@/lib/format/hours'
import { telHref } from '@/lib/format/phone'
import { BOOKING_HREF } from '@/lib/navigation/siteLinks'

function Item({ icon: Icon, title, children }: { icon: typeof Phone; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-full bg-oak-soft text-walnut">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <h3 className="font-sans text-sm font-semibold uppercase tracking-wider text-muted">{title}</h3>
        <div className="mt-1 text-ink">{children}</div>
      </div>
    </li>
  )
}

/**
 * Contact section (anchor contact): phone, e-mail, showroom, opening hours and social links from the settings
 * global, and the contact form, which stores what it receives as a quote request.
 */
export function ContactSection({ settings, heading }: { settings: SiteSettings; heading: SectionWords }) {
  const hours = openingHoursLines(settings.openingHours)
  return (
    <Section id="contact" aria-labelledby="contact-heading" tone="white" data-testid="contact-section">
      <SectionHeading id="contact-heading" {...heading} />
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr] lg:gap-14">
        <div>
          <ul className="space-y-6">
            <Item icon={Phone} title="Phone">
              <a
                href={telHref(settings.phonePrimary)}
                className="tabular text-lg font-semibold text-navy hover:underline"
              >
                {settings.phonePrimary}
              </a>
              {settings.phoneSecondary && (
                <a href={telHref(settings.phoneSecondary)} className="tabular block text-muted hover:underline">
                  {settings.phoneSecondary}
                </a>
              )}
            </Item>
            <Item icon={Mail} title="E-mail">
              <a href={`mailto:${settings.email}`} className="break-all font-semibold text-navy hover:underline">
                {settings.email}
              </a>
              <p className="text-sm text-muted">We&apos;ll respond within {settings.leadTimes.responseHours} hours</p>
            </Item>
            <Item icon={MapPin} title="Showroom">
              <address className="not-italic">{addressLines(settings.address).join(', ')}</address>
            </Item>
            <Item icon={Clock} title="Opening hours">
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-0.5" data-testid="opening-hours">
                {hours.map((line) => (
                  <div key={line.days} className="contents">
                    <dt className="text-muted">{line.days}</dt>
                    <dd className="tabular">{line.hours}</dd>
                  </div>
                ))}
              </dl>
            </Item>
          </ul>
          <div className="mt-8 flex flex-col gap-5 border-t border-line pt-6 sm:flex-row sm:items-center sm:justify-between">
            <SocialLinks links={settings.socialLinks} businessName={settings.businessName} />
            <ButtonLink href={BOOKING_HREF} variant="wood">
              <CalendarCheck aria-hidden="true" />
              Book a Free Consultation
            </ButtonLink>
          </div>
        </div>

        <div className="rounded-2xl border border-line bg-canvas p-5 md:p-8">
          <InstantBookingPanel idPrefix="contact-instant" source="/" phone={settings.phonePrimary} />
          <h3 className="text-2xl text-ink">Send us a message</h3>
          <p className="mt-1 text-muted">
            Tell us about your windows and we&apos;ll get back to you with a free quote.
          </p>
          <div className="mt-6">
            <LazyContactForm source="/" />
          </div>
        </div>
      </div>
    </Section>
  )
}
