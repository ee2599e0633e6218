import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { Section, SectionHeading } from '@/components/ui/section'
import type { FaqView } from '@/lib/cms'
import { JsonLd } from '@/lib/seo/jsonld'

/**
 * A page's questions from the FAQ collection (one topic), each opening on its own, with FAQPage JSON-LD.
 * Renders nothing when the owner has no questions for the topic.
 */
export function FaqSection({
  faqs,
  title = 'Frequently asked questions',
  eyebrow = 'Good to know',
  id = 'faq',
  tone = 'white',
}: {
  faqs: FaqView[]
  title?: string
  eyebrow?: string
  id?: string
  tone?: 'white' | 'canvas' | 'sand'
}) {
  if (faqs.length === 0) return null
  return (
    <Section tone={tone} id={id} aria-labelledby={`${id}-heading`} data-testid="faq-section">
      <SectionHeading id={`${id}-heading`} eyebrow={eyebrow} title={title} />
      <div className={`mx-auto max-w-3xl rounded-card px-5 shadow-card md:px-8 ${tone === 'white' ? 'bg-canvas' : 'bg-white'}`}>
        <Accordion type="multiple">
          {faqs.map((faq) => (
            <AccordionItem key={faq.id} value={String(faq.id)} data-testid="faq-item">
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqs.map((f) => ({
            '@type': 'Question',
            name: f.question,
            acceptedAnswer: { '@type': 'Answer', text: f.answer },
          })),
        }}
      />
    </Section>
  )
}
