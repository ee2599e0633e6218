import { ArrowRight, CalendarCheck, Ribbon, Zap } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { PageHero } from '@/components/pages/PageHero'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { HeroActions } from '@/components/sections/HeroActions'
import { SafeImage } from '@/components/ui/SafeImage'
import { ButtonLink } from '@/components/ui/Button'
import { NumberedSteps } from '@/components/ui/Steps'
import { CheckList } from '@/components/ui/CheckList'
import { Section } from '@/components/ui/Section'
import type { ImageView, SiteSettings } from '@/lib/cms'
import type { ServiceView } from '@/lib/services/readServices'
import { fastTrackWords, guaranteeTerm } from '@/lib/format/facts'
import { installHoursText, OPTIONS, responseText, SPECIALIST_SECTIONS, standardLeadText } from '@/lib/services/frames'
import { ServiceIcon } from './ServiceIcon'
import { TimingsCard } from './TimingsCard'

function SpecialistSection({
  section,
  settings,
  image,
  tone,
}: {
  section: (typeof SPECIALIST_SECTIONS)[keyof typeof SPECIALIST_SECTIONS]
  settings: SiteSettings
  image: ImageView | null
  tone: 'white' | 'canvas'
}) {
  return (
    <Section tone={tone} id={section.id} aria-labelledby={`${section.id}-heading`} className="scroll-mt-24">
      <div className={image ? 'grid items-center gap-10 lg:grid-cols-2 lg:gap-14' : 'max-w-3xl'}>
        <div>
          <p className="eyebrow mb-3">{section.eyebrow}</p>
          <h2 id={`${section.id}-heading`} className="text-3xl font-semibold md:text-4xl">
            {section.title}
          </h2>
          <div className="mt-5 space-y-4 text-lg text-muted">
            {section.paragraphs(settings).map((p) => (
              <p key={p.slice(0, 40)}>{p}</p>
            ))}
          </div>
          <CheckList items={section.points} className="mt-6 grid gap-3 space-y-0 sm:grid-cols-2" />
          <ButtonLink href="/book" variant="secondary" className="mt-8">
            <CalendarCheck aria-hidden="true" />
            Book Free Measuring
          </ButtonLink>
        </div>
        {image && (
          <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-oak-soft shadow-lift">
            <SafeImage
              src={image.url}
              alt={image.alt}
              fill
              sizes="(min-width: 1024px) 560px, 100vw"
              className="object-cover"
            />
          </div>
        )}
      </div>
    </Section>
  )
}

/**
 * /services: every service (its name and summary from the service pages' words, filled), the bay-window and
 * child-safety sections (linked as anchors) and the process.
 */
