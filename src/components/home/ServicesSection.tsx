import { ArrowRight, Check, Ruler, Timer, Wrench } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { SectionWords } from '@/lib/cms'
import type { ServiceView } from '@/lib/services/readServices'
import { HOME_SERVICE_SLUGS } from '@/content/services'

const ICONS = { 'free-measuring': Ruler, 'expert-installation': Wrench, 'fast-track-fitting': Timer } as const

/**
 * Services section: three cards (the service's name, and its home-page card's text and points, filled) with links,
 * and 'View All Services'.
 */
export function ServicesSection({ services: all, heading }: { services: ServiceView[]; heading: SectionWords }) {
  const services = HOME_SERVICE_SLUGS.flatMap((slug) => {
    const s = all.find((x) => x.slug === slug)
    if (!s) return []
    const icon = ICONS[slug as keyof typeof ICONS] ?? Ruler
    return [{ icon, title: s.name, href: `/services/${slug}`, text: s.homeCard.text, points: s.homeCard.points }]
  })

  return (
    <Section id="services" aria-labelledby="services-heading" tone="white" data-testid="services-section">
      <SectionHeading id="services-heading" {...heading} />
      <ul className="grid gap-6 md:grid-cols-3">
        {services.map(({ icon: Icon, title, href, text, points }) => (
          <li key={title} className="flex flex-col rounded-card border border-line bg-canvas p-6 md:p-7">
            <span className="grid size-12 place-items-center rounded-full bg-navy text-white">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h3 className="mt-5 text-xl text-ink">{title}</h3>
            <p className="mt-2 text-[0.9375rem] text-muted">{text}</p>
            <ul className="mt-4 space-y-2 text-[0.9375rem]">
              {points.map((point) => (
                <li key={point} className="flex gap-2.5">
                  <Check className="mt-1 size-4 shrink-0 text-oak-deep" aria-hidden="true" />
                  {point}
                </li>
              ))}
            </ul>
            <IntentLink
              href={href}
              className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-navy hover:underline"
            >
              Learn more<span className="sr-only"> about {title}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </IntentLink>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <ButtonLink href="/services" variant="secondary" size="lg">
          View All Services
        </ButtonLink>
      </div>
    </Section>
  )
}
