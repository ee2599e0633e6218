import { cn } from '@/lib/platform/cn'

/** A numbered row of steps ("how it works"): cards with a round number, a title and a line of text. */
export function NumberedSteps({
  steps,
  tone = 'navy',
  className,
}: {
  steps: readonly { title: string; text: string }[]
  tone?: 'navy' | 'oak'
  className?: string
}) {
  return (
    <ol className={cn('grid gap-6 sm:grid-cols-2', className)}>
      {steps.map((step, i) => (
        <li key={step.title} className="flex gap-4 rounded-card bg-white p-5 shadow-card sm:block sm:p-6">
          <span
            aria-hidden="true"
            className={cn(
              'inline-flex size-10 shrink-0 items-center justify-center rounded-full font-serif text-lg font-semibold',
              tone === 'navy' ? 'bg-navy text-white' : 'bg-oak-soft text-walnut',
            )}
          >
            {i + 1}
          </span>
          <div>
            <h3 className="text-lg font-semibold sm:mt-4">{step.title}</h3>
            <p className="mt-1 text-muted sm:mt-2">{step.text}</p>
          </div>
        </li>
      ))}
    </ol>
  )
}