export function ServicesOverview({
  services,
  settings,
  bayImage,
  childImage,
}: {
  services: ServiceView[]
  settings: SiteSettings
  bayImage: ImageView | null
  childImage: ImageView | null
}) {
  const process = [
    { title: 'Book', text: `Book online or call. We reply within ${responseText(settings)}.` },
    { title: 'Measure', text: 'A free visit to measure every window, with samples and a written quote.' },
    {
      title: 'Made to measure',
      text: `Your blinds are made to your sizes: ${standardLeadText(settings)}, or within ${fastTrackWords(settings)} with fast-track.`,
    },
    {
      title: 'Fitted',
      text: `Usually ${installHoursText(settings)} on fitting day, with a ${guaranteeTerm(settings)} guarantee.`,
    },
  ]
  return (
    <>
      <PageHero
        crumbs={[{ name: 'Services', path: '/services' }]}
        eyebrow="Our services"
        title="From free measuring to years of aftercare"
        intro={
          <p>
            We measure, make and fit made-to-measure wooden and faux wood venetian blinds across Birmingham and the West
            Midlands, and we look after them afterwards with a {guaranteeTerm(settings)} guarantee.
          </p>
        }
        aside={
          <TimingsCard
            timings={[
              { label: 'We reply within', value: responseText(settings) },
              { label: 'Measuring visit', value: 'Free' },
              { label: 'Fitting after measuring', value: standardLeadText(settings) },
              { label: 'Fast-track fitting', value: `within ${fastTrackWords(settings)}` },
              { label: 'Typical installation', value: installHoursText(settings) },
              { label: 'Guarantee', value: `${settings.guaranteeYears} years` },
            ]}
          />
        }
        actions={<HeroActions action={{ href: '/book', label: 'Book Free Measuring' }} phone={settings.phonePrimary} />}
      />

      <Section tone="white" aria-labelledby="all-services-heading">
        <h2 id="all-services-heading" className="sr-only">
          All services
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-cards">
          {services.map((s) => (
            <li key={s.slug} className="flex">
              <article className="flex flex-1 flex-col rounded-card border border-line bg-canvas p-6 transition-shadow hover:shadow-lift">
                <span className="inline-flex size-12 items-center justify-center rounded-full bg-navy text-white">
                  <ServiceIcon name={s.icon} className="size-6" />
                </span>
                <h3 className="mt-5 text-xl font-semibold">{s.name}</h3>
                <p className="mt-2 flex-1 text-muted">{s.summary}</p>
                <IntentLink
                  href={`/services/${s.slug}`}
                  className="mt-5 inline-flex items-center gap-1.5 font-semibold text-navy underline-offset-4 hover:underline"
                >
                  Find out more<span className="sr-only"> about {s.name}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </IntentLink>
              </article>
            </li>
          ))}
          <li className="flex">
            <article className="flex flex-1 flex-col rounded-card bg-walnut p-6 text-white">
              <h3 className="text-xl font-semibold">Specialist work</h3>
              <ul className="mt-4 space-y-3">
                <li>
                  <a
                    href="#bay-window"
                    className="inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
                  >
                    Bay window specialists
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </li>
                <li>
                  <a
                    href="#child-safe"
                    className="inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
                  >
                    Child-safe blinds
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </li>
                <li>
                  <a
                    href="#options"
                    className="inline-flex items-center gap-1.5 font-semibold underline-offset-4 hover:underline"
                  >
                    Electric operation and tapes
                    <ArrowRight aria-hidden="true" className="size-4" />
                  </a>
                </li>
              </ul>
            </article>
          </li>
        </ul>
      </Section>

      <Section aria-labelledby="process-heading">
        <div className="mb-10 max-w-2xl">
          <p className="eyebrow mb-3">How it works</p>
          <h2 id="process-heading" className="text-3xl font-semibold md:text-4xl">
            Four simple steps
          </h2>
        </div>
        <NumberedSteps steps={process} tone="oak" className="lg:grid-cols-4" />
      </Section>

      <SpecialistSection section={SPECIALIST_SECTIONS.bayWindow} settings={settings} image={bayImage} tone="white" />
      <SpecialistSection section={SPECIALIST_SECTIONS.childSafe} settings={settings} image={childImage} tone="canvas" />

      <Section tone="white" id="options" aria-labelledby="options-heading">
        <div className="mb-10 max-w-2xl">
          <p className="eyebrow mb-3">Options</p>
          <h2 id="options-heading" className="text-3xl font-semibold md:text-4xl">
            Electric operation and decorative tapes
          </h2>
          <p className="mt-4 text-lg text-muted">
            Available in both collections: ask us about them at your free measuring visit.
          </p>
        </div>
        <ul className="grid gap-6 md:grid-cols-2">
          {OPTIONS.filter((o) => o.key !== 'child-safe').map((o) => (
            <li key={o.key} className="flex gap-4 rounded-card bg-canvas p-6">
              {o.key === 'electric' ? (
                <Zap aria-hidden="true" className="size-7 shrink-0 text-walnut" />
              ) : (
                <Ribbon aria-hidden="true" className="size-7 shrink-0 text-walnut" />
              )}
              <div>
                <h3 className="text-xl font-semibold">{o.title}</h3>
                <p className="mt-2 text-muted">{o.text}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <ButtonLink href="/faux-wood-collection" variant="ghost">
            Faux wood collection
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
          <ButtonLink href="/wooden-collection" variant="ghost">
            Wooden collection
            <ArrowRight aria-hidden="true" />
          </ButtonLink>
        </div>
      </Section>

      <ClosingCta
        settings={settings}
        title="Book your free measuring visit"
        text={`We reply within ${responseText(settings)}, measure every window for free and leave you a written quote.`}
      />
    </>
  )
}
