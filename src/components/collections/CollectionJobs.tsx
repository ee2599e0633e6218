import { ArrowRight } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { JobCard } from '@/components/jobs/JobCard'
import { Section } from '@/components/ui/Section'
import type { LocalJobView } from '@/lib/localJobs/readLocalJobs'
import { ourWorkHref } from '@/lib/ourWork/filters'

/** How many of the newest jobs a collection page shows. */
export const COLLECTION_JOBS = 3

/** Jobs fitted with this collection's blinds, newest first, linking to the full list. Nothing when there are none. */
export function CollectionJobs({
  shortName,
  jobs,
  productSlug,
  tone,
}: {
  shortName: string
  jobs: LocalJobView[]
  /** The collection's one product, to filter /our-work by (null when it has several) */
  productSlug: string | null
  tone: 'canvas' | 'white'
}) {
  if (jobs.length === 0) return null
  const allDemo = jobs.every((j) => j.demo)
  return (
    <Section tone={tone} aria-labelledby="jobs-heading" id="our-work" data-testid="collection-jobs">
      <div className="mb-10 max-w-2xl">
        <p className="eyebrow mb-3">Our work</p>
        <h2 id="jobs-heading" className="text-3xl font-semibold md:text-4xl">
          {shortName} blinds we have fitted
        </h2>
        <p className="mt-4 text-lg text-muted">
          {allDemo
            ? 'Shown as examples until we add jobs we have fitted.'
            : 'Recent jobs around Birmingham, as we recorded them.'}
        </p>
      </div>
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {jobs.slice(0, COLLECTION_JOBS).map((job) => (
          <li key={job.id}>
            <JobCard job={job} />
          </li>
        ))}
      </ul>
      <p className="mt-8">
        <IntentLink
          href={ourWorkHref({ product: productSlug })}
          className="inline-flex items-center gap-2 font-semibold text-navy underline decoration-oak/50 underline-offset-4 hover:decoration-navy"
        >
          See all our work <ArrowRight aria-hidden="true" className="size-4" />
        </IntentLink>
      </p>
    </Section>
  )
}
