'use client'

import { usePathname } from 'next/navigation'
import { useEffect, useRef } from 'react'

/** Headroom above a hash target, clear of the fixed header (the same 100px as html's scroll-padding-top). */
export const HASH_HEADROOM = 100

function scrollToHash(hash: string, behavior: ScrollBehavior) {
  const id = decodeURIComponent(hash.slice(1))
  const target = id ? document.getElementById(id) : null
  if (!target) return false
  const top = target.getBoundingClientRect().top + window.scrollY - HASH_HEADROOM
  window.scrollTo({ top: Math.max(0, top), behavior })
  return true
}

/**
 * Scroll behaviour shared by every page; navigation is never delayed to scroll first. A new page starts at the
 * top; an address with a hash scrolls smoothly to its element with 100px headroom once the page has laid out.
 * In-page hash links are smooth through CSS (scroll-behavior and scroll-padding-top on html).
 */
export function RouteScroll() {
  const pathname = usePathname()
  const first = useRef(true)
  /** The path a Back/Forward step went to, until that page renders. */
  const fromHistory = useRef<string | null>(null)

  // Back and forward keep the browser's own scroll restoration.
  useEffect(() => {
    const onPopState = () => {
      fromHistory.current = window.location.pathname
    }
    window.addEventListener('popstate', onPopState)
    return () => window.removeEventListener('popstate', onPopState)
  }, [])

  useEffect(() => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const isFirst = first.current
    const isHistory = fromHistory.current === pathname
    first.current = false
    fromHistory.current = null
    if (isHistory) return
    if (window.location.hash) {
      const timer = window.setTimeout(() => scrollToHash(window.location.hash, reduced ? 'auto' : 'smooth'), 100)
      return () => window.clearTimeout(timer)
    }
    // Client navigation to a new page: start at the top (the first load already does).
    if (!isFirst) window.scrollTo({ top: 0, behavior: 'instant' })
  }, [pathname])

  return null
}
