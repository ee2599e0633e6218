import { ChevronDown } from 'lucide-react'

/**
 * Questions that open and close independently (seed 4). Native <details>: keyboard and screen-reader support
 * without any client JavaScript.
 */
export function Faqs({ items }: { items: { question: string; answer: string }[] }) {
  return (
    <div className="divide-y divide-line overflow-hidden rounded-card border border-line bg-card">
      {items.map((faq) => (
        <details key={faq.question} className="group" data-testid="faq-item">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-ink hover:bg-canvas [&::-webkit-details-marker]:hidden">
            <span>{faq.question}</span>
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-oak transition-transform group-open:rotate-180"
            />
          </summary>
          <div className="px-5 pb-5 text-muted">
            {faq.answer.split(/\n{2,}/).map((p) => (
              <p key={p} className="mt-2 first:mt-0">
                {p}
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  )
}
