'use client'

import { useEffect } from 'react'

/** The pages a visit list links to that the fitter may open without signal: each visit's measure and fitting page. */
const OFFLINE_LINKS = 'a[href^="/visits/measure/"], a[href^="/visits/fitting/"]'

/** The attribute on the page's root once the worker has kept what this page asked (the number of pages). */
export const KEPT_ATTRIBUTE = 'data-kept-offline'

/**
 * Asks the worker to keep these pages (it fetches them two at a time, with their static files once) and resolves
 * with how many it kept once it has.
 */
export async function keepOffline(paths: string[]): Promise<number> {
  if (!('serviceWorker' in navigator)) return 0
  const registration = await navigator.serviceWorker.ready
  const worker = registration.active
  if (!worker) return 0
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<{ kept?: number }>) => resolve(event.data.kept ?? 0)
    worker.postMessage({ keep: paths }, [channel.port2])
  })
}

/** The visit pages linked from the part of the page given (a day of the list). */
export const visitLinks = (root: ParentNode) =>
  Array.from(root.querySelectorAll<HTMLAnchorElement>(OFFLINE_LINKS), (a) => a.pathname)

/**
 * Registers /visits/sw.js (scope /visits), which keeps the pages opened with signal for use without it, and asks it
 * to keep the visit pages of today and tomorrow this page links to (the sections marked `data-keep-offline`; a later
 * day's on the fitter's tap, `KeepDay`), and this page if the worker did not answer it (the first load).
 */
export function RegisterServiceWorker() {
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    navigator.serviceWorker.register('/visits/sw.js', { scope: '/visits' }).catch(() => undefined)
    const links = Array.from(document.querySelectorAll('[data-keep-offline]')).flatMap(visitLinks)
    const self = navigator.serviceWorker.controller ? [] : [location.pathname]
    void keepOffline([...self, ...new Set(links)]).then((kept) =>
      document.documentElement.setAttribute(KEPT_ATTRIBUTE, String(kept)),
    )
  }, [])
  return null
}
