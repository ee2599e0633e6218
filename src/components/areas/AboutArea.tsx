import { Clock, Compass, House, Landmark, MapPin } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'
import type { ReactNode } from 'react'

import { type Area, postcodeRangeText } from '@/lib/areas'
import type { LocalFacts } from '@/lib/areas/localFacts'
import { milesText } from '@/lib/areas/geo'
import { landmarkNote } from '@/lib/areas/landmarks'
import { areaPlaceLine } from '@/lib/areas/regions'
import { areaPath } from '@/lib/areas/routes'

/** One labelled fact with its icon. */
function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-3 text-sm font-semibold uppercase tracking-wide text-walnut">
        <span className="text-oak">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-8">{children}</dd>
    </div>
  )
}

const areaLink = 'text-navy underline decoration-oak/50 underline-offset-4 hover:decoration-navy'

/** At most this many other areas are named under a shared postcode district. */
const SHARED_DISTRICT_NAMES = 8

/**
 * The 'About' block: the area's own facts, each from the dataset or computed from coordinates: description,
 * postcodes, place and distance from the city centre, property types and what they mean for blinds, landmarks, the
 * drive from the showroom, the neighbouring areas with distances, and the other areas sharing its postcode districts.
 */
export function AboutArea({ area, facts, showroom }: { area: Area; facts: LocalFacts; showroom: string }) {
  const propertyTypes = area.propertyTypes.length > 0 ? area.propertyTypes.join(', ') : 'All property types'
  const { fromCentre, fromShowroom, neighbours, sharedDistricts, housing, housingNote } = facts
  return (
    <section aria-labelledby="about-title" className="bg-white py-14 md:py-20" data-section="about">
      <div className="container-page grid gap-10 lg:grid-cols-[1.3fr_1fr]">
        <div>
          <h2 id="about-title" className="text-3xl font-semibold md:text-4xl">
            About {area.name}
          </h2>
          <p className="mt-4 text-lg text-muted">{area.description}</p>
          <dl className="mt-8 grid gap-6 sm:grid-cols-2">
            <Fact icon={<MapPin aria-hidden="true" className="size-5" />} term="Postcodes">
              {area.postcodes.join(', ')}
            </Fact>
            <Fact icon={<Compass aria-hidden="true" className="size-5" />} term="Where">
              {areaPlaceLine(area)}
              {fromCentre
                ? `, ${milesText(fromCentre.km)} ${fromCentre.direction} of Birmingham city centre`
                : ', in central Birmingham'}
            </Fact>
            <Fact icon={<House aria-hidden="true" className="size-5" />} term="Property types">
              <span className="first-letter:uppercase">{propertyTypes}</span>
            </Fact>
            {area.landmarks.length > 0 && (
              <Fact icon={<Landmark aria-hidden="true" className="size-5" />} term="Local landmarks">
                <ul className="space-y-1">
                  {area.landmarks.map((l) => {
                    const note = landmarkNote(area.slug, l)
                    return (
                      <li key={l}>
                        {l}
                        {note && <span className="text-muted">: {note}</span>}
                      </li>
                    )
                  })}
                </ul>
              </Fact>
            )}
            <Fact icon={<Clock aria-hidden="true" className="size-5" />} term="From our showroom">
              About {fromShowroom.minutes} minutes by road from {showroom} ({milesText(fromShowroom.km)} as the crow
              flies)
            </Fact>
          </dl>

          {/* The general advice for each property type, where the intro has no note written for this area. */}
          {!housingNote && housing.length > 0 && (
            <div className="mt-10" data-testid="area-housing">
              <h3 className="text-xl font-semibold">Homes in {area.name} and the blinds that suit them</h3>
              <ul className="mt-4 space-y-2">
                {housing.map((h) => (
                  <li key={h.type}>
                    <span className="font-semibold first-letter:uppercase">{h.type}</span>: {h.advice}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        {neighbours.length > 0 && (
          <nav aria-labelledby="nearby-title" className="self-start rounded-card bg-canvas p-6">
            <h3 id="nearby-title" className="text-xl font-semibold">
              Nearby areas we cover
            </h3>
            <ul className="mt-4 space-y-2">
              {neighbours.map((n) => (
                <li key={n.area.slug}>
                  <IntentLink href={areaPath(n.area.slug)} className={areaLink}>
                    {n.area.name}
                  </IntentLink>
                  <span className="ml-1 text-sm text-muted">
                    {postcodeRangeText(n.area)}, {milesText(n.km)} {n.direction}
                  </span>
                </li>
              ))}
            </ul>
            {sharedDistricts.map((d) => (
              <p key={d.code} className="mt-4 text-sm text-muted">
                Also in {d.code}:{' '}
                {d.areas
                  .slice(0, SHARED_DISTRICT_NAMES)
                  .map((a) => a.name)
                  .join(', ')}
                {d.areas.length > SHARED_DISTRICT_NAMES ? ' and more' : ''}
              </p>
            ))}
            <IntentLink href="/areas" className="mt-5 inline-block text-sm font-semibold text-navy hover:underline">
              All areas we cover →
            </IntentLink>
          </nav>
        )}
      </div>
    </section>
  )
}
