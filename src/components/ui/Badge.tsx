import { cva, type VariantProps } from 'class-variance-authority'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/platform/cn'

export const badgeVariants = cva('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', {
  variants: {
    tone: {
      oak: 'bg-oak-soft text-walnut',
      navy: 'bg-navy-soft text-navy',
      promo: 'bg-promo text-white',
      new: 'bg-oak text-[#1f1408]',
      outline: 'border border-line bg-white text-muted',
    },
  },
  defaultVariants: { tone: 'oak' },
})

export function Badge({ className, tone, ...props }: ComponentProps<'span'> & VariantProps<typeof badgeVariants>) {
  return <span className={cn(badgeVariants({ tone }), className)} {...props} />
}
