import { ArrowRight, MapPin, MessageCircle, Navigation, Phone } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { FaqList } from '@/components/sections/Faqs'
import { ButtonLink } from '@/components/ui/Button'
import { Section, SectionHeading } from '@/components/ui/Section'
import { Tabs } from '@/components/ui/Tabs'
import { AREAS, type Area, areasByRegion, HOME_REGIONS, postcodeRangeText } from '@/lib/areas'
import type { FaqView, SectionWords, SiteSettings } from '@/lib/cms'
import { telHref } from '@/lib/format/phone'
import { areaHref } from '@/lib/navigation/siteLinks'
import { AreaSearch } from './AreaSearch'
import { DEFAULT_REGION, REGION_LABELS, regionAreas } from './serviceAreas'

function AreaCard({ area }: { area: Area }) {
  return (
    <li>
      <IntentLink href={areaHref(area.slug)} className="group area-card" data-testid="area-card">
        <MapPin className="area-card-pin" />
        <span className="min-w-0">
          <span className="area-card-name">{area.name}</span>
          <span className="area-card-postcodes">{postcodeRangeText(area)}</span>
        </span>
      </IntentLink>
    </li>
  )
}

/**
 * Service areas section: search box, six region tabs (north by default) with area cards, 'All Birmingham Areas',
 * the three area FAQs, and call and contact buttons. Reads the areas dataset; hidden areas are left out.
 * Every region's cards are in the page's HTML (native tabs, `Tabs`), so a tap on a region shows its areas before any
 * script has run; every area page also stays linked from /areas and the sitemap.
 */
export function ServiceAreas({
  settings,
  hiddenSlugs,
  faqs,
  heading,
}: {
  settings: SiteSettings
  hiddenSlugs: string[]
  faqs: FaqView[]
  /** The section's eyebrow, title and intro: the home page's words, filled */
  heading: SectionWords
}) {
  const hidden = new Set(hiddenSlugs)
  const totalVisible = AREAS.filter((a) => !hidden.has(a.slug)).length
  const origin = settings.geo

  return (
    <Section id="areas" aria-labelledby="areas-heading" tone="sand" data-testid="service-areas">
      <SectionHeading id="areas-heading" {...heading} intro={<p>{heading.intro}</p>} />

      <div className="mx-auto max-w-2xl">
        <AreaSearch hiddenSlugs={hiddenSlugs} phone={settings.phonePrimary} />
      </div>

      <Tabs
        name="region"
        label="Regions"
        defaultValue={DEFAULT_REGION}
        className="mt-12 items-center"
        listClassName="grid w-full grid-cols-3 rounded-2xl bg-white shadow-card sm:inline-flex sm:w-auto sm:rounded-full"
        triggerClassName="px-3.5 sm:px-5 has-[:checked]:bg-navy has-[:checked]:text-white"
        panelClassName="mt-8 w-full"
        data-testid="region-tabs"
        tabs={HOME_REGIONS.map((region) => {
          const list = regionAreas(region, hidden, origin)
          const count = areasByRegion(region).filter((a) => !hidden.has(a.slug)).length
          return {
            value: region,
            label: REGION_LABELS[region].tab,
            panelProps: { 'data-testid': `region-${region}` },
            panel: (
              <>
                <h3 className="sr-only">{REGION_LABELS[region].name}</h3>
                <ul className="grid grid-cols-2 gap-2.5 sm:gap-3 md:grid-cols-4">
                  {list.map((area) => (
                    <AreaCard key={area.slug} area={area} />
                  ))}
                </ul>
                {count > list.length && (
                  <p className="mt-5 text-center text-sm text-muted">
                    and {count - list.length} more in {REGION_LABELS[region].name}.{' '}
                    <IntentLink href="/areas" className="font-semibold text-navy hover:underline">
                      See every area
                    </IntentLink>
                  </p>
                )}
              </>
            ),
          }
        })}
      />

      <div className="mt-12 grid gap-6 lg:grid-cols-[1fr_1.4fr]">
        <IntentLink
          href="/areas"
          className="group relative flex flex-col justify-between overflow-hidden rounded-card bg-navy p-6 text-white shadow-card md:p-8"
          data-testid="all-areas-card"
        >
          <div
            aria-hidden="true"
            className="slats-light absolute inset-0 [mask-image:linear-gradient(to_bottom_left,black,transparent_70%)]"
          />
          <div className="relative">
            <Navigation className="size-7 text-oak-light" aria-hidden="true" />
            <h3 className="mt-4 text-2xl">All Birmingham Areas</h3>
            <p className="mt-2 text-mist">
              Browse all {totalVisible} neighbourhoods and towns we cover, with local postcodes and a page for each.
            </p>
            <ul className="mt-6 grid grid-cols-3 gap-x-4 gap-y-3 border-t border-white/15 pt-5">
              {HOME_REGIONS.map((region) => (
                <li key={region}>
                  <span className="block font-serif text-2xl font-semibold leading-none text-white">
                    {areasByRegion(region).filter((a) => !hidden.has(a.slug)).length}
                  </span>
                  <span className="mt-1 block text-sm text-mist">{REGION_LABELS[region].tab}</span>
                </li>
              ))}
            </ul>
          </div>
          <span className="relative mt-6 inline-flex items-center gap-2 font-semibold text-oak-light group-hover:underline">
            View all areas <ArrowRight className="size-4" aria-hidden="true" />
          </span>
        </IntentLink>

        <div className="card p-6 md:p-8">
          <h3 className="text-xl text-ink">Travel and fitting questions</h3>
          {faqs.length > 0 && <FaqList items={faqs} headingLevel={4} className="mt-2" data-testid="areas-faq" />}
          <div className="mt-5 flex flex-col gap-3 sm:flex-row">
            <ButtonLink href={telHref(settings.phonePrimary)}>
              <Phone aria-hidden="true" />
              Call {settings.phonePrimary}
            </ButtonLink>
            <ButtonLink href="/contact" variant="secondary">
              <MessageCircle aria-hidden="true" />
              Contact Us
            </ButtonLink>
          </div>
        </div>
      </div>
    </Section>
  )
}
