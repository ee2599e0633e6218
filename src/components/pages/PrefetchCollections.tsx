'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

const COLLECTIONS = ['/faux-wood-collection', '/wooden-collection'] as const

/**
 * The two collection pages are preloaded once the browser is idle after load (requestIdleCallback with a
 * 1 s timeout, or 2 s later where idle callbacks are unavailable). Renders nothing; mounted once in the layout.
 */
export function PrefetchCollections() {
  const router = useRouter()
  useEffect(() => {
    let cancelled = false
    let idleId: number | undefined
    let timer: ReturnType<typeof setTimeout> | undefined
    const prefetch = () => {
      if (cancelled) return
      const here = window.location.pathname
      for (const href of COLLECTIONS) if (href !== here) router.prefetch(href)
    }
    const schedule = () => {
      if (typeof window.requestIdleCallback === 'function')
        idleId = window.requestIdleCallback(prefetch, { timeout: 1000 })
      else timer = setTimeout(prefetch, 2000)
    }
    if (document.readyState === 'complete') schedule()
    else window.addEventListener('load', schedule, { once: true })
    return () => {
      cancelled = true
      window.removeEventListener('load', schedule)
      if (idleId !== undefined) window.cancelIdleCallback?.(idleId)
      if (timer) clearTimeout(timer)
    }
  }, [router])
  return null
}
