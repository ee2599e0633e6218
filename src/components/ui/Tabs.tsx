import type { ComponentProps, ReactNode } from 'react'

import { cn } from '@/lib/platform/cn'

export type Tab = {
  value: string
  label: ReactNode
  panel: ReactNode
  /** data attributes and the like for the panel's element */
  panelProps?: ComponentProps<'div'> & Record<`data-${string}`, string>
}

/**
 * Tabs that answer from the first paint, with no script: each tab is a native radio button (visually hidden, its
 * label drawn as the pill), every panel is in the HTML, and the stylesheet shows the panel whose radio is checked
 * (`[data-tabs]` rules in `globals.css`, by position, up to eight tabs). The browser gives the rest: one tab stop for
 * the group, arrow keys move the choice, the checked state is announced, and a tap before the page's scripts arrive
 * switches the panel at once (a Radix tab needed its script, so such a tap was lost). Assistive technologies hear a
 * radio group, honestly, before and after the scripts. A server component: no client code.
 */
export function Tabs({
  name,
  label,
  tabs,
  defaultValue,
  className,
  listClassName,
  triggerClassName,
  panelClassName,
  ...props
}: Omit<ComponentProps<'div'>, 'children' | 'defaultValue'> & {
  /** the radio group's name, unique on the page */
  name: string
  /** the group's accessible name */
  label: string
  tabs: Tab[]
  defaultValue?: string
  listClassName?: string
  triggerClassName?: string
  panelClassName?: string
}) {
  const chosen = tabs.some((tab) => tab.value === defaultValue) ? defaultValue : tabs[0]?.value
  const panelId = (value: string) => `${name}-panel-${value}`
  return (
    <div data-tabs="" className={cn('flex flex-col', className)} {...props}>
      <div
        role="radiogroup"
        aria-label={label}
        data-tab-list=""
        className={cn(
          'inline-flex max-w-full items-center gap-1 overflow-x-auto rounded-full bg-sand p-1',
          listClassName,
        )}
      >
        {tabs.map((tab, index) => (
          <label
            key={tab.value}
            className={cn(
              'relative inline-flex min-h-10 shrink-0 cursor-pointer items-center justify-center gap-2 whitespace-nowrap rounded-full px-4 text-sm font-semibold text-muted transition-colors hover:text-ink has-[:checked]:bg-white has-[:checked]:text-navy has-[:checked]:shadow-card has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-oak',
              triggerClassName,
            )}
          >
            <input
              type="radio"
              name={name}
              value={tab.value}
              defaultChecked={tab.value === chosen}
              aria-controls={panelId(tab.value)}
              data-tab={index}
              className="sr-only"
            />
            {tab.label}
          </label>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.value}
          id={panelId(tab.value)}
          data-tab-panel={index}
          {...tab.panelProps}
          className={cn(panelClassName, tab.panelProps?.className)}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  )
}
