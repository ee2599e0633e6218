'use client'

import { type ComponentProps, useEffect, useRef } from 'react'

/**
 * A list of native <details> disclosures. Without JavaScript they open and close on their own; once hydrated, each
 * <summary> also states the accordion pattern's role="button" and aria-expanded (kept in step with the open state),
 * so assistive technology hears the same on every browser.
 */
export function DisclosureGroup({ children, ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const root = ref.current
    if (!root) return
    const sync = (details: HTMLDetailsElement) => {
      const summary = details.querySelector(':scope > summary')
      summary?.setAttribute('role', 'button')
      summary?.setAttribute('aria-expanded', String(details.open))
    }
    root.querySelectorAll('details').forEach(sync)
    // 'toggle' does not bubble: listen in the capture phase.
    const onToggle = (event: Event) => {
      if (event.target instanceof HTMLDetailsElement) sync(event.target)
    }
    root.addEventListener('toggle', onToggle, true)
    return () => root.removeEventListener('toggle', onToggle, true)
  }, [])
  return (
    <div ref={ref} {...props}>
      {children}
    </div>
  )
}
