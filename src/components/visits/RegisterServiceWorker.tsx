'use client'

import { useEffect } from 'react'

/** The pages a visit list links to that the fitter may open without signal: each visit's measure and fitting page. */
const OFFLINE_LINKS = 'a[href^="/visits/measure/"], a[href^="/visits/fitting/"]'

/**
 * Registers /visits/sw.js (scope /visits), which keeps the pages opened with signal for use without it, and asks it
 * to keep this page and the visit pages it links to now, while there is signal.
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register('/visits/sw.js', { scope: '/visits' }).catch(() => undefined)
    void navigator.serviceWorker.ready.then((registration) => {
      const links = Array.from(document.querySelectorAll<HTMLAnchorElement>(OFFLINE_LINKS), (a) => a.pathname)
      registration.active?.postMessage({ keep: [location.pathname, ...new Set(links)] })
    })
  }, [])
  return null
}
