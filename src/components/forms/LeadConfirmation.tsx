'use client'

import { CheckCircle2 } from '@/components/icons'
import { type ReactNode, useEffect, useRef } from 'react'

/**
 * The panel that replaces a booking form once its lead is stored: a heading, what happens next, optional actions.
 * The form it replaces is taller, so the page is left scrolled past it: the panel brings itself into view (below
 * the fixed header, html's scroll-padding) and takes the focus, so its heading is the first thing seen and read.
 */
export function LeadConfirmation({
  heading,
  headingLevel: Heading = 'h2',
  children,
}: {
  heading: ReactNode
  headingLevel?: 'h2' | 'h3'
  children: ReactNode
}) {
  const panel = useRef<HTMLDivElement>(null)
  useEffect(() => {
    panel.current?.focus({ preventScroll: true })
    panel.current?.scrollIntoView({ block: 'start' })
  }, [])
  return (
    <div
      ref={panel}
      tabIndex={-1}
      role="status"
      className="rounded-card border border-success/30 bg-white p-6 shadow-card outline-none"
      data-testid="booking-confirmation"
    >
      <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
      <Heading className="mt-3 text-2xl font-semibold">{heading}</Heading>
      {children}
    </div>
  )
}
