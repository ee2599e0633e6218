import { CalendarCheck, Clock, Phone, Ruler } from '@/components/icons'
import type { Metadata } from 'next'

import { LazyEstimate } from '@/components/estimate/LazyEstimate'
import { LazyBookingForm } from '@/components/forms/LazyForms'
import { ButtonLink } from '@/components/ui/Button'
import { getHiddenAreaSlugs, getSiteSettings } from '@/lib/cms'
import { getAvailability } from '@/lib/booking/readAvailability'
import { openingHoursLines } from '@/lib/format/hours'
import { telHref } from '@/lib/format/phone'
import { buildCoverageIndex } from '@/lib/areas/coverageIndex'
import type { BlindType } from '@/content/leadOptions'

type Params = { productType?: string[] }

/** /book/{productType?}: which blind type to preselect. */
const PRESELECT: Record<string, BlindType> = { 'faux-wood': 'faux-wood', wooden: 'basswood', basswood: 'basswood' }

/**
 * Only the paths below exist: any other /book/<anything> answers 404 and nothing is rendered or cached for it, so
 * made-up addresses cannot fill the page cache (the token-keyed /book/manage/<token> is dynamic and never cached).
 */
export const dynamicParams = false

export function generateStaticParams(): Params[] {
  return [{ productType: [] }, ...Object.keys(PRESELECT).map((t) => ({ productType: [t] }))]
}

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getSiteSettings()
  const title = `Book a Free Measuring Visit | ${settings.businessName}`
  const description = `Book a free, no-obligation measuring visit for made-to-measure venetian blinds anywhere in Birmingham. We reply within ${settings.leadTimes.responseHours} hours.`
  return {
    title,
    description,
    // /book/{type} is the same page with the blind type preset: one canonical page for search engines.
    alternates: { canonical: '/book' },
    openGraph: { title, description, url: '/book', type: 'website' },
  }
}

export default async function BookPage({ params }: { params: Promise<Params> }) {
  const { productType = [] } = await params
  const [settings, hidden, availability] = await Promise.all([
    getSiteSettings(),
    getHiddenAreaSlugs(),
    getAvailability(),
  ])
  const preselect = PRESELECT[productType[0] ?? '']
  const source = productType.length ? `/book/${productType[0]}` : '/book'
  const hours = openingHoursLines(settings.openingHours)

  return (
    <div className="bg-canvas pb-20 pt-6 md:pt-8">
      <div className="container-page grid gap-10 lg:grid-cols-[1fr_22rem]">
        <div>
          <p className="eyebrow">Free, no obligation</p>
          <h1 className="mt-2 text-4xl font-semibold md:text-5xl">Book Your Free Measuring Visit</h1>
          <p className="mt-4 max-w-2xl text-lg text-muted" data-testid="book-intro">
            {availability.mode === 'instant' ? (
              <>
                Choose a time below, or send a request and we&apos;ll call within {settings.leadTimes.responseHours}{' '}
                hours to arrange one. We measure every window for free and leave you a clear quote.
              </>
            ) : (
              <>
                Tell us where and when suits you. We&apos;ll call within {settings.leadTimes.responseHours} hours to
                confirm, measure every window for free and leave you a clear quote.
              </>
            )}
          </p>
          {availability.mode === 'instant' ? (
            <div className="mt-6 flex flex-wrap items-center gap-4 rounded-card bg-white p-5 shadow-card">
              <p className="flex-1 font-semibold">Pick a free time online and your visit is confirmed at once.</p>
              <ButtonLink href={`/book/choose-a-time?source=${encodeURIComponent(source)}`}>Choose a time</ButtonLink>
            </div>
          ) : null}
          <section aria-labelledby="book-estimate-title" className="mt-8 rounded-card bg-white p-5 shadow-card md:p-8">
            <h2 id="book-estimate-title" className="text-xl font-semibold">
              Price your windows
            </h2>
            <p className="mt-1 mb-4 text-muted">
              An estimate per window and a total, measuring and fitting included, confirmed at your free measuring
              visit.
            </p>
            <LazyEstimate idPrefix="book-estimate" material={preselect === 'basswood' ? 'wooden' : preselect} />
          </section>
          <div className="mt-8 rounded-card bg-white p-5 shadow-card md:p-8">
            <LazyBookingForm
              blindType={preselect}
              coverage={buildCoverageIndex(hidden, availability.extraPostcodes)}
              source={source}
            />
          </div>
        </div>
        <aside className="space-y-6 lg:pt-24" aria-label="How booking works">
          <div className="rounded-card bg-navy p-6 text-white">
            <h2 className="text-xl font-semibold">Rather talk it through?</h2>
            <a
              href={telHref(settings.phonePrimary)}
              className="mt-3 flex items-center gap-2 text-lg font-semibold underline-offset-4 hover:underline"
            >
              <Phone className="size-5" aria-hidden="true" />
              {settings.phonePrimary}
            </a>
            <ul className="mt-3 space-y-1 text-sm text-white/85">
              {hours.map((h) => (
                <li key={h.days}>
                  {h.days}: {h.hours}
                </li>
              ))}
            </ul>
          </div>
          <ol className="space-y-4 rounded-card bg-white p-6 shadow-card">
            {[
              { icon: CalendarCheck, text: 'We call to confirm a time that suits you.' },
              { icon: Ruler, text: 'We measure every window, bay windows included, free of charge.' },
              {
                icon: Clock,
                text: `Fitting usually ${settings.leadTimes.standardInstallMinDays}-${settings.leadTimes.standardInstallMaxDays} days later, or within ${settings.leadTimes.fastTrackDays} days on fast track.`,
              },
            ].map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3 text-sm">
                <Icon className="mt-0.5 size-5 shrink-0 text-oak" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </div>
  )
}
