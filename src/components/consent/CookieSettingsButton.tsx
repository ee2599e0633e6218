'use client'

import { clsx } from 'clsx'
import { useEffect } from 'react'

import { openConsentBanner } from '@/lib/consent/consentStore'

/** A quiet "Cookie settings" button that re-opens the banner (for the footer or any page). */
export function ConsentSettingsButton({ className }: { className?: string }) {
  useEffect(() => {
    // A tap on it before it hydrated, noted by the page's script loader (scripts/defer-scripts.mjs): answered now
    // rather than lost. Opening the banner twice (React may also replay that click) shows it once.
    const early = window as { __earlyTap?: string }
    if (early.__earlyTap !== 'cookie-settings') return
    early.__earlyTap = undefined
    openConsentBanner()
  }, [])

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
