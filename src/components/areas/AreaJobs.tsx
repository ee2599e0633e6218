import { ArrowRight } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { JobCard } from '@/components/jobs/JobCard'
import { Badge } from '@/components/ui/Badge'
import type { NearbyJob } from '@/lib/areaPages/areaPage'
import { milesText } from '@/lib/areas/geo'
import { areaPath } from '@/lib/areas/routes'
import type { LocalJobView } from '@/lib/localJobs/readLocalJobs'
import { jobProductText, windowsText } from '@/lib/localJobs/jobs'
import { OUR_WORK_PATH, ourWorkHref } from '@/lib/ourWork/filters'

/**
 * Our own work as local proof: the jobs recorded in this area, then a few from the neighbouring areas. Nothing when
 * there are none. The section is left out of the indexing measure (`data-unmeasured`): a real job lifts its page by
 * the rule instead, and demo jobs are examples, never substance (see src/lib/areaPages/indexing.ts).
 */
export function AreaJobs({
  areaName,
  slug,
  own,
  nearby,
}: {
  areaName: string
  slug: string
  own: LocalJobView[]
  nearby: NearbyJob[]
}) {
  if (own.length === 0 && nearby.length === 0) return null
  const allDemo = own.length > 0 && own.every((j) => j.demo)
  return (
    <section
      aria-labelledby="jobs-title"
      className="bg-white py-14 md:py-20"
      data-section="local-jobs"
      data-unmeasured="true"
    >
      <div className="container-page">
        <div className="max-w-2xl">
          <h2 id="jobs-title" className="text-3xl font-semibold md:text-4xl">
            {own.length > 0 ? `Our recent work in ${areaName}` : `Our recent work near ${areaName}`}
          </h2>
          <p className="mt-3 text-lg text-muted">
            {allDemo
              ? 'Shown as examples until we add jobs we have fitted here.'
              : own.length > 0
                ? `Blinds we have measured and fitted in ${areaName} homes.`
                : `We have not recorded a job in ${areaName} yet; these are from the streets around it.`}
          </p>
        </div>
        {own.length > 0 && (
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3" data-testid="area-jobs">
            {own.map((job) => (
              <li key={job.id}>
                <JobCard job={job} linkArea={false} />
              </li>
            ))}
          </ul>
        )}
        {nearby.length > 0 && (
          <div className="mt-10">
            <h3 className="font-serif text-xl font-semibold">Nearby jobs</h3>
            <ul
              className="mt-4 divide-y divide-line rounded-card border border-line bg-canvas"
              data-testid="nearby-jobs"
            >
              {nearby.map(({ job, km }) => (
                <li
                  key={job.id}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-4"
                  data-testid="nearby-job"
                  data-demo={job.demo ? 'true' : 'false'}
                  data-area={job.area}
                >
                  {job.demo && <Badge tone="outline">Example job</Badge>}
                  <IntentLink
                    href={areaPath(job.area)}
                    className="font-semibold text-navy underline decoration-oak/50 underline-offset-4 hover:decoration-navy"
                  >
                    {job.areaName}
                  </IntentLink>
                  <span className="text-muted">({milesText(km)} away)</span>
                  <span>
                    {jobProductText(job)}, {windowsText(job.windows)}, {job.monthLabel}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <p className="mt-8">
          <IntentLink
            href={own.length > 0 ? ourWorkHref({ area: slug }) : OUR_WORK_PATH}
            className="inline-flex items-center gap-2 font-semibold text-navy underline decoration-oak/50 underline-offset-4 hover:decoration-navy"
          >
            See all our work <ArrowRight aria-hidden="true" className="size-4" />
          </IntentLink>
        </p>
      </div>
    </section>
  )
}
