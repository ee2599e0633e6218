'use client'

import { useEffect, useRef } from 'react'

import { useConsent } from '@/lib/consent/consentStore'

export interface AnalyticsSettings {
  enabled: boolean
  scriptSrc: string
  domain: string
}

const SELECTOR = 'script[data-consent-analytics]'

/**
 * Injects the analytics script configured in the settings global, and only after the visitor has accepted cookies.
 * Withdrawing consent removes the tag and reloads the page, because a script that has already run cannot be unloaded.
 * Accepting after having declined also reloads: this page was served with a Content-Security-Policy that leaves the
 * analytics origin out for visitors who declined (src/proxy.ts), so only a fresh page may load the script.
 */
export function AnalyticsLoader({ enabled, scriptSrc, domain }: AnalyticsSettings) {
  const consent = useConsent()
  const choiceAtLoad = useRef<typeof consent | 'unknown'>('unknown')
  useEffect(() => {
    if (consent === undefined) return
    if (choiceAtLoad.current === 'unknown') choiceAtLoad.current = consent
    if (consent === 'accepted' && choiceAtLoad.current === 'declined') {
      window.location.reload()
      return
    }
    const allowed = consent === 'accepted' && enabled && Boolean(scriptSrc)
    const existing = document.querySelector<HTMLScriptElement>(SELECTOR)
    if (allowed) {
      if (existing && existing.getAttribute('src') === scriptSrc) return
      existing?.remove()
      const script = document.createElement('script')
      script.src = scriptSrc
      script.defer = true
      if (domain) script.dataset.domain = domain
      script.dataset.consentAnalytics = 'true'
      document.head.appendChild(script)
    } else if (existing) {
      existing.remove()
      if (consent === 'declined') window.location.reload()
    }
  }, [consent, enabled, scriptSrc, domain])
  return null
}
