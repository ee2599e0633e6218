import type { SiteSettings } from '@/lib/cms'
import { ConsentGate } from './ConsentGate'

/**
 * Mount once in the public layout: `<ConsentRoot analytics={settings.analytics} />`, from the settings the layout
 * read (cached, tagged with the settings global, so an edit in /admin reaches every page). With analytics off there
 * is nothing to consent to: no banner, no loader, no script. Otherwise the client banner and analytics loader load
 * after hydration.
 */
export function ConsentRoot({ analytics }: { analytics: SiteSettings['analytics'] }) {
  if (!analytics.enabled || !analytics.scriptSrc) return null
  return <ConsentGate analytics={{ enabled: true, scriptSrc: analytics.scriptSrc, domain: analytics.domain ?? '' }} />
}
