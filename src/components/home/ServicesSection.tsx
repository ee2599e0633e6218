import { ArrowRight, Check, Ruler, Timer, Wrench } from 'lucide-react'
import Link from 'next/link'

import { ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { SiteSettings } from '@/lib/cms'
import { fastTrackText, guaranteeText, installHoursText, standardFitText } from './facts'

/** Services section: three cards with feature lists and links, and 'View All Services'. */
export function ServicesSection({ settings }: { settings: SiteSettings }) {
  const services = [
    {
      icon: Ruler,
      title: 'Free Measuring Service',
      href: '/services/free-measuring',
      text: 'We come to your home, measure every window precisely and bring samples of every finish to hold against your walls.',
      points: ['A visit at a time that suits you', 'Samples of every finish', 'A written, no-obligation quote'],
    },
    {
      icon: Wrench,
      title: 'Expert Installation',
      href: '/services/expert-installation',
      text: `Our own fitters install every blind, usually ${standardFitText(settings)} after measuring, and leave the room as they found it.`,
      points: [
        `Most homes done in ${installHoursText(settings)}`,
        'Brackets, fixings and tidy-up included',
        `${guaranteeText(settings)} on every blind`,
      ],
    },
    {
      icon: Timer,
      title: 'Fast-Track Fitting',
      href: '/services/fast-track-fitting',
      text: `Moving in or expecting guests? We can make and fit your blinds within ${fastTrackText(settings)} of measuring.`,
      points: [
        `Fitted within ${fastTrackText(settings)}`,
        'Small extra fee, agreed up front',
        'The same made-to-measure quality',
      ],
    },
  ]

  return (
    <Section id="services" aria-labelledby="services-heading" tone="white" data-testid="services-section">
      <SectionHeading
        id="services-heading"
        eyebrow="How we work"
        title="Measured, made and fitted by us"
        intro="One local team from the first tape measure to the last bracket."
      />
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
            <Link
              href={href}
              className="mt-auto inline-flex items-center gap-1.5 pt-6 font-semibold text-navy hover:underline"
            >
              Learn more<span className="sr-only"> about {title}</span>
              <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
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
