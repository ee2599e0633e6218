'use client'

import { IntentLink } from '@/components/ui/IntentLink'
import { Dialog } from 'radix-ui'
import { type ReactNode, type RefObject, useRef } from 'react'
import { createPortal } from 'react-dom'

import { isCurrent, PRIMARY_NAV } from '@/lib/navigation/siteLinks'
import { NavBadge } from './NavBadge'

/**
 * The mobile menu panel under the header (a non-modal Radix Dialog, so the page keeps scrolling): the navigation,
 * then the server-rendered call, booking and showroom block. Loaded by HeaderBar the first time it opens.
 * Escape and a click outside close it; choosing a link closes it without pulling focus back to the toggle.
 */
export default function MobileMenu({
  pathname,
  toggleRef,
  onClose,
  footer,
}: {
  pathname: string
  toggleRef: RefObject<HTMLButtonElement | null>
  onClose: () => void
  footer: ReactNode
}) {
  const closedByLink = useRef(false)
  const closeByLink = () => {
    closedByLink.current = true
    onClose()
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()} modal={false}>
      <Dialog.Content
        id="mobile-menu"
        aria-describedby={undefined}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-line bg-white shadow-lift outline-none data-[state=open]:animate-menu-in lg:hidden"
        data-testid="mobile-menu"
        // The toggle sits outside the panel: its own click closes the menu, so it must not count as "outside".
        onInteractOutside={(event) => {
          if (toggleRef.current?.contains(event.target as Node)) event.preventDefault()
        }}
        onCloseAutoFocus={(event) => {
          event.preventDefault()
          // A link was chosen: focus belongs to the new page, not to the toggle.
          if (!closedByLink.current) toggleRef.current?.focus()
        }}
        onClick={(event) => {
          // Any link in the panel (navigation or the server-rendered call and booking buttons) closes it.
          if ((event.target as HTMLElement).closest('a')) closeByLink()
        }}
      >
        <Dialog.Title className="sr-only">Menu</Dialog.Title>
        <div className="container-page py-4">
          <nav aria-label="Mobile">
            <ul className="divide-y divide-line">
              {PRIMARY_NAV.map((link) => (
                <li key={link.href}>
                  <IntentLink
                    href={link.href}
                    aria-current={isCurrent(pathname, link.href) ? 'page' : undefined}
                    className="flex min-h-12 items-center gap-2 py-2 text-base font-medium text-ink aria-[current=page]:text-navy"
                  >
                    {link.label}
                    {link.badge && <NavBadge>{link.badge}</NavBadge>}
                  </IntentLink>
                </li>
              ))}
            </ul>
          </nav>
          {footer}
        </div>
      </Dialog.Content>
      {createPortal(
        <div aria-hidden="true" className="fixed inset-0 z-40 bg-ink/25 animate-fade-in lg:hidden" onClick={onClose} />,
        document.body,
      )}
    </Dialog.Root>
  )
}
