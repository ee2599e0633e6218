import { Tabs as T } from 'radix-ui'
import type { ComponentProps } from 'react'

import { cn } from '@/lib/cn'

/**
 * Radix Tabs (roving focus, arrow keys, ARIA tabs pattern) in the site's styles. These wrappers are server
 * components: they merge the classes on the server and render Radix's client parts with plain props, so only
 * Radix's small tab logic ships to the browser (no class-merging code).
 */
export function Tabs({ className, ...props }: ComponentProps<typeof T.Root>) {
  return <T.Root className={cn('flex flex-col', className)} {...props} />
}

export function TabsList({ className, ...props }: ComponentProps<typeof T.List>) {
  return (
    <T.List
      className={cn('inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-full bg-sand p-1', className)}
      {...props}
    />
  )
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof T.Trigger>) {
  return (
    <T.Trigger
      className={cn(
        'inline-flex min-h-10 shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-muted transition-colors hover:text-ink data-[state=active]:bg-white data-[state=active]:text-navy data-[state=active]:shadow-card',
        className,
      )}
      {...props}
    />
  )
}

/**
 * A panel. `keepMounted` renders inactive panels too (hidden), so their content is in the HTML for search engines
 * and switching never shifts the layout while an image loads.
 */
export function TabsContent({
  className,
  keepMounted = false,
  ...props
}: ComponentProps<typeof T.Content> & { keepMounted?: boolean }) {
  return (
    <T.Content
      forceMount={keepMounted ? true : undefined}
      className={cn('outline-none data-[state=inactive]:hidden', className)}
      {...props}
    />
  )
}
