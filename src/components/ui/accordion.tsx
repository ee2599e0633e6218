import { ChevronDown } from 'lucide-react'
import { Accordion as A } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * Radix Accordion (button + region pattern, keyboard support) in the site's styles. Use `type="multiple"` for FAQs,
 * where each question opens and closes on its own. Server components: classes are merged on the server and
 * Radix's client parts get plain props, so no class-merging code ships.
 */
export function Accordion({ className, ...props }: ComponentProps<typeof A.Root>) {
  return <A.Root className={cn('divide-y divide-line', className)} {...props} />
}

export function AccordionItem({ className, ...props }: ComponentProps<typeof A.Item>) {
  return <A.Item className={cn('group/item', className)} {...props} />
}

export function AccordionTrigger({
  className,
  children,
  headingLevel = 3,
  ...props
}: ComponentProps<typeof A.Trigger> & { headingLevel?: 2 | 3 | 4 }) {
  const Heading = `h${headingLevel}` as const
  return (
    <A.Header asChild>
      <Heading className="font-sans text-base font-semibold tracking-normal">
        <A.Trigger
          className={cn(
            'flex w-full cursor-pointer items-center justify-between gap-4 py-5 text-left text-ink transition-colors hover:text-navy',
            className,
          )}
          {...props}
        >
          <span>{children}</span>
          <span
            aria-hidden="true"
            className="grid size-8 shrink-0 place-items-center rounded-full bg-sand text-navy transition-transform duration-200 group-data-[state=open]/item:rotate-180"
          >
            <ChevronDown className="size-4" />
          </span>
        </A.Trigger>
      </Heading>
    </A.Header>
  )
}

export function AccordionContent({ className, children, ...props }: ComponentProps<typeof A.Content>) {
  return (
    <A.Content className="overflow-hidden data-[state=open]:animate-fade-in" {...props}>
      <div className={cn('pb-5 pr-12 text-muted', className)}>{children}</div>
    </A.Content>
  )
}
