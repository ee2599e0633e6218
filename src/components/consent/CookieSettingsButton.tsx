'use client'

import { clsx } from 'clsx'

import { openConsentBanner } from '@/lib/consent/consentStore'

/** A quiet "Cookie settings" button that re-opens the banner (for the footer or any page). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  return (
    <button type="button" onClick={openConsentBanner} className={clsx('underline-offset-4 hover:underline', className)}>
      Cookie settings
    </button>
  )
}
