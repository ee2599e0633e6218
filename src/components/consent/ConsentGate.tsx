'use client'

import { lazy, Suspense } from 'react'

import { useHydrated } from '../hooks/useHydrated'

import type { AnalyticsSettings } from './AnalyticsLoader'

const CookieConsent = lazy(() => import('./CookieConsent').then((m) => ({ default: m.CookieConsent })))

/**
 * Loads the cookie banner and the analytics loader after hydration, and only on sites where analytics is switched
 * on (ConsentRoot renders nothing otherwise): the banner is never part of a page's first load.
 */
export function ConsentGate({ analytics }: { analytics: AnalyticsSettings }) {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <CookieConsent analytics={analytics} />
    </Suspense>
  ) : null
}
