import { ArrowRight } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { PageHero } from '@/components/pages/PageHero'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { FaqSection } from '@/components/sections/Faqs'
import { HeroActions } from '@/components/sections/HeroActions'
import { NumberedSteps } from '@/components/ui/Steps'
import { CheckList } from '@/components/ui/CheckList'
import { Section } from '@/components/ui/Section'
import type { FaqView, SiteSettings } from '@/lib/cms'
import type { ServiceView } from '@/lib/services/readServices'
import { openingHoursLines } from '@/lib/format/hours'
import { absoluteUrl, JsonLd } from '@/lib/seo/jsonld'
import { ServiceIcon } from './ServiceIcon'
import { TimingsCard } from './TimingsCard'

/** The facts card's rows: the showroom's opening hours first when the page asks for them, then its own rows. */
export function serviceTimings(service: ServiceView, settings: SiteSettings) {
  const hours = service.timings.showOpeningHours
    ? openingHoursLines(settings.openingHours).map((l) => ({ label: `Showroom ${l.days}`, value: l.hours }))
    : []
  return [...hours, ...service.timings.rows]
}

/**
 * One service page: what, how, timings from the settings, the topic's FAQs and the booking call to action. The words
 * come filled (placeholders replaced); `services` is all five, for the links to the others.
 */
export function ServicePage({
  service,
  services,
  settings,
  faqs,
}: {
  service: ServiceView
  services: ServiceView[]
  settings: SiteSettings
  faqs: FaqView[]
}) {
  const path = `/services/${service.slug}`
  const others = services.filter((s) => s.slug !== service.slug)
  const action = { href: service.ctaHref, label: service.cta.label }
  return (
    <>
      <PageHero
        crumbs={[
          { name: 'Services', path: '/services' },
          { name: service.name, path },
        ]}
        eyebrow={service.hero.eyebrow}
        title={service.hero.title}
        intro={<p>{service.hero.intro}</p>}
        aside={<TimingsCard timings={serviceTimings(service, settings)} />}
        actions={<HeroActions action={action} phone={settings.phonePrimary} />}
      />

      <Section tone="white" aria-labelledby="what-heading">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
          <div>
            <h2 id="what-heading" className="text-3xl font-semibold md:text-4xl">
              {service.what.title}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted">
              {service.what.paragraphs.map((p, i) => (
                <p key={i}>{p}</p>
              ))}
            </div>
          </div>
          <div className="rounded-card bg-oak-soft p-6 md:p-8">
            <h3 className="text-xl font-semibold">Included</h3>
            <CheckList items={service.what.included} className="mt-4 space-y-3" />
          </div>
        </div>
      </Section>

      <Section aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-3xl font-semibold md:text-4xl">
          {service.how.title}
        </h2>
        <NumberedSteps steps={service.how.steps} className="mt-10 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none" />
      </Section>

      <FaqSection faqs={faqs} title={`Questions about ${service.shortName}`} />

      <Section tone="canvas" aria-labelledby="more-services-heading" className="py-12 md:py-14">
        <h2 id="more-services-heading" className="text-2xl font-semibold">
          More of our services
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((s) => (
            <li key={s.slug}>
              <IntentLink
                href={`/services/${s.slug}`}
                className="group flex h-full items-center gap-3 rounded-card border border-line bg-white p-4 font-semibold text-ink transition-shadow hover:shadow-card"
              >
                <ServiceIcon name={s.icon} className="size-5 shrink-0 text-walnut" />
                <span className="flex-1">{s.name}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-navy transition-transform group-hover:translate-x-0.5"
                />
              </IntentLink>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta settings={settings} title={service.cta.title} text={service.cta.text} action={action} />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.name,
          description: service.meta.description,
          url: absoluteUrl(path),
          serviceType: service.name,
          areaServed: { '@type': 'City', name: settings.address.city },
          provider: {
            '@id': absoluteUrl('/#business'),
            '@type': 'HomeAndConstructionBusiness',
            name: settings.businessName,
          },
        }}
      />
    </>
  )
}
