import { Quote } from '@/components/icons'

import { Badge } from '@/components/ui/Badge'
import { Stars } from '@/components/ui/Stars'
import type { TestimonialView } from '@/lib/cms'
import { cn } from '@/lib/platform/cn'
import { testimonialQuote } from '@/lib/testimonials/demoLabel'

/** 'feature': large serif quotes with the name above the place (home); 'compact': quoted text, 'Name · Place' (areas). */
const VARIANTS = {
  feature: {
    list: 'gap-6',
    card: 'p-6 md:p-7',
    quote: 'mt-4 font-serif text-lg leading-relaxed',
    marks: false,
    caption: 'mt-5 border-t border-line pt-4',
    name: 'block',
    separator: '',
    demoLabel: 'Example',
  },
  compact: {
    list: 'gap-5',
    card: 'gap-4 p-6',
    quote: '',
    marks: true,
    caption: '',
    name: '',
    separator: ' · ',
    demoLabel: 'Example testimonial',
  },
} as const

/**
 * Testimonials from the CMS: names and words as the owner entered them. Star ratings only for real customers; demo
 * entries carry an example badge instead.
 */
export function TestimonialList({ items, variant }: { items: TestimonialView[]; variant: keyof typeof VARIANTS }) {
  const v = VARIANTS[variant]
  return (
    <ul className={cn('grid md:grid-cols-3', v.list)}>
      {items.map((t) => (
        <li key={t.id}>
          <figure
            className={cn('card flex h-full flex-col', v.card)}
            data-testid="testimonial"
            data-demo={t.demo ? 'true' : 'false'}
            data-verified={t.verified ? 'true' : undefined}
          >
            <div className="flex items-center justify-between gap-3">
              {t.demo ? <Badge tone="outline">{v.demoLabel}</Badge> : <Stars rating={t.rating} />}
              <Quote aria-hidden="true" className="size-6 text-oak/50" />
            </div>
            <blockquote className={cn('flex-1 text-ink', v.quote)}>
              <p>{v.marks ? `“${testimonialQuote(t)}”` : testimonialQuote(t)}</p>
            </blockquote>
            <figcaption className={cn('text-sm', v.caption)}>
              <span className={cn('font-semibold text-ink', v.name)}>{t.name}</span>
              <span className="text-muted">
                {v.separator}
                {t.location}
              </span>
              {t.reply ? (
                <span className="mt-2 block text-muted" data-testid="review-reply">
                  Our reply: {t.reply}
                </span>
              ) : null}
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  )
}
