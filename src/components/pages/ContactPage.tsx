import { CalendarCheck, Clock, Mail, MapPin, Navigation, Phone } from '@/components/icons'
import { Fragment, type ReactNode } from 'react'

import { LazyContactForm } from '@/components/forms/LazyForms'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { ButtonLink } from '@/components/ui/Button'
import { Section } from '@/components/ui/Section'
import { type SiteSettings } from '@/lib/cms'
import { fillFacts } from '@/lib/format/placeholders'
import type { ContactWords } from '@/content'
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

/** A line whose `{postcode}` is shown in bold; the other facts are filled as plain text. */
function withBoldPostcode(text: string, settings: SiteSettings): ReactNode {
  const parts = text.split('{postcode}')
  return parts.map((part, i) => (
    <Fragment key={i}>
      {i > 0 && <strong className="font-semibold text-ink">{settings.address.postcode}</strong>}
      {fillFacts(part, settings)}
    </Fragment>
  ))
}

/**
 * /contact: the words from the contact-page global (`words`, placeholders not yet filled); phone, e-mail, showroom
 * and hours from the settings global, directions without a map, the contact form.
 */
export function ContactPage({ settings, words }: { settings: SiteSettings; words: ContactWords }) {
  const { address } = settings
  const addressLines = [address.street, address.locality, address.city, address.postcode].filter(Boolean)
  const hours = openingHoursLines(settings.openingHours)
  const fill = (text: string) => fillFacts(text, settings)
  const { directions } = words
  return (
    <>
      <PageHero
        crumbs={[{ name: 'Contact', path: '/contact' }]}
        eyebrow={fill(words.eyebrow)}
        title={fill(words.title)}
        intro={<p>{fill(words.intro)}</p>}
        actions={
          <>
            <ButtonLink href={telHref(settings.phonePrimary)} size="lg">
              <Phone aria-hidden="true" />
              {fill(words.callLabel)}
            </ButtonLink>
            <ButtonLink href="/book" variant="secondary" size="lg">
              <CalendarCheck aria-hidden="true" />
              {fill(words.bookLabel)}
            </ButtonLink>
          </>
        }
      />

      <Section aria-labelledby="contact-details-heading">
        <div className="grid gap-10 lg:grid-cols-[1fr_1.15fr] lg:gap-14">
          <div>
            <h2 id="contact-details-heading" className="text-3xl font-semibold">
              {fill(words.detailsTitle)}
            </h2>
            <div className="mt-6 space-y-4">
              <DetailCard icon={<Phone aria-hidden="true" className="size-5" />} title={fill(words.phone.title)}>
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
                <p className="mt-1 text-sm">{fill(words.phone.note)}</p>
              </DetailCard>
              <DetailCard icon={<Mail aria-hidden="true" className="size-5" />} title={fill(words.email.title)}>
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
                <p className="mt-1 text-sm">{fill(words.email.note)}</p>
              </DetailCard>
              <DetailCard icon={<MapPin aria-hidden="true" className="size-5" />} title={fill(words.showroomTitle)}>
                <address className="not-italic" data-testid="showroom-address">
                  {addressLines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </DetailCard>
              <DetailCard icon={<Clock aria-hidden="true" className="size-5" />} title={fill(words.hoursTitle)}>
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
            <h2 className="text-3xl font-semibold">{fill(words.message.title)}</h2>
            <p className="mt-2 text-muted">{fill(words.message.text)}</p>
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
              {fill(directions.title)}
            </h2>
            <div className="mt-5 space-y-4 text-lg text-muted" data-testid="directions">
              <p>{fill(directions.intro)}</p>
              <p>
                <strong className="font-semibold text-ink">{fill(directions.byCar.label)}</strong>{' '}
                {withBoldPostcode(directions.byCar.text, settings)}
              </p>
              <p>
                <strong className="font-semibold text-ink">{fill(directions.byBus.label)}</strong>{' '}
                {fill(directions.byBus.text)}{' '}
                <a
                  href={directions.byBus.linkUrl}
                  className="text-navy underline underline-offset-4"
                  rel="noopener noreferrer"
                >
                  {fill(directions.byBus.linkLabel)}
                </a>
                .
              </p>
              <p>{fill(directions.ringAhead)}</p>
            </div>
          </div>
        </div>
      </Section>

      <ClosingCta settings={settings} title={fill(words.cta.title)} text={fill(words.cta.text)} />
      <JsonLd data={businessJsonLd(settings)} />
    </>
  )
}
