import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/cn'

/** A page section with generous air and an optional eyebrow, heading and intro. */
export function Section({
  className,
  children,
  tone = 'canvas',
  ...props
}: ComponentProps<'section'> & { tone?: 'canvas' | 'white' | 'navy' | 'oak' }) {
  const tones = {
    canvas: 'bg-canvas',
    white: 'bg-white',
    navy: 'bg-navy text-white',
    oak: 'bg-oak-soft',
  }
  return (
    <section className={cn('py-14 md:py-20', tones[tone], className)} {...props}>
      <div className="container-page">{children}</div>
    </section>
  )
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = 'center',
  className,
}: {
  id?: string
  eyebrow?: ReactNode
  title: ReactNode
  intro?: ReactNode
  align?: 'center' | 'left'
  className?: string
}) {
  return (
    <div className={cn('mb-10 max-w-2xl', align === 'center' && 'mx-auto text-center', className)}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wider text-oak">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-semibold md:text-4xl">
        {title}
      </h2>
      {intro && <p className="mt-4 text-lg text-muted">{intro}</p>}
    </div>
  )
}
