import { Clock, MapPin, PoundSterling, Ruler } from '@/components/icons'
import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/IntentLink'

import { AreaSearch } from '@/components/home/AreaSearch'
import { Breadcrumbs } from '@/components/layout/Breadcrumbs'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { HeroActions } from '@/components/sections/HeroActions'
import { postcodeRangeText } from '@/lib/areas'
import { REGION_GROUPS, regionAreas, regionSummary } from '@/lib/areas/regions'
import { areaPath, visibleAreas } from '@/lib/areas/routes'
import { getHiddenAreaSlugs } from '@/lib/cms/areaOverrides'
import { getPromotion, getSiteSettings } from '@/lib/cms/siteSettings'
import { formatPenceShort } from '@/lib/format/money'
import { businessJsonLd, JsonLd } from '@/lib/seo/jsonld'

async function load() {
  const [settings, promotion, hidden] = await Promise.all([getSiteSettings(), getPromotion(), getHiddenAreaSlugs()])
  return { settings, promotion, hidden, areas: visibleAreas(hidden) }
}

export async function generateMetadata(): Promise<Metadata> {
  const { settings, promotion, areas } = await load()
  const price = formatPenceShort(promotion.areaOffer.pricePence)
  const title = `Areas We Cover: Venetian Blinds Fitted Across Birmingham | ${settings.businessName}`
  const description = `Made-to-measure wooden and faux wood venetian blinds fitted in ${areas.length} Birmingham and West Midlands areas: ${promotion.areaOffer.blindCount} fitted blinds for ${price}, free home surveys, reply in ${settings.leadTimes.surveyResponseText}.`
  return {
    title: { absolute: title },
    description,
    keywords: [
      'venetian blinds birmingham',
      'blind fitters birmingham',
      'wooden blinds west midlands',
      'faux wood blinds birmingham',
    ],
    alternates: { canonical: '/areas' },
    openGraph: { type: 'website', locale: 'en_GB', siteName: settings.businessName, url: '/areas', title, description },
  }
}

