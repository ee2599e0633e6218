import { getSiteSettings } from '@/lib/cms'
import { CookieConsent } from './CookieConsent'

/**
 * Mount once in the public layout: `<ConsentRoot />`. Reads the analytics settings (cached, tagged with the settings
 * global, so an edit in /admin reaches every page) and renders the client banner and analytics loader.
 */
export async function ConsentRoot() {
  const { analytics } = await getSiteSettings()
  return (
    <CookieConsent
      analytics={{ enabled: Boolean(analytics.enabled), scriptSrc: analytics.scriptSrc ?? '', domain: analytics.domain ?? '' }}
    />
  )
}
