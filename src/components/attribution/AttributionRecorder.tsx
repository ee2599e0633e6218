'use client'

import { useEffect } from 'react'

import { fillAttributionFields, recordFirstTouch } from '@/lib/attribution/firstTouch'

// As soon as the page's scripts run, before hydration or any client-side navigation can change the address.
if (typeof window !== 'undefined') recordFirstTouch()

/**
 * Notes the visit's first touch (landing page, referrer host, campaign tags) when the site first loads, and writes
 * it into a lead form's hidden fields as soon as the visitor uses that form. Renders nothing.
 */
export function AttributionRecorder() {
  useEffect(() => {
    const fill = (event: Event) => {
      const target = event.target
      const form =
        target instanceof HTMLFormElement ? target : target instanceof Element ? target.closest('form') : null
      if (form) fillAttributionFields(form)
    }
    document.addEventListener('focusin', fill, true)
    document.addEventListener('submit', fill, true)
    return () => {
      document.removeEventListener('focusin', fill, true)
      document.removeEventListener('submit', fill, true)
    }
  }, [])
  return null
}
