import { TestimonialList } from '@/components/sections/Testimonials'
import { Section, SectionHeading } from '@/components/ui/Section'
import type { TestimonialView } from '@/lib/cms'

export const TESTIMONIALS_SHOWN = 3

/**
 * The home page's testimonials, from the collection the owner curates. Demo entries are labelled as examples and
 * carry no star rating; ratings appear only for real customers.
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
      <TestimonialList items={shown} variant="feature" />
    </Section>
  )
}
