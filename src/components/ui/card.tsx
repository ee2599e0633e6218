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
