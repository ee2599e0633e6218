import { ArrowRight, Baby, type IconComponent, Ribbon, Zap } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { Section } from '@/components/ui/Section'
import { OPTIONS } from '@/lib/services/frames'

const OPTION_ICONS: Record<(typeof OPTIONS)[number]['key'], IconComponent> = {
  electric: Zap,
  tapes: Ribbon,
  'child-safe': Baby,
}

/** The options every blind can have (electric, tapes, child-safe), with a link to the child-safety notes. */
export function OptionsSection() {
  return (
    <Section aria-labelledby="options-heading" id="options">
      <div className="mb-10 max-w-2xl">
        <p className="eyebrow mb-3">Options</p>
        <h2 id="options-heading" className="text-3xl font-semibold md:text-4xl">
          Make them your own
        </h2>
      </div>
      <ul className="grid gap-6 md:grid-cols-3">
        {OPTIONS.map((o) => {
          const Icon = OPTION_ICONS[o.key]
          return (
            <li key={o.key} className="rounded-card bg-white p-6 shadow-card">
              <Icon aria-hidden="true" className="size-7 text-walnut" />
              <h3 className="mt-4 text-xl font-semibold">{o.title}</h3>
              <p className="mt-2 text-muted">{o.text}</p>
              {o.key === 'child-safe' && (
                <IntentLink
                  href="/services#child-safe"
                  className="mt-3 inline-flex items-center gap-1.5 text-sm font-semibold text-navy underline-offset-4 hover:underline"
                >
                  About child safety
                  <ArrowRight aria-hidden="true" className="size-4" />
                </IntentLink>
              )}
            </li>
          )
        })}
      </ul>
    </Section>
  )
}
