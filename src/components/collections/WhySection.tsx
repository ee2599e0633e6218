import { ArrowRight, Droplets, Leaf, type IconComponent, PoundSterling, Sofa, Sparkles, Sun } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { Section } from '@/components/ui/Section'
import type { CollectionCopy, WhyIcon } from './content'

const WHY_ICONS: Record<WhyIcon, IconComponent> = {
  droplets: Droplets,
  sparkles: Sparkles,
  pound: PoundSterling,
  leaf: Leaf,
  sofa: Sofa,
  sun: Sun,
}

/** Why this material, the rooms it suits best, and a link to the other collection. */
export function WhySection({ copy }: { copy: CollectionCopy }) {
  return (
    <Section tone="white" aria-labelledby="why-heading" id="why">
      <div className="grid gap-12 lg:grid-cols-[1fr_20rem]">
        <div>
          <h2 id="why-heading" className="text-3xl font-semibold md:text-4xl">
            {copy.why.title}
          </h2>
          <p className="mt-4 max-w-2xl text-lg text-muted">{copy.why.intro}</p>
          <ul className="mt-10 grid gap-8 md:grid-cols-3">
            {copy.why.points.map((w, i) => {
              const Icon = WHY_ICONS[copy.whyIcons[i] ?? 'sparkles']
              return (
                <li key={i} className="flex gap-4 md:block">
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-oak-soft text-walnut">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  <div>
                    <h3 className="text-xl font-semibold md:mt-4">{w.title}</h3>
                    <p className="mt-2 text-muted">{w.text}</p>
                  </div>
                </li>
              )
            })}
          </ul>
        </div>
        <aside aria-labelledby="rooms-heading" className="flex flex-col gap-6">
          <div className="rounded-card bg-oak-soft p-6">
            <h3 id="rooms-heading" className="text-lg font-semibold">
              Best in
            </h3>
            <ul className="mt-3 flex flex-wrap gap-2">
              {copy.why.rooms.map((r) => (
                <li key={r} className="rounded-full bg-white px-3 py-1 text-sm font-medium text-walnut">
                  {r}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-card border border-line p-6">
            <h3 className="text-lg font-semibold">{copy.other.title}</h3>
            <p className="mt-2 text-sm text-muted">{copy.other.text}</p>
            <IntentLink
              href={copy.other.path}
              className="mt-4 inline-flex items-center gap-1.5 font-semibold text-navy underline-offset-4 hover:underline"
            >
              See the {copy.other.material === 'wooden' ? 'wooden' : 'faux wood'} collection
              <ArrowRight aria-hidden="true" className="size-4" />
            </IntentLink>
          </div>
        </aside>
      </div>
    </Section>
  )
}
