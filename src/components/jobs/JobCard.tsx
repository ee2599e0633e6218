import { IntentLink } from '@/components/ui/IntentLink'

import { Badge } from '@/components/ui/Badge'
import { SafeImage } from '@/components/ui/SafeImage'
import { areaPath } from '@/lib/areas/routes'
import type { LocalJobView } from '@/lib/localJobs/readLocalJobs'
import { cn } from '@/lib/platform/cn'
import { jobNote, jobProductText, windowsText } from '@/lib/localJobs/jobs'

/**
 * One local job as the owner recorded it: first photo, product and finish, where and when, rooms and windows, the
 * note. Demo entries carry an example badge. `linkArea` links the area name to its page (off on the area's own page).
 */
export function JobCard({
  job,
  heading: Heading = 'h3',
  linkArea = true,
  className,
}: {
  job: LocalJobView
  heading?: 'h2' | 'h3'
  linkArea?: boolean
  className?: string
}) {
  const photo = job.photos[0]
  return (
    <article
      className={cn('card flex h-full flex-col overflow-hidden', className)}
      data-testid="local-job"
      data-demo={job.demo ? 'true' : 'false'}
      data-area={job.area}
    >
      {photo && (
        <div className="relative aspect-[4/3] bg-oak-soft">
          <SafeImage
            src={photo.url}
            alt={photo.alt}
            fill
            sizes="(min-width: 1024px) 370px, (min-width: 640px) 50vw, 100vw"
            className="object-cover"
          />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-5 md:p-6">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
          {job.demo && <Badge tone="outline">Example job</Badge>}
          <span>
            {linkArea ? (
              <IntentLink
                href={areaPath(job.area)}
                className="font-semibold text-navy underline decoration-oak/50 underline-offset-4 hover:decoration-navy"
              >
                {job.areaName}
              </IntentLink>
            ) : (
              <span className="font-semibold text-ink">{job.areaName}</span>
            )}
            {' · '}
            <time dateTime={job.month.slice(0, 7)}>{job.monthLabel}</time>
          </span>
        </p>
        <Heading className="flex items-center gap-2 font-serif text-xl font-semibold text-ink">
          {job.swatch && (
            <span
              aria-hidden="true"
              className="inline-block size-3.5 shrink-0 rounded-full border border-line"
              style={{ backgroundColor: job.swatch }}
            />
          )}
          {jobProductText(job)}
        </Heading>
        <p className="text-sm font-semibold uppercase tracking-wide text-walnut">
          {job.rooms} · {windowsText(job.windows)}
        </p>
        <p className="leading-relaxed text-ink">{jobNote(job)}</p>
      </div>
    </article>
  )
}
