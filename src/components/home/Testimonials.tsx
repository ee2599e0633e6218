import { Quote } from 'lucide-react'

import { Badge } from '@/components/ui/badge'
import { Stars } from '@/components/ui/card'
import { Section, SectionHeading } from '@/components/ui/section'
import type { TestimonialView } from '@/lib/cms'

export const TESTIMONIALS_SHOWN = 3

/** The seeded examples start with 'Example testimonial:'; the badge says so already. */
const withoutDemoPrefix = (quote: string) => {
  const text = quote.replace(/^Example testimonial:\s*/i, '')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/**
 * Seed 2.3 testimonials, from the collection the owner curates (brief decision 5). Demo entries are labelled as
 * examples and carry no star rating; ratings appear only for real customers.
 */
export function Testimonials({ testimonials }: { testimonials: TestimonialView[] }) {
  const shown = testimonials.slice(0, TESTIMONIALS_SHOWN)
  if (shown.length === 0) return null
  const anyDemo = shown.some((t) => t.demo)

  return (
    <Section id="testimonials" aria-labelledby="testimonials-heading" tone="canvas" data-testid="testimonials">
      <SectionHeading
        id="testimonials-heading"
        eyebrow="Kind words"
        title="What our customers say"
        intro={
          anyDemo ? <p className="text-base">Examples shown until our customers’ own words are added.</p> : undefined
        }
      />
      <ul className="grid gap-6 md:grid-cols-3">
        {shown.map((t) => (
          <li key={t.id} className="card flex flex-col p-6 md:p-7" data-testid="testimonial">
            <div className="flex items-center justify-between gap-3">
              {t.demo ? <Badge tone="outline">Example</Badge> : <Stars rating={t.rating} />}
              <Quote className="size-6 text-oak/50" aria-hidden="true" />
            </div>
            <blockquote className="mt-4 flex-1 font-serif text-lg leading-relaxed text-ink">
              <p>{withoutDemoPrefix(t.quote)}</p>
            </blockquote>
            <p className="mt-5 border-t border-line pt-4 text-sm">
              <span className="block font-semibold text-ink">{t.name}</span>
              <span className="text-muted">{t.location}</span>
            </p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
