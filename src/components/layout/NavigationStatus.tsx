'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useState } from 'react'

import { PageLoading } from './PageLoading'

/**
 * The loading state of client-side navigations (no artificial waits: a slow route load shows a loading state, never
 * a blank screen). The public pages have no `loading.tsx` on purpose: its Suspense boundary makes React write the
 * spinner into each page's HTML and reveal the real content only by script once the last byte has arrived (an
 * "outlined" boundary), which delays every first view and leaves visitors without JavaScript on the spinner.
 * Instead, when a link to another page is followed and the new page has not arrived within 300 ms, the page area
 * shows the spinner until it does.
 */
export function NavigationStatus() {
  const pathname = usePathname()
  const [pending, setPending] = useState(false)

  // A new page has arrived: adjust during render, React's pattern for reacting to a new prop.
  const [shownPath, setShownPath] = useState(pathname)
  if (shownPath !== pathname) {
    setShownPath(pathname)
    setPending(false)
  }

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      // Not `defaultPrevented`: next/link prevents the browser's navigation to do its own.
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = (event.target as Element | null)?.closest?.('a[href]')
      if (!(link instanceof HTMLAnchorElement) || link.target === '_blank' || link.hasAttribute('download')) return
      const url = new URL(link.href, window.location.href)
      if (url.origin !== window.location.origin || url.pathname === window.location.pathname) return
      setPending(true)
    }
    document.addEventListener('click', onClick)
    return () => document.removeEventListener('click', onClick)
  }, [])

  // A navigation that never completes (offline, an error page) must not leave the spinner up for good.
  useEffect(() => {
    if (!pending) return
    const timer = setTimeout(() => setPending(false), 15_000)
    return () => clearTimeout(timer)
  }, [pending])

  if (!pending) return null
  return <PageLoading className="fixed inset-x-0 bottom-0 top-16 z-40 bg-canvas/95 lg:top-20" />
}
