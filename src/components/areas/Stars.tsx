import { Star } from 'lucide-react'

import { cn } from '@/lib/cn'

/** A star rating. Only ever rendered for real (non-demo) testimonials (brief decision 5). */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, rating))
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={cn('inline-flex gap-0.5 text-oak', className)}>
      {[1, 2, 3, 4, 5].map((i) => (
        <Star key={i} aria-hidden="true" className={cn('size-4', i <= Math.round(value) ? 'fill-current' : 'opacity-30')} />
      ))}
    </span>
  )
}
