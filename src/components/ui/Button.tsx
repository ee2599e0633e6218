import { cva, type VariantProps } from 'class-variance-authority'
import { IntentLink } from '@/components/ui/IntentLink'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/platform/cn'

/** The site's buttons: one primary action per section, the rest secondary or quiet. */
export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-oak disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        primary: 'bg-navy text-white hover:bg-navy-dark',
        secondary: 'border border-navy bg-white text-navy hover:bg-navy-soft',
        wood: 'bg-walnut text-white hover:bg-[#47301f]',
        promo: 'bg-promo text-white hover:bg-promo-dark',
        light: 'bg-white text-navy hover:bg-oak-soft',
        ghost: 'text-navy hover:bg-navy-soft',
        /** secondary on dark (navy/walnut) surfaces */
        outlineLight: 'border border-white/70 text-white hover:bg-white/10',
      },
      size: {
        sm: 'min-h-9 px-3 text-sm',
        md: 'min-h-11 px-5 text-sm',
        lg: 'min-h-12 px-6 text-base',
        /** square icon button: give it an aria-label */
        icon: 'size-11 p-0 [&_svg]:size-5',
      },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
)

type Variants = VariantProps<typeof buttonVariants>

export function Button({ className, variant, size, ...props }: ComponentProps<'button'> & Variants) {
  return <button className={cn(buttonVariants({ variant, size }), className)} {...props} />
}

/** A link styled as a button (internal routes use next/link; tel:, mailto: and # links a plain anchor). */
export function ButtonLink({
  className,
  variant,
  size,
  href,
  ...props
}: ComponentProps<'a'> & Variants & { href: string }) {
  const classes = cn(buttonVariants({ variant, size }), className)
  if (href.startsWith('/') && !href.startsWith('//')) return <IntentLink href={href} className={classes} {...props} />
  return <a href={href} className={classes} {...props} />
}
