import { Quote } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import type { TestimonialView } from '@/lib/cms'
import { Stars } from './Stars'

/** Seeded demo quotes start with this label; the badge says it instead. */
const DEMO_PREFIX = /^example testimonial:\s*/i
const demoQuote = (quote: string) => {
  const text = quote.replace(DEMO_PREFIX, '')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Testimonials from the CMS (brief decision 5): names and words as the owner entered them, star ratings only for
 * real customers, demo entries labelled as examples.
 */
export function Testimonials({ items }: { items: TestimonialView[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-3">
      {items.map((t) => (
        <li key={t.id}>
          <figure
            className="flex h-full flex-col gap-4 rounded-card bg-card p-6 shadow-card"
            data-testid="testimonial"
            data-demo={t.demo ? 'true' : 'false'}
          >
            <div className="flex items-center justify-between gap-3">
              {t.demo ? <Badge tone="outline">Example testimonial</Badge> : <Stars rating={t.rating} />}
              <Quote aria-hidden="true" className="size-6 text-oak/50" />
            </div>
            <blockquote className="flex-1 text-ink">
              <p>“{t.demo ? demoQuote(t.quote) : t.quote}”</p>
            </blockquote>
            <figcaption className="text-sm">
              <span className="font-semibold text-ink">{t.name}</span>
              <span className="text-muted"> · {t.location}</span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