export default async function AreasIndexPage() {
  const { settings, promotion, hidden, areas } = await load()
  const price = formatPenceShort(promotion.areaOffer.pricePence)
  const blindCount = promotion.areaOffer.blindCount
  const groups = REGION_GROUPS.map((g) => ({ ...g, areas: regionAreas(g, hidden) })).filter((g) => g.areas.length > 0)

  const stats = [
    { icon: MapPin, value: String(areas.length), label: 'areas covered', testId: 'stat-areas' },
    {
      icon: PoundSterling,
      value: price,
      label: `for ${blindCount} fitted ${blindCount === 1 ? 'blind' : 'blinds'}`,
      testId: 'stat-offer',
    },
    { icon: Ruler, value: 'Free', label: 'home surveys', testId: 'stat-survey' },
    { icon: Clock, value: settings.leadTimes.surveyResponseText, label: 'survey response', testId: 'stat-response' },
  ]

  return (
    <div>
      {/* areaServed: the service radius around the showroom (each area page names its own area) */}
      <JsonLd data={businessJsonLd(settings)} />

      <section
        aria-labelledby="areas-title"
        className="bg-gradient-to-b from-oak-soft via-canvas to-canvas"
        data-section="hero"
      >
        <div className="container-page pb-12 pt-6 md:pb-16 md:pt-10">
          <Breadcrumbs items={[{ name: 'Areas', path: '/areas' }]} />
          <div className="mt-6 max-w-3xl">
            <p className="eyebrow">Areas we cover</p>
            <h1 id="areas-title" className="mt-3 text-4xl font-semibold text-navy md:text-5xl">
              Venetian blinds measured and fitted across Birmingham
            </h1>
            <p className="mt-4 text-lg text-muted">
              From the city centre to Sutton Coldfield, Solihull and the edge of the West Midlands, our own team
              measures and fits wooden and faux wood venetian blinds in {areas.length} neighbourhoods, suburbs, towns
              and villages. Find your area to see what we offer near you.
            </p>
            <div className="mt-7 max-w-2xl">
              <AreaSearch hiddenSlugs={hidden} phone={settings.phonePrimary} />
            </div>
            <div className="mt-7 flex flex-col gap-3 sm:flex-row">
              <HeroActions
                action={{ href: '/book', label: 'Free Area Survey' }}
                phone={settings.phonePrimary}
                testIds={{ action: 'hero-survey', call: 'hero-call' }}
              />
            </div>
          </div>

          <ul className="mt-10 grid grid-cols-2 gap-3 md:grid-cols-4" data-section="stats" aria-label="At a glance">
            {stats.map(({ icon: Icon, value, label, testId }) => (
              <li
                key={testId}
                className="flex flex-col items-center rounded-card border border-line bg-card px-3 py-5 text-center shadow-card"
                data-testid={testId}
              >
                <Icon aria-hidden="true" className="size-5 text-oak" />
                <span className="mt-1 font-serif text-3xl font-semibold text-navy" data-testid="stat-value">
                  {value}
                </span>
                <span className="text-sm text-muted">{label}</span>
              </li>
            ))}
          </ul>

          <nav aria-label="Jump to a region" className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {groups.map((g) => (
                <li key={g.type}>
                  <a
                    href={`#${g.anchor}`}
                    className="inline-flex min-h-9 items-center rounded-full border border-line bg-white px-4 text-sm font-medium text-navy hover:bg-navy-soft"
                  >
                    {g.title} <span className="ml-1.5 text-muted">({g.areas.length})</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </section>

      {groups.map((g, i) => (
        <section
          key={g.type}
          id={g.anchor}
          aria-labelledby={`region-${g.anchor}`}
          className={i % 2 === 0 ? 'py-10 md:py-14' : 'bg-white py-10 md:py-14'}
          data-section="region"
          data-region={g.type}
        >
          <div className="container-page">
            <div className="mb-6 flex flex-wrap items-end justify-between gap-2">
              <div>
                <h2 id={`region-${g.anchor}`} className="text-3xl font-semibold md:text-4xl">
                  {g.title}
                </h2>
                <p className="mt-2 text-muted">{regionSummary(g, hidden)}</p>
              </div>
              <p className="text-sm font-semibold text-walnut">{g.areas.length} areas</p>
            </div>
            {/*
              A plain list, A to Z: every area one tap away at a fraction of the elements cards would cost. The list
              styles its items, so each of the ~190 items carries no classes of its own (in the HTML and its payload).
            */}
            <ul
              className="columns-2 gap-x-6 sm:columns-3 lg:columns-4 [&_a]:font-medium [&_a]:text-navy [&_a]:underline [&_a]:decoration-line [&_a]:underline-offset-4 [&_a:hover]:decoration-navy [&_li]:break-inside-avoid [&_li]:py-1.5 [&_span]:text-sm [&_span]:text-muted"
              data-testid="region-areas"
            >
              {g.areas.map((a) => (
                <li key={a.slug}>
                  <IntentLink href={areaPath(a.slug)}>{a.name}</IntentLink> <span>{postcodeRangeText(a)}</span>
                </li>
              ))}
            </ul>
          </div>
        </section>
      ))}

      <section
        aria-labelledby="not-listed-title"
        className="border-t border-line bg-white py-10"
        data-section="coverage"
      >
        <div className="container-page">
          <h2 id="not-listed-title" className="text-2xl font-semibold">
            Not listed?
          </h2>
          <p className="mt-2 max-w-2xl text-muted">
            If you are within about {settings.serviceRadiusKm} km of our {settings.address.locality} showroom, call us
            and we will tell you straight away.
          </p>
        </div>
      </section>

      <ClosingCta
        settings={settings}
        layout="card"
        title="Book a free survey wherever you are"
        text={
          <>
            We bring samples of every finish to your home, measure each window and give you a written quote. Our area
            offer is {blindCount} made-to-measure {blindCount === 1 ? 'blind' : 'blinds'} fitted for {price}, and every
            blind comes with a {settings.guaranteeYears}-year guarantee.
          </>
        }
        action={{ href: '/book', label: 'Book a Free Survey' }}
        emailSubject="Venetian blinds: free area survey"
      />
    </div>
  )
}
