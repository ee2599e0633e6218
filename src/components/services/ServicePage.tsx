import { ArrowRight } from 'lucide-react'
import Link from 'next/link'

import { PageHero } from '@/components/pages/PageHero'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { FaqSection } from '@/components/sections/Faqs'
import { HeroActions } from '@/components/sections/HeroActions'
import { NumberedSteps } from '@/components/ui/Steps'
import { CheckList } from '@/components/ui/CheckList'
import { Section } from '@/components/ui/Section'
import type { FaqView, SiteSettings } from '@/lib/cms'
import { absoluteUrl, JsonLd } from '@/lib/seo/jsonld'
import { SERVICES, type ServiceContent } from '@/lib/services'
import { ServiceIcon } from './ServiceIcon'
import { TimingsCard } from './TimingsCard'

/** One service page: what, how, timings from the settings, the topic's FAQs and the booking call to action. */
export function ServicePage({
  service,
  settings,
  faqs,
}: {
  service: ServiceContent
  settings: SiteSettings
  faqs: FaqView[]
}) {
  const path = `/services/${service.slug}`
  const others = SERVICES.filter((s) => s.slug !== service.slug)
  return (
    <>
      <PageHero
        crumbs={[
          { name: 'Services', path: '/services' },
          { name: service.name, path },
        ]}
        eyebrow={service.eyebrow}
        title={service.h1(settings)}
        intro={<p>{service.intro(settings)}</p>}
        aside={<TimingsCard timings={service.timings(settings)} />}
        actions={<HeroActions action={service.cta} phone={settings.phonePrimary} />}
      />

      <Section tone="white" aria-labelledby="what-heading">
        <div className="grid gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14">
          <div>
            <h2 id="what-heading" className="text-3xl font-semibold md:text-4xl">
              {service.whatTitle}
            </h2>
            <div className="mt-6 space-y-4 text-lg text-muted">
              {service.what(settings).map((p) => (
                <p key={p.slice(0, 40)}>{p}</p>
              ))}
            </div>
          </div>
          <div className="rounded-card bg-oak-soft p-6 md:p-8">
            <h3 className="text-xl font-semibold">Included</h3>
            <CheckList items={service.includes(settings)} className="mt-4 space-y-3" />
          </div>
        </div>
      </Section>

      <Section aria-labelledby="how-heading">
        <h2 id="how-heading" className="text-3xl font-semibold md:text-4xl">
          {service.howTitle}
        </h2>
        <NumberedSteps
          steps={service.how(settings)}
          className="mt-10 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none"
        />
      </Section>

      <FaqSection faqs={faqs} title={`Questions about ${service.shortName}`} />

      <Section tone="canvas" aria-labelledby="more-services-heading" className="py-12 md:py-14">
        <h2 id="more-services-heading" className="text-2xl font-semibold">
          More of our services
        </h2>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {others.map((s) => (
            <li key={s.slug}>
              <Link
                href={`/services/${s.slug}`}
                className="group flex h-full items-center gap-3 rounded-card border border-line bg-white p-4 font-semibold text-ink transition-shadow hover:shadow-card"
              >
                <ServiceIcon name={s.icon} className="size-5 shrink-0 text-walnut" />
                <span className="flex-1">{s.name}</span>
                <ArrowRight
                  aria-hidden="true"
                  className="size-4 text-navy transition-transform group-hover:translate-x-0.5"
                />
              </Link>
            </li>
          ))}
        </ul>
      </Section>

      <ClosingCta
        settings={settings}
        title={service.cta.title}
        text={service.cta.text(settings)}
        action={{ href: service.cta.href, label: service.cta.label }}
      />
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'Service',
          name: service.name,
          description: service.metaDescription(settings),
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
