'use client'

import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import Link from 'next/link'
import { useContext, type ComponentProps, type FocusEvent, type MouseEvent, type TouchEvent } from 'react'

type Props = Omit<ComponentProps<typeof Link>, 'prefetch'>

/**
 * The site's internal link: it prefetches the page when the visitor shows intent (pointer over it, a touch, keyboard
 * focus), never merely because it is in view. A page full of links so loads no other page's payload after it
 * loads, and the one the visitor is about to open is usually ready by the click. (`prefetch={false}` on its own
 * would also drop Next's hover prefetch, hence the router call.) The router is read from its context rather than
 * `useRouter()`, which throws where no app router is mounted (a page rendered to a string, as the unit tests do);
 * there the link is a plain link.
 */
export function IntentLink({ href, onMouseEnter, onTouchStart, onFocus, ...props }: Props) {
  const router = useContext(AppRouterContext)
  const prefetch = () => {
    if (router && typeof href === 'string' && href.startsWith('/') && !href.startsWith('//')) router.prefetch(href)
  }
  return (
    <Link
      href={href}
      prefetch={false}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        prefetch()
        onMouseEnter?.(event)
      }}
      onTouchStart={(event: TouchEvent<HTMLAnchorElement>) => {
        prefetch()
        onTouchStart?.(event)
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        prefetch()
        onFocus?.(event)
      }}
      {...props}
    />
  )
}
