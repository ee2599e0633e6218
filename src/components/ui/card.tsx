import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/** A white card with the site's radius and soft shadow; `interactive` lifts on hover (for whole-card links). */
export function Card({ className, interactive = false, ...props }: ComponentProps<'div'> & { interactive?: boolean }) {
  return (
    <div
      className={cn(
        'card',
        interactive && 'transition-[box-shadow,transform] duration-200 hover:-translate-y-0.5 hover:shadow-lift',
        className,
      )}
      {...props}
    />
  )
}

/** A row of five stars (decorative when `label` is given elsewhere). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const full = Math.max(0, Math.min(5, Math.round(rating)))
  return (
    <span role="img" aria-label={`Rated ${full} out of 5`} className={cn('inline-flex gap-0.5 text-oak', className)}>
      {Array.from({ length: 5 }, (_, i) => (
        <svg key={i} viewBox="0 0 20 20" className={cn('size-4', i >= full && 'opacity-25')} aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9L10 1.5z"
          />
        </svg>
      ))}
    </span>
  )
}
