import { getSiteSettings } from '@/lib/cms'
import { ConsentGate } from './ConsentGate'

/**
 * Mount once in the public layout: `<ConsentRoot />`. Reads the analytics settings (cached, tagged with the settings
 * global, so an edit in /admin reaches every page). With analytics off there is nothing to consent to: no banner,
 * no loader, no script. Otherwise the client banner and analytics loader load after hydration.
 */
export async function ConsentRoot() {
  const { analytics } = await getSiteSettings()
  if (!analytics.enabled || !analytics.scriptSrc) return null
  return <ConsentGate analytics={{ enabled: true, scriptSrc: analytics.scriptSrc, domain: analytics.domain ?? '' }} />
}
