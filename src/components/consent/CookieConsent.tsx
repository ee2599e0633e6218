'use client'

import { Cookie } from '@/components/icons'
import { IntentLink } from '@/components/ui/IntentLink'

import { Button } from '@/components/ui/Button'
import { AnalyticsLoader, type AnalyticsSettings } from './AnalyticsLoader'
import { useBannerRequested, useConsent, writeConsent } from '@/lib/consent/consentStore'

/**
 * The cookie banner and the consent-gated analytics (loaded only after the visitor accepts). The banner appears
 * only when there is something to consent to (analytics switched on with a script address in the settings) and no
 * choice has been made, or when the visitor asks to change it. Accept and Decline are equally prominent.
 */
export function CookieConsent({ analytics }: { analytics: AnalyticsSettings }) {
  const consent = useConsent()
  const requested = useBannerRequested()
  const active = Boolean(analytics.enabled && analytics.scriptSrc)
  const show = active && consent !== undefined && (consent === null || requested)
  return (
    <>
      {show && (
        <div
          role="region"
          aria-label="Cookie consent"
          data-testid="cookie-banner"
          className="pointer-events-none fixed inset-x-0 bottom-0 z-[90] p-3 sm:p-4"
        >
          <div className="pointer-events-auto mx-auto flex max-w-3xl flex-col gap-4 rounded-card border border-line bg-white p-4 shadow-lift sm:flex-row sm:items-center sm:gap-6 sm:p-5">
            <div className="flex gap-3">
              <Cookie aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-walnut" />
              <p className="text-sm text-ink">
                <strong className="font-semibold">May we count your visit?</strong> With your permission we load a small
                analytics script that counts page visits anonymously. Nothing loads unless you accept.{' '}
                <IntentLink href="/cookie-policy" className="text-navy underline underline-offset-4">
                  Cookie policy
                </IntentLink>
              </p>
            </div>
            <div className="grid shrink-0 grid-cols-2 gap-2">
              <Button variant="secondary" size="sm" onClick={() => writeConsent('declined')}>
                Decline
              </Button>
              <Button size="sm" onClick={() => writeConsent('accepted')}>
                Accept
              </Button>
            </div>
          </div>
        </div>
      )}
      <AnalyticsLoader {...analytics} />
    </>
  )
}
