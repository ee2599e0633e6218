import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/platform/cn'

/** A page section with generous air and an optional eyebrow, heading and intro. */
export function Section({
  className,
  children,
  tone = 'canvas',
  ...props
}: ComponentProps<'section'> & { tone?: 'canvas' | 'white' | 'navy' | 'oak' | 'sand' }) {
  const tones = {
    canvas: 'bg-canvas',
    white: 'bg-white',
    navy: 'bg-navy text-white',
    sand: 'bg-sand',
    oak: 'bg-oak-soft',
  }
  return (
    <section className={cn('py-16 md:py-24', tones[tone], className)} {...props}>
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
      {eyebrow && <p className="eyebrow mb-3">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-semibold text-ink md:text-[2.5rem] md:leading-[1.15]">
        {title}
      </h2>
      {intro && <div className="mt-4 text-lg text-muted">{intro}</div>}
    </div>
  )
}
