'use client'

import { Check, Cookie } from '@/components/icons'

import { Button } from '@/components/ui/Button'
import { useConsent, writeConsent } from '@/lib/consent/consentStore'

const STATUS = {
  accepted: 'You have accepted analytics cookies.',
  declined: 'You have declined analytics cookies.',
  none: 'You have not made a choice yet, so no analytics cookies are used.',
} as const

/** The cookie policy's panel: shows the current choice and changes it in one click. */
export function ConsentSettings({ analyticsEnabled }: { analyticsEnabled: boolean }) {
  const consent = useConsent()
  const status = consent === undefined ? '' : STATUS[consent ?? 'none']
  const choice = (value: 'accepted' | 'declined', label: string) => {
    const pressed = consent === value
    return (
      <Button
        variant={pressed ? 'primary' : 'secondary'}
        aria-pressed={pressed}
        onClick={() => writeConsent(value)}
        disabled={consent === undefined}
      >
        {pressed && <Check aria-hidden="true" />}
        {label}
      </Button>
    )
  }
  return (
    <section
      aria-labelledby="consent-settings-heading"
      data-testid="consent-settings"
      className="mb-12 rounded-card border border-line bg-white p-6 shadow-card"
    >
      <div className="flex items-center gap-3">
        <Cookie aria-hidden="true" className="size-6 text-walnut" />
        <h2 id="consent-settings-heading" className="text-2xl font-semibold">
          Your cookie choice
        </h2>
      </div>
      <p className="mt-3 min-h-[1.6em] text-ink" role="status" data-testid="consent-status">
        {status}
      </p>
      {!analyticsEnabled && (
        <p className="mt-2 text-sm text-muted">
          Analytics is switched off on this site at the moment, so no optional cookies are used. Your choice will apply
          if we switch it on.
        </p>
      )}
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        {choice('accepted', 'Accept analytics cookies')}
        {choice('declined', 'Decline analytics cookies')}
      </div>
    </section>
  )
}
