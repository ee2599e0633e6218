'use client'

import { clsx } from 'clsx'
import { useEarlyAction } from '@/components/hooks/useEarlyAction'

import { openConsentBanner } from '@/lib/consent/consentStore'

/** A quiet "Cookie settings" button that re-opens the banner (for the footer or any page). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  // A tap on it before it hydrated: answered now rather than lost. Opening the banner twice (React may also replay
  // that click) shows it once.
  useEarlyAction('tap', 'cookie-settings', openConsentBanner)

  return (
    <button
      type="button"
      onClick={openConsentBanner}
      className={clsx('underline-offset-4 hover:underline', className)}
      data-early-tap="cookie-settings"
    >
      Cookie settings
    </button>
  )
}
