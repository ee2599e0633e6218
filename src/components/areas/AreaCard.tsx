import Link from 'next/link'

import { Badge } from '@/components/ui/Badge'
import { postcodeRangeText, type Area } from '@/lib/areas'
import type { RatingSummary } from '@/lib/areas/page'
import { areaPath } from '@/lib/areas/routes'
import { SpriteIcon } from './IconSprite'

/** The first two landmarks, with an ellipsis when there are more. */
export function landmarkLine(landmarks: readonly string[]): string {
  const shown = landmarks.slice(0, 2).join(', ')
  return landmarks.length > 2 ? `${shown}…` : shown
}

/**
 * Area card: name, type badge, description, postcodes, first two landmarks, 'View Details'. A rating only
 * when real customers from the area have left testimonials (no fabricated '5.0 Reviews'). Needs <IconSprite /> on the page.
 */
export function AreaCard({ area, rating }: { area: Area; rating?: RatingSummary }) {
  const titleId = `area-card-${area.slug}`
  return (
    <article
      aria-labelledby={titleId}
      className="group relative flex h-full flex-col rounded-card border border-line bg-card p-5 shadow-card transition-shadow hover:shadow-lift"
      data-testid="area-card"
    >
      <div className="flex items-start justify-between gap-3">
        <h3 id={titleId} className="text-xl font-semibold text-ink">
          {area.name}
        </h3>
        <Badge tone={area.kind === 'Town' ? 'navy' : 'oak'} className="mt-1 shrink-0" data-testid="area-kind">
          {area.kind}
        </Badge>
      </div>
      <p className="mt-2 line-clamp-3 text-sm text-muted">{area.description}</p>
      <dl className="mt-4 space-y-1.5 text-sm">
        <div className="flex items-start gap-2">
          <dt>
            <SpriteIcon name="pin" className="mt-0.5 text-oak" />
            <span className="sr-only">Postcodes</span>
          </dt>
          <dd className="font-medium">{postcodeRangeText(area)}</dd>
        </div>
        {area.landmarks.length > 0 && (
          <div className="flex items-start gap-2">
            <dt>
              <SpriteIcon name="landmark" className="mt-0.5 text-oak" />
              <span className="sr-only">Landmarks</span>
            </dt>
            <dd className="text-muted" data-testid="area-landmarks">
              {landmarkLine(area.landmarks)}
            </dd>
          </div>
        )}
        {rating && (
          <div className="flex items-center gap-2">
            <dt>
              <SpriteIcon name="star" className="fill-current text-oak" />
              <span className="sr-only">Customer rating</span>
            </dt>
            <dd>
              {rating.average.toFixed(1)} from {rating.count} {rating.count === 1 ? 'review' : 'reviews'}
            </dd>
          </div>
        )}
      </dl>
      <Link
        href={areaPath(area.slug)}
        className="mt-auto inline-flex items-center gap-1.5 pt-5 text-sm font-semibold text-navy after:absolute after:inset-0 after:rounded-card group-hover:underline"
        aria-label={`View details for ${area.name}`}
      >
        View Details <SpriteIcon name="arrow" />
      </Link>
    </article>
  )
}
