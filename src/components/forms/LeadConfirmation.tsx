import { CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'

/** The panel that replaces a booking form once its lead is stored: a heading, what happens next, optional actions. */
export function LeadConfirmation({
  heading,
  headingLevel: Heading = 'h2',
  children,
}: {
  heading: ReactNode
  headingLevel?: 'h2' | 'h3'
  children: ReactNode
}) {
  return (
    <div
      role="status"
      className="rounded-card border border-success/30 bg-white p-6 shadow-card"
      data-testid="booking-confirmation"
    >
      <CheckCircle2 className="size-10 text-success" aria-hidden="true" />
      <Heading className="mt-3 text-2xl font-semibold">{heading}</Heading>
      {children}
    </div>
  )
}
