import { Clock, House, Landmark, MapPin } from 'lucide-react'
import Link from 'next/link'
import type { ReactNode } from 'react'

import { type Area, postcodeRangeText } from '@/lib/areas'
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

/**
 * The 'About' block: description, postcodes, property types, landmarks, the drive from the showroom, and links to
 * the neighbouring area pages.
 */
export function AboutArea({
  area,
  travelMinutes,
  showroom,
  nearby,
}: {
  area: Area
  travelMinutes: number
  showroom: string
  nearby: Area[]
}) {
  const propertyTypes = area.propertyTypes.length > 0 ? area.propertyTypes.join(', ') : 'All property types'
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
            <Fact icon={<House aria-hidden="true" className="size-5" />} term="Property types">
              <span className="first-letter:uppercase">{propertyTypes}</span>
            </Fact>
            {area.landmarks.length > 0 && (
              <Fact icon={<Landmark aria-hidden="true" className="size-5" />} term="Local landmarks">
                {area.landmarks.join(', ')}
              </Fact>
            )}
            <Fact icon={<Clock aria-hidden="true" className="size-5" />} term="From our showroom">
              About {travelMinutes} minutes by road from {showroom}
            </Fact>
          </dl>
        </div>
        {nearby.length > 0 && (
          <nav aria-labelledby="nearby-title" className="self-start rounded-card bg-canvas p-6">
            <h3 id="nearby-title" className="text-xl font-semibold">
              Nearby areas we cover
            </h3>
            <ul className="mt-4 grid grid-cols-2 gap-x-4 gap-y-2">
              {nearby.map((a) => (
                <li key={a.slug}>
                  <Link
                    href={areaPath(a.slug)}
                    className="text-navy underline decoration-oak/50 underline-offset-4 hover:decoration-navy"
                  >
                    {a.name}
                  </Link>
                  <span className="ml-1 text-xs text-muted">{postcodeRangeText(a)}</span>
                </li>
              ))}
            </ul>
            <Link href="/areas" className="mt-5 inline-block text-sm font-semibold text-navy hover:underline">
              All areas we cover →
            </Link>
          </nav>
        )}
      </div>
    </section>
  )
}
