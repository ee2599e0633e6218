import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion'
import { Section, SectionHeading } from '@/components/ui/section'
import type { FaqView } from '@/lib/cms'

/** Seed 2.3 FAQ section (anchor faq): five questions from the CMS, each opening and closing on its own. */
export function FaqSection({ faqs }: { faqs: FaqView[] }) {
  if (faqs.length === 0) return null
  return (
    <Section id="faq" aria-labelledby="faq-heading" tone="canvas" data-testid="faq-section">
      <SectionHeading id="faq-heading" eyebrow="Good to know" title="Frequently Asked Questions" />
      <div className="card mx-auto max-w-3xl px-5 md:px-8">
        <Accordion type="multiple">
          {faqs.map((faq) => (
            <AccordionItem key={faq.id} value={String(faq.id)} data-testid="faq-item">
              <AccordionTrigger>{faq.question}</AccordionTrigger>
              <AccordionContent>{faq.answer}</AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </div>
    </Section>
  )
}
