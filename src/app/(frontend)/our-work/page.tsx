import type { Metadata } from 'next'
import { IntentLink } from '@/components/ui/IntentLink'

import { JobCard } from '@/components/jobs/JobCard'
import { OurWorkFilters } from '@/components/jobs/OurWorkFilters'
import { PageHero } from '@/components/pages/PageHero'
import { defaultShareImage, pageMetadata } from '@/components/pages/metadata'
import { ClosingCta } from '@/components/sections/ClosingCta'
import { getArea } from '@/lib/areas'
import { areaPath } from '@/lib/areas/routes'
import { getHiddenAreaSlugs, getProducts, getSiteSettings } from '@/lib/cms'
import { getLocalJobs } from '@/lib/localJobs/readLocalJobs'
import { inVisibleAreas } from '@/lib/localJobs/jobs'
import { filterJobs, hasQuery, OUR_WORK_PATH, parseOurWorkFilters } from '@/lib/ourWork/filters'

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

async function load(searchParams: Props['searchParams']) {
  const [params, all, hidden, products, settings] = await Promise.all([
    searchParams,
    getLocalJobs(),
    getHiddenAreaSlugs(),
    getProducts(),
    getSiteSettings(),
  ])
  const jobs = inVisibleAreas(all, hidden)
  const filters = parseOurWorkFilters(
    params,
    products.map((p) => p.slug),
  )
  return { params, jobs, products, settings, filters, shown: filterJobs(jobs, filters) }
}

/**
 * The plain page is the one to index; a filtered view (any query string) is a variation of it: noindex, follow, with
 * the plain page as canonical.
 */
export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const { params, jobs, settings } = await load(searchParams)
  const areas = new Set(jobs.map((j) => j.area)).size
  const photo = jobs.find((j) => j.photos.length > 0)?.photos[0]
  const meta = pageMetadata(settings, {
    title: 'Our Work: Venetian Blinds We Have Fitted Around Birmingham',
    description: `Wooden and faux wood venetian blinds we have measured and fitted${areas > 0 ? ` in ${areas} ${areas === 1 ? 'area' : 'areas'}` : ''} around Birmingham: rooms, windows, finishes and photos. Filter by area or product, then book a free measuring visit.`,
    path: OUR_WORK_PATH,
    image: photo ?? (await defaultShareImage()),
  })
  return hasQuery(params) ? { ...meta, robots: { index: false, follow: true } } : meta
}

export default async function OurWorkPage({ searchParams }: Props) {
  const { jobs, products, settings, filters, shown } = await load(searchParams)
  const names = new Map<string, string>()
  for (const j of jobs) names.set(j.area, j.areaName)
  const selected = filters.area ? getArea(filters.area) : null
  if (selected) names.set(selected.slug, selected.name)
  const areaOptions = [...names].map(([slug, name]) => ({ slug, name })).sort((a, b) => a.name.localeCompare(b.name))
  const productName = products.find((p) => p.slug === filters.product)?.name
  const allDemo = jobs.length > 0 && jobs.every((j) => j.demo)
  const summary = `${shown.length} ${shown.length === 1 ? 'job' : 'jobs'}${productName ? ` with ${productName}` : ''}${
    selected ? ` in ${selected.name}` : ''
  }`

  return (
    <>
      <PageHero
        crumbs={[{ name: 'Our work', path: OUR_WORK_PATH }]}
        eyebrow="Our work"
        title="Blinds we have measured and fitted"
        intro={
          <p>
            Recent jobs around Birmingham: the rooms, how many windows, the blinds and finish chosen, and a word on how
            we fitted them. {allDemo ? 'Shown as examples until we add jobs we have fitted.' : ''}
          </p>
        }
      />

      <section aria-labelledby="jobs-heading" className="py-12 md:py-16">
        <div className="container-page">
          <OurWorkFilters
            filters={filters}
            areas={areaOptions}
            products={products.map((p) => ({ slug: p.slug, name: p.name }))}
          />
          <h2 id="jobs-heading" className="mt-10 text-2xl font-semibold md:text-3xl" data-testid="our-work-summary">
            {summary}
          </h2>
          {shown.length > 0 ? (
            <ul className="mt-6 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="our-work-jobs">
              {shown.map((job) => (
                <li key={job.id}>
                  <JobCard job={job} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 max-w-2xl text-lg text-muted">
              No jobs recorded{selected ? ` in ${selected.name}` : ''} with these filters yet.{' '}
              {selected ? (
                <IntentLink
                  href={areaPath(selected.slug)}
                  className="font-semibold text-navy underline underline-offset-4"
                >
                  See what we offer in {selected.name}
                </IntentLink>
              ) : (
                <IntentLink href={OUR_WORK_PATH} className="font-semibold text-navy underline underline-offset-4">
                  See every job
                </IntentLink>
              )}
            </p>
          )}
        </div>
      </section>

      <ClosingCta
        settings={settings}
        title="Want blinds like these at home?"
        text={
          <>We&apos;ll measure every window for free, bring samples of every finish and leave you a written quote.</>
        }
        callLine
      />
    </>
  )
}
