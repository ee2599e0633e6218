import { cn } from '@/lib/platform/cn'

/** A five-star rating: whole stars filled by the rounded value, the exact value in the label. */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const value = Math.max(0, Math.min(5, rating))
  const full = Math.round(value)
  return (
    <span role="img" aria-label={`Rated ${value} out of 5`} className={cn('inline-flex gap-0.5 text-oak', className)}>
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
