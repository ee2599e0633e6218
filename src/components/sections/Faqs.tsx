import { ChevronDown } from '@/components/icons'
import { useId } from 'react'

import { Section, SectionHeading } from '@/components/ui/Section'
import { cn } from '@/lib/platform/cn'
import { faqPageJsonLd, JsonLd } from '@/lib/seo/jsonld'
import { DisclosureGroup } from './DisclosureGroup'

interface Faq {
  id?: number | string
  question: string
  answer: string
}

/**
 * Questions that open and close independently. Native <details>: the answers are in the HTML and open without
 * JavaScript (and for find-in-page); DisclosureGroup adds the button semantics once the page has hydrated.
 * Answers keep the owner's paragraphs (blank lines).
 */
export function FaqList({
  items,
  headingLevel = 3,
  className,
  ...props
}: {
  items: Faq[]
  headingLevel?: 3 | 4
  className?: string
  'data-testid'?: string
}) {
  const idPrefix = useId()
  const Heading = `h${headingLevel}` as const
  return (
    <DisclosureGroup className={cn('divide-y divide-line', className)} {...props}>
      {items.map((faq, i) => (
        <details key={faq.id ?? faq.question} className="group/faq" data-testid="faq-item">
          <summary
            id={`${idPrefix}-q${i}`}
            className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-left text-ink transition-colors hover:text-navy [&::-webkit-details-marker]:hidden"
          >
            <Heading className="font-sans text-base font-semibold tracking-normal">{faq.question}</Heading>
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full bg-sand text-navy transition-transform duration-200 group-open/faq:rotate-180"
            >
              <ChevronDown className="size-4" />
            </span>
          </summary>
          <div
            role="region"
            aria-labelledby={`${idPrefix}-q${i}`}
            className="pb-5 pr-12 text-muted group-open/faq:animate-fade-in"
          >
            {faq.answer.split(/\n{2,}/).map((p, j) => (
              <p key={j} className="mt-2 first:mt-0">
                {p}
              </p>
            ))}
          </div>
        </details>
      ))}
    </DisclosureGroup>
  )
}

/**
 * A page's questions from the FAQ collection (one topic) with FAQPage JSON-LD. Renders nothing when the owner has
 * no questions for the topic.
 */
export function FaqSection({
  faqs,
  title = 'Frequently asked questions',
  eyebrow = 'Good to know',
  id = 'faq',
  tone = 'white',
}: {
  faqs: Faq[]
  title?: string
  eyebrow?: string
  id?: string
  tone?: 'white' | 'canvas' | 'sand'
}) {
  if (faqs.length === 0) return null
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-heading`} data-testid="faq-section">
      <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} />
      <FaqList
        items={faqs}
        className={cn(
          'mx-auto max-w-3xl rounded-card px-5 shadow-card md:px-8',
          tone === 'white' ? 'bg-canvas' : 'bg-white',
        )}
      />
      <JsonLd data={faqPageJsonLd(faqs)} />
    </Section>
  )
}
